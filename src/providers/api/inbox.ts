// The inbox calls of spec §7 through the shell's httpClient (bearer token, offline rule, one error toast per
// failure). Typed answers; no caching here (the hooks own that).
import type { MissedEvents } from '../../domain/inbox/events';
import type {
  ConversationDetail,
  ConversationStatus,
  ConversationsPage,
  InboxDetails,
  Participants,
  Tag,
} from '../../domain/inbox/types';
import { SEARCH_PATH } from '../../domain/search/query';
import type { SearchResults } from '../../domain/search/types';
import { COLLISION_PATH, type CollisionState } from '../../domain/collision/viewers';
import { httpClient } from '../httpClient';

const conv = (id: number) => `app/inbox/conversations/${id}`;

export interface MemberSearchUser {
  id: number;
  name: string;
  email: string;
  img: string | null;
}

export interface TagOption extends Tag {
  /** The fixed Blocked tag. */
  fixed?: boolean;
  /** GET app/tags names fixed tags by key ('blocked'); null for the project's own. */
  key?: string | null;
}

export const inboxApi = {
  /** GET app/inbox/search (issue 25): conversations by message text, visitor name, email, company or tag. */
  search: async (q: string, mine = false) => (await httpClient<SearchResults>(SEARCH_PATH, { query: { q, ...(mine ? { mine } : {}) } })).json,

  /** GET app/inbox/collision (issue 25): the reply policy and who views which conversation; quiet (the inbox works without it). */
  collision: async () => (await httpClient<CollisionState>(COLLISION_PATH, { notify: false })).json,

  details: async () => (await httpClient<InboxDetails>('app/inbox/details', { query: { indetails: true } })).json,

  /** `query`: the list's filter, tab and cursor as query parameters (custom/inbox/data/listQuery.ts builds them). */
  list: async (query: Record<string, string | number | boolean | undefined>) =>
    (await httpClient<ConversationsPage>('app/inbox/conversations', { query })).json,

  thread: async (conversationId: number, visitorId: string, lastMessagePos?: number) =>
    (
      await httpClient<ConversationDetail>(`${conv(conversationId)}/${encodeURIComponent(visitorId)}`, {
        query: { lastMessagePos },
      })
    ).json,

  /** Catch-up after a gap or a reconnect; no toast: a failure is retried quietly. */
  missedEvents: async (after: number) =>
    (await httpClient<MissedEvents>('app/inbox/events', { query: { after }, notify: false })).json,

  read: async (id: number) => {
    await httpClient(`${conv(id)}/read`, { method: 'POST', body: {} });
  },
  star: async (id: number, starred: boolean) => {
    await httpClient(`${conv(id)}/star`, { method: 'POST', body: { starred } });
  },
  archive: async (id: number, archived: boolean) => {
    await httpClient(`${conv(id)}/archive`, { method: 'POST', body: { archived } });
  },
  status: async (id: number, status: ConversationStatus) => {
    await httpClient(`${conv(id)}/status`, { method: 'POST', body: { status } });
  },
  bulkClose: async (conversationIds: number[]) => {
    await httpClient('app/inbox/conversations/status', { method: 'POST', body: { conversationIds, status: 'close' } });
  },
  accept: async (id: number) => {
    await httpClient(`${conv(id)}/accept`, { method: 'POST', body: { accept: true } });
  },
  participants: async (id: number) => (await httpClient<Participants>(`${conv(id)}/members`, { notify: false })).json,
  addMembers: async (id: number, appUserIds: number[]) =>
    (await httpClient<Participants>(`${conv(id)}/members`, { method: 'POST', body: { appUserIds } })).json,
  removeMember: async (id: number, appUserId: number) =>
    (await httpClient<Participants>(`${conv(id)}/members`, { method: 'DELETE', body: { appUserId } })).json,

  /** Ping failures are ignored silently (spec §8). */
  activeConversation: async (conversationId: number | null) => {
    await httpClient('app/user/inbox/conversation/active', { method: 'POST', body: { conversationId }, notify: false });
  },
  memberSearch: async (q: string) =>
    (await httpClient<{ users: MemberSearchUser[] }>('app/member/search', { query: { q } })).json.users,
  tags: async () => (await httpClient<{ tags: TagOption[] }>('app/tags', { query: { all: true } })).json.tags,
  /** Tags from the thread: one tag on or off; answers the conversation's tags. */
  tagConversation: async (id: number, tagId: number, on: boolean) =>
    (await httpClient<{ tags: Tag[] }>(`${conv(id)}/tags`, { method: on ? 'POST' : 'DELETE', body: { tagId } })).json.tags,
  /** A new tag (POST app/tags, inbox 'write'); a name already taken answers 409 with its message. */
  createTag: async (name: string) => (await httpClient<TagOption>('app/tags', { method: 'POST', body: { name } })).json,
};
