// The inbox's three areas (spec §2): the conversation list on the left, the open conversation in the centre and
// its visitor on the right, all driven by the URL. Mounted inside <InboxDataProvider>. Narrower, the visitor panel
// becomes a drawer, then list and conversation share one pane with a way back (layout/model.ts).
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Stack } from '@mui/material';
import { tabStatsType } from '../../domain/inbox/filters';
import { useActiveConversationPing, useConversationList, useInboxStats, useNetworkStatus, useTabSwitchRequest } from './data';
import { EmptyInbox } from './EmptyInbox';
import { InboxLayoutContext, type InboxLayout } from './layout/InboxLayoutContext';
import { autoSelects, visiblePanes } from './layout/model';
import { usePaneMode } from './layout/usePaneMode';
import { ConversationListPane } from './list/ConversationListPane';
import { useListState } from './list/useListState';
import { autoSelectTarget } from './model';
import { NetworkBanner } from './status/NetworkBanner';
import { SoundUnlockButton } from './status/SoundUnlockButton';
import { useInboxKeyboard } from './keyboard/useInboxKeyboard';
import { ThreadPane } from './thread/ThreadPane';
import { useInboxRoute } from './useInboxRoute';

export function InboxScreen() {
  const route = useInboxRoute();
  const { conversationId, query, select, backToList } = route;
  const frame = useRef<HTMLDivElement>(null);
  const mode = usePaneMode(frame);
  const [visitorOpen, setVisitorOpen] = useState(false);
  const list = useListState(route);
  const { stats } = useInboxStats();
  const network = useNetworkStatus();
  const { items, isLoading, hasMore, loadMore } = useConversationList({
    tab: list.tab,
    filter: list.filter,
    sort: list.sort,
    narrowing: list.narrowing,
  });
  useActiveConversationPing(conversationId);

  // Nothing selected and something listed: open the first (a team-chat host's visitor first), when the list stays
  // beside it; in one-pane mode the list is what the agent came for.
  const preferredVisitor = query.subEntity?.visitorId ?? null;
  useEffect(() => {
    if (conversationId !== null || mode === null || !autoSelects(mode)) return;
    const first = autoSelectTarget(items, preferredVisitor);
    if (first) select(first, true);
  }, [conversationId, items, preferredVisitor, select, mode]);

  // Another conversation, or room for the panel beside the thread: the drawer starts closed.
  useEffect(() => setVisitorOpen(false), [conversationId, mode]);
  const layout = useMemo<InboxLayout>(
    () => ({ mode: mode ?? 'three', backToList, visitorOpen, setVisitorOpen }),
    [mode, backToList, visitorOpen],
  );

  // A handoff of the open conversation moves the list to the tab that now holds it.
  const { requestedTab, clear } = useTabSwitchRequest();
  const { changeTab } = list;
  useEffect(() => {
    if (requestedTab === null) return;
    changeTab(requestedTab, true);
    clear();
  }, [requestedTab, changeTab, clear]);

  const selected = items.find((c) => c.id === conversationId);
  useInboxKeyboard({ items, selectedId: conversationId, select, changeTab, openVisitorPanel: () => setVisitorOpen(true) });
  const visitorId = query.visitorId ?? selected?.user.id ?? preferredVisitor;
  const empty = !isLoading && items.length === 0 && conversationId === null;

  const panes = visiblePanes(mode ?? 'three', conversationId !== null);
  const single = mode === 'single';
  return (
    // data-network exposes the realtime state to support staff and browser tests; data-panes the layout.
    <Box
      ref={frame}
      data-network={network}
      data-panes={mode ?? undefined}
      // Below react-admin's app bar (56 px on phones, 48 px from 600 px on); dvh follows a phone browser's own bars.
      sx={{ display: 'flex', flexDirection: 'column', height: { xs: 'calc(100dvh - 56px)', sm: 'calc(100dvh - 48px)' }, minHeight: 420, minWidth: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <NetworkBanner />
        </Box>
        <SoundUnlockButton />
      </Stack>
      {mode !== null && (
        <InboxLayoutContext.Provider value={layout}>
          {/* One pane with nothing listed: the list's tabs and filters above the empty state. */}
          <Box sx={{ display: 'flex', flexDirection: single && empty ? 'column' : 'row', flex: 1, minHeight: 0, minWidth: 0, '& > section': single && empty ? { flex: 'none' } : {} }}>
            {panes.list && (
              <ConversationListPane
                list={list}
                stats={stats?.[tabStatsType(list.tab)]}
                items={items}
                isLoading={isLoading}
                hasMore={hasMore}
                loadMore={loadMore}
                selectedId={conversationId}
                onSelect={(item) => select(item)}
                width={single ? '100%' : undefined}
              />
            )}
            {single && empty && <EmptyInbox />}
            {panes.thread &&
              (conversationId !== null ? (
                <ThreadPane conversationId={conversationId} visitorId={visitorId} chatOnly={query.chatOnly} tagIds={selected?.tags ?? []} />
              ) : (
                empty && <EmptyInbox />
              ))}
          </Box>
        </InboxLayoutContext.Provider>
      )}
    </Box>
  );
}
