// The inbox page, loaded lazily by src/custom/routing/pages.ts.
export { InboxPage } from './InboxPage';
