// The inbox's user-facing strings (spec §2, §4, §5 verbatim; "ours" where the spec shows no wording). Kept apart
// from ../messages.ts so the inbox can grow its catalogue without touching the shared one.
import { PRODUCT_NAME } from '../constants';

export const INBOX_MSG = {
  // §2 inbox screen
  pageTitle: `${PRODUCT_NAME} Inbox`,
  emptyTitle: 'No conversation yet',
  emptyBody: "Don't worry, you will get a notification when someone initiates a conversation.",
  replyTo: 'Reply to {name}...',
  siteVisitor: 'Site visitor',

  // §4 toasts
  bulkClosed: 'Closed all the selected conversations successfully!',
  statusChanged: 'Conversation status changed successfully',
  availabilityUpdated: 'Updated the availability status successfully!',
  membersAdded: 'Added agents to the conversation successfully!',
  memberRemoved: 'Removed agent from the conversation successfully!',
  completeProfile: 'Please complete the profile, to go online',

  // ours: a reply the server never confirmed stays in the thread with a retry
  sendFailed: 'Message not sent',
  retry: 'Retry',
} as const;

/** The reply editor placeholder: 'Reply to {visitor name or Site visitor}...'. */
export function replyPlaceholder(visitorName: string | null | undefined): string {
  const name = visitorName?.trim() || INBOX_MSG.siteVisitor;
  return INBOX_MSG.replyTo.replace('{name}', () => name);
}

/** §4 filter labels, in the order the filter menu shows them. */
export const FILTER_LABELS = {
  all: 'All Conversations',
  open: 'Open',
  pending: 'Pending',
  close: 'Close',
  online: 'Online',
  archived: 'Archived',
  starred: 'Starred',
  unread: 'Unread',
  my: 'My Conversations',
} as const;

export const SORT_LABELS = {
  newest: 'Newest Conversation',
  oldest: 'Oldest Conversation',
} as const;

/** §5 date range filter. */
export const DATE_RANGE_MSG = {
  fromRequired: 'Please enter a from date!',
  toRequired: 'Please enter a to date!',
  fromInFuture: "From date cannot be greater than today's date",
  toInFuture: "To date cannot be greater than today's date",
  toNotAfterFrom: 'To date should be greater than from date!',
  fromTooOld: 'From date should be within last 3 months',
} as const;

export const DATE_SPAN_LABELS = {
  last12Hours: 'Last 12 hours',
  last24Hours: 'Last 24 hours',
  last7Days: 'Last 7 days',
  last1Month: 'Last 1 month',
} as const;
