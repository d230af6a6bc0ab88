// The header of a resource's pages (lists, create and edit forms): the shared page header, with the resource's area
// as the browser title ('Parley Tags'), inside the same page frame as every other page. react-admin's own title
// in the app bar is turned off (title={false}) where this is used.
import type { ReactNode } from 'react';
import { Page, PageHeader } from '../../ui/layout/PageHeader';

export interface ResourcePageProps {
  /** The area of the route (browser title). */
  area: string;
  /** The heading; the area when omitted. */
  title?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Under the heading (the Team area's tabs). */
  tabs?: ReactNode;
  children: ReactNode;
}

export function ResourcePage({ area, title, subtitle, actions, tabs, children }: ResourcePageProps) {
  return (
    <Page maxWidth={1400}>
      <PageHeader title={title ?? area} area={area} subtitle={subtitle} actions={actions}>
        {tabs}
      </PageHeader>
      {children}
    </Page>
  );
}
