// The inbox's three areas (spec §2): the conversation list on the left, the open conversation in the centre and
// its visitor on the right, all driven by the URL. Mounted inside <InboxDataProvider>.
import { useEffect } from 'react';
import { Box, Stack } from '@mui/material';
import { tabStatsType } from '../../domain/inbox/filters';
import { useActiveConversationPing, useConversationList, useInboxStats, useNetworkStatus, useTabSwitchRequest } from './data';
import { EmptyInbox } from './EmptyInbox';
import { ConversationListPane } from './list/ConversationListPane';
import { useListState } from './list/useListState';
import { autoSelectTarget } from './model';
import { NetworkBanner } from './status/NetworkBanner';
import { SoundUnlockButton } from './status/SoundUnlockButton';
import { ThreadPane } from './thread/ThreadPane';
import { useInboxRoute } from './useInboxRoute';

export function InboxScreen() {
  const route = useInboxRoute();
  const { conversationId, query, select } = route;
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

  // Nothing selected and something listed: open the first (a team-chat host's visitor first).
  const preferredVisitor = query.subEntity?.visitorId ?? null;
  useEffect(() => {
    if (conversationId !== null) return;
    const first = autoSelectTarget(items, preferredVisitor);
    if (first) select(first, true);
  }, [conversationId, items, preferredVisitor, select]);

  // A handoff of the open conversation moves the list to the tab that now holds it.
  const { requestedTab, clear } = useTabSwitchRequest();
  const { changeTab } = list;
  useEffect(() => {
    if (requestedTab === null) return;
    changeTab(requestedTab, true);
    clear();
  }, [requestedTab, changeTab, clear]);

  const selected = items.find((c) => c.id === conversationId);
  const visitorId = query.visitorId ?? selected?.user.id ?? preferredVisitor;
  const empty = !isLoading && items.length === 0 && conversationId === null;

  return (
    // data-network exposes the realtime state to support staff and browser tests.
    <Box data-network={network} sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 64px)', minHeight: 480 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>
          <NetworkBanner />
        </Box>
        <SoundUnlockButton />
      </Stack>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <ConversationListPane
          list={list}
          stats={stats?.[tabStatsType(list.tab)]}
          items={items}
          isLoading={isLoading}
          hasMore={hasMore}
          loadMore={loadMore}
          selectedId={conversationId}
          onSelect={(item) => select(item)}
        />
        {conversationId !== null ? (
          <ThreadPane conversationId={conversationId} visitorId={visitorId} chatOnly={query.chatOnly} tagIds={selected?.tags ?? []} />
        ) : (
          empty && <EmptyInbox />
        )}
      </Box>
    </Box>
  );
}
