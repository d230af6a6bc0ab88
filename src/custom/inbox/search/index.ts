export { InboxSearchPanel } from './InboxSearchPanel';
export { useFoundMessage } from './useFoundMessage';
