// What a merge moved, kept in its record (conversation_merges.moved) so undo can put every conversation back.
import type { ConversationRow } from '../../db/schema';

export interface ConversationBefore {
  id: number;
  status: string;
  unread: number;
  message_count: number;
  last_message_text: string | null;
  last_message_time: number | null;
  tags: number[];
  members: number[];
}

export interface MergeSnapshot {
  survivorId: number;
  mergedIds: number[];
  conversations: ConversationBefore[];
  /** [message id, conversation, position] before the merge. */
  messages: Array<[number, number, number]>;
  /** [attachment id, conversation] and [meeting id, conversation] before the merge. */
  attachments: Array<[number, number]>;
  meetings: Array<[number, number]>;
  /** What the survivor gained (undo takes exactly these away again). */
  addedTags: number[];
  addedMembers: number[];
  /** The "Merged into conversation #N" messages (undo deletes them). */
  notices: number[];
}

export const beforeOfRow = (row: ConversationRow, tags: number[], members: number[]): ConversationBefore => ({
  id: row.id,
  status: row.status,
  unread: row.unread,
  message_count: row.message_count,
  last_message_text: row.last_message_text,
  last_message_time: row.last_message_time === null ? null : Number(row.last_message_time),
  tags,
  members,
});
