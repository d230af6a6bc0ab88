// The inbox's user-facing strings, verbatim from spec §2, §4 and §5.
import { DATE_RANGE_MSG, FILTER_LABELS, INBOX_MSG, SORT_LABELS, replyPlaceholder } from '../../../src/domain/inbox/messages';

describe('inbox strings', () => {
  it('holds the empty state, toasts and page title as the spec writes them', () => {
    expect(INBOX_MSG.pageTitle).toBe('Parley Inbox');
    expect(INBOX_MSG.emptyTitle).toBe('No conversation yet');
    expect(INBOX_MSG.emptyBody).toBe("Don't worry, you will get a notification when someone initiates a conversation.");
    expect(INBOX_MSG.bulkClosed).toBe('Closed all the selected conversations successfully!');
    expect(INBOX_MSG.statusChanged).toBe('Conversation status changed successfully');
    expect(INBOX_MSG.availabilityUpdated).toBe('Updated the availability status successfully!');
    expect(INBOX_MSG.completeProfile).toBe('Please complete the profile, to go online');
  });

  it('holds the filter, sort and date range wording', () => {
    expect(Object.values(FILTER_LABELS)).toEqual(['All Conversations', 'Open', 'Pending', 'Close', 'Online', 'Archived', 'Starred', 'Unread', 'My Conversations']);
    expect(Object.values(SORT_LABELS)).toEqual(['Newest Conversation', 'Oldest Conversation']);
    expect(Object.values(DATE_RANGE_MSG)).toEqual([
      'Please enter a from date!',
      'Please enter a to date!',
      "From date cannot be greater than today's date",
      "To date cannot be greater than today's date",
      'To date should be greater than from date!',
      'From date should be within last 3 months',
    ]);
  });
});

describe('replyPlaceholder', () => {
  it("names the visitor, or says Site visitor when there is no name", () => {
    expect(replyPlaceholder('Ada Lovelace')).toBe('Reply to Ada Lovelace...');
    expect(replyPlaceholder('  ')).toBe('Reply to Site visitor...');
    expect(replyPlaceholder(null)).toBe('Reply to Site visitor...');
    expect(replyPlaceholder(undefined)).toBe('Reply to Site visitor...');
  });

  it('takes a name with special characters literally', () => {
    expect(replyPlaceholder('$& {name}')).toBe('Reply to $& {name}...');
  });
});
