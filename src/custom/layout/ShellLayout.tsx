// The signed-in layout: the session gate around react-admin's Layout with our app bar, side navigation and error
// page. It fits any width from a phone's (390 px) up (issue 22): nothing keeps a minimum width that would scroll the
// page sideways; below 600 px the side navigation is a drawer the app bar's menu button opens, up to 900 px it
// folds to its icons once a page is picked.
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminErrorPage } from '../errors/ErrorPage';
import { AgentConnection } from '../realtime/AgentConnection';
import { GlobalShortcuts } from '../palette/GlobalShortcuts';
import { SignedIn } from '../routing/SignedIn';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';

/** react-admin's frame is at least as wide as its content ('fit-content'): a wide table scrolls in its own box instead. */
const FITS_THE_WINDOW = {
  minWidth: 0,
  '& .RaLayout-contentWithSidebar': { minWidth: 0 },
  '& .RaLayout-content': { minWidth: 0 },
  '& .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
} as const;

export function ShellLayout({ children }: { children: ReactNode }) {
  return (
    <SignedIn>
      {/* The agent's realtime connection on every page: it is what makes them available (issue 22.2). */}
      <AgentConnection>
        <Layout appBar={ShellAppBar} menu={ShellMenu} error={AdminErrorPage} sx={FITS_THE_WINDOW}>
          {children}
          <GlobalShortcuts />
        </Layout>
      </AgentConnection>
    </SignedIn>
  );
}
