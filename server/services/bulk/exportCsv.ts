// A bulk export's CSV (issue 27): one line per conversation, written when its batch runs, with the header first.
// Cells go through the shared CSV writer (formula injection defused).
import { toCsv } from '../../../src/domain/csv';
import { STATUS_LABELS, type ConversationListItem } from '../../../src/domain/inbox/types';

const HEADER = ['Conversation', 'Status', 'Visitor', 'Email', 'Company', 'Created', 'Last activity', 'Starred', 'Archived', 'Last message'];
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The header line for null, else the conversation's line (CRLF-terminated). */
export function exportLine(c: ConversationListItem | null): string {
  if (!c) return toCsv([HEADER]);
  return toCsv([
    [c.id, STATUS_LABELS[c.status], c.user.name, c.user.email, c.user.company, iso(c.createdAt), iso(c.lastEventTime), c.starred ? 'yes' : 'no', c.archived ? 'yes' : 'no', c.message?.text ?? ''],
  ]);
}
