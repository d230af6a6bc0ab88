// The signed-in layout: the session gate around react-admin's Layout with our app bar, side navigation and error
// page. Minimum widths (spec §5): the content keeps 1086 px beside the open side navigation, 1248 px without it.
import type { ReactNode } from 'react';
import { Layout, useSidebarState } from 'react-admin';
import { LAYOUT_MIN_WIDTH_PX, LAYOUT_MIN_WIDTH_WITH_SIDENAV_PX } from '../../domain/constants';
import { AdminErrorPage } from '../errors/ErrorPage';
import { SignedIn } from '../routing/SignedIn';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';

function SizedLayout({ children }: { children: ReactNode }) {
  const [sideNavOpen] = useSidebarState();
  const minWidth = sideNavOpen ? LAYOUT_MIN_WIDTH_WITH_SIDENAV_PX : LAYOUT_MIN_WIDTH_PX;
  return (
    <Layout appBar={ShellAppBar} menu={ShellMenu} error={AdminErrorPage} sx={{ '& .RaLayout-content': { minWidth } }}>
      {children}
    </Layout>
  );
}

export function ShellLayout({ children }: { children: ReactNode }) {
  return (
    <SignedIn>
      <SizedLayout>{children}</SizedLayout>
    </SignedIn>
  );
}
