// What GET app/inbox/search answers: conversations, best match first, each with the words that matched marked.
import type { ConversationListItem } from '../inbox/types';

/** Where a conversation matched: a message's text or a field of its visitor, or one of its tags. */
export type SearchField = 'message' | 'name' | 'email' | 'company' | 'tag';

/** A piece of the matched text; `hit` pieces are the matching words. Plain text: rendered as text, never as HTML. */
export interface SearchSegment {
  text: string;
  hit: boolean;
}

export interface SearchHit {
  conversation: ConversationListItem;
  field: SearchField;
  snippet: SearchSegment[];
  /** The matching message (a click scrolls the thread to it); null when a visitor field or tag matched. */
  messageId: number | null;
  messagePos: number | null;
}

export interface SearchResults {
  q: string;
  hits: SearchHit[];
}
