// A stand-in for src/custom/inbox/data (the hooks of the inbox contract) that the UI tests drive: each test sets
// what the hooks return and reads what the UI called. Use with
//   vi.mock('../../../src/custom/inbox/data', async () => (await import('./fakeData')).dataModule);
import { useEffect, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { FilterKey, InboxTab, ListNarrowing, SortKey } from '../../../src/domain/inbox/filters';
import type { NetworkStatus } from '../../../src/domain/inbox/network';
import type { OutgoingDraft } from '../../../src/domain/inbox/sending';
import type { ConversationDetail, ConversationListItem, Message, Statistics, StatsType, Tag } from '../../../src/domain/inbox/types';
import { emptyStatistics } from '../../../src/domain/inbox/counts';
import { buildConversation, buildDetail as baseDetail, buildMessage } from '../inbox-model/builders';

export interface FakeEntry {
  key: string;
  message: Message;
  status: 'sent' | 'sending' | 'failed';
  error?: string;
}

export interface ListParams {
  tab: InboxTab;
  filter: FilterKey;
  sort: SortKey;
  narrowing: ListNarrowing;
}

interface FakeState {
  stats: Record<StatsType, Statistics> | undefined;
  items: ConversationListItem[];
  listLoading: boolean;
  hasMore: boolean;
  detail: ConversationDetail | undefined;
  entries: FakeEntry[];
  threadLoading: boolean;
  hasOlder: boolean;
  network: NetworkStatus;
  needsUnlock: boolean;
  members: Array<{ id: number; name: string; email: string; img: string | null }>;
  tags: Tag[];
  requestedTab: InboxTab | null;
  sendResult: boolean;
}

function initialState(): FakeState {
  return {
    stats: emptyStatistics(),
    items: [],
    listLoading: false,
    hasMore: false,
    detail: undefined,
    entries: [],
    threadLoading: false,
    hasOlder: false,
    network: 'connected',
    needsUnlock: false,
    members: [],
    tags: [],
    requestedTab: null,
    sendResult: true,
  };
}

export const fake: FakeState = initialState();

export const calls = {
  list: [] as ListParams[],
  thread: [] as Array<[number | null, string | null]>,
  ping: [] as Array<number | null>,
  memberSearch: [] as string[],
  providerMounts: 0,
};

export const spies = {
  loadMore: vi.fn(),
  loadOlder: vi.fn(),
  setStatus: vi.fn(async () => undefined),
  setStarred: vi.fn(async () => undefined),
  setArchived: vi.fn(async () => undefined),
  bulkClose: vi.fn(async () => undefined),
  accept: vi.fn(async () => undefined),
  addMembers: vi.fn(async () => undefined),
  removeMember: vi.fn(async () => undefined),
  send: vi.fn((_draft: OutgoingDraft) => fake.sendResult),
  retry: vi.fn(),
  discard: vi.fn(),
  clearTab: vi.fn(() => {
    fake.requestedTab = null;
  }),
  unlock: vi.fn(),
  tagAdd: vi.fn(async (_tagId: number) => undefined),
  tagRemove: vi.fn(async (_tagId: number) => undefined),
  tagCreate: vi.fn(async (_name: string) => undefined),
};

export function resetFake(): void {
  Object.assign(fake, initialState());
  calls.list = [];
  calls.thread = [];
  calls.ping = [];
  calls.memberSearch = [];
  calls.providerMounts = 0;
  Object.values(spies).forEach((s) => s.mockClear());
}

/** A fresh fake and browser storage holding one conversation (#1) and its open thread: where thread tests start. */
export function resetToOneConversation(): void {
  resetFake();
  localStorage.clear();
  fake.items = [buildConversation({ id: 1 })];
  fake.detail = buildDetail({ conversationId: 1 });
}

function FakeProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    calls.providerMounts += 1;
  }, []);
  return <>{children}</>;
}

const actions = {
  setStatus: spies.setStatus,
  setStarred: spies.setStarred,
  setArchived: spies.setArchived,
  bulkClose: spies.bulkClose,
  accept: spies.accept,
  addMembers: spies.addMembers,
  removeMember: spies.removeMember,
};

export const dataModule = {
  InboxDataProvider: FakeProvider,
  useInboxStats: () => ({ stats: fake.stats, isLoading: false }),
  useConversationList: (p: ListParams) => {
    calls.list.push(p);
    return { items: fake.items, isLoading: fake.listLoading, isError: false, hasMore: fake.hasMore, loadMore: spies.loadMore };
  },
  useConversationThread: (id: number | null, visitorId: string | null) => {
    calls.thread.push([id, visitorId]);
    return { detail: fake.detail, entries: fake.entries, isLoading: fake.threadLoading, hasOlder: fake.hasOlder, loadOlder: spies.loadOlder };
  },
  useInboxActions: () => actions,
  useSendReply: () => ({ send: spies.send, retry: spies.retry, discard: spies.discard }),
  useNetworkStatus: () => fake.network,
  useSender: () => ({ userId: 7, name: 'Ada Agent', img: null, signature: 'sig' }),
  useActiveConversationPing: (id: number | null) => {
    calls.ping.push(id);
  },
  useMemberSearch: (q: string) => {
    calls.memberSearch.push(q);
    return { users: q.trim() ? fake.members.filter((m) => m.name.toLowerCase().includes(q.trim().toLowerCase())) : [], isLoading: false };
  },
  useTags: () => ({ tags: fake.tags }),
  useConversationTags: () => ({ add: spies.tagAdd, remove: spies.tagRemove, create: spies.tagCreate }),
  useTabSwitchRequest: () => ({ requestedTab: fake.requestedTab, clear: spies.clearTab }),
  useSoundUnlock: () => ({ needsUnlock: fake.needsUnlock, unlock: spies.unlock }),
  // Typing (issue #7): nobody types here; tests/unit/inbox-typing covers it through the real data layer.
  useVisitorTyping: () => null,
  useAgentTyping: () => ({ keystroke: () => undefined, sent: () => undefined }),
};

/** A conversation detail matching a list row (what GET .../{id}/{visitorId} answers), its visitor's company known. */
export const buildDetail = (overrides: Parameters<typeof baseDetail>[0] = {}): ConversationDetail =>
  baseDetail({ account: { name: 'Analytical Engines', domain: 'engines.example' }, ...overrides });

export function entry(message: Partial<Message>, status: FakeEntry['status'] = 'sent', error?: string): FakeEntry {
  const m = buildMessage(message);
  return { key: m.clientId ?? String(m.id), message: m, status, ...(error ? { error } : {}) };
}

