// The left area (spec §2): heading, the two tabs, the toolbar, bulk selection and the conversation rows, with
// more rows fetched as the list scrolls to its end.
import { useEffect, useState, type UIEvent } from 'react';
import { Box, Button, CircularProgress, List, Tab, Tabs, Typography } from '@mui/material';
import { INBOX_TABS } from '../../../domain/constants';
import type { InboxTab } from '../../../domain/inbox/filters';
import type { ConversationListItem, Statistics } from '../../../domain/inbox/types';
import { useInboxActions } from '../data';
import { UI } from '../labels';
import { BulkSelection } from '../bulk/BulkSelection';
import { ConversationRow } from './ConversationRow';
import { ListToolbar } from './ListToolbar';
import { InboxSearchPanel } from '../search';
import type { ListState } from './useListState';
import { rowUpload, useUploadList, withAttachmentProgress } from './uploadProgress';
import { useViewersFeed } from '../collision/useCollisionState';
import { ViewsMenu } from '../views/ViewsMenu';
import { useViewFromUrl } from '../views/useSavedViews';

export interface ConversationListPaneProps {
  list: ListState;
  stats: Statistics | undefined;
  items: readonly ConversationListItem[];
  isLoading: boolean;
  hasMore: boolean;
  loadMore(): void;
  selectedId: number | null;
  onSelect(item: ConversationListItem): void;
  /** 340 px beside the thread; the whole width when it is the only pane (narrow screens). */
  width?: number | string;
}

/** How close to the end (px) the list asks for more. */
const LOAD_MORE_MARGIN = 80;

export function ConversationListPane(props: ConversationListPaneProps) {
  const { list, stats, items, isLoading, hasMore, loadMore, selectedId, onSelect, width = 340 } = props;
  const { bulkClose } = useInboxActions();
  const [checked, setChecked] = useState<number[]>([]);
  const nowMs = Date.now();
  const uploads = useUploadList();
  useViewersFeed(); // who views which row (collision control)
  useViewFromUrl(list); // /inbox?view=<id>, whether or not a search shows now

  // A selection belongs to the list it was made in.
  useEffect(() => setChecked([]), [list.tab, list.filter]);

  const onScroll = (e: UIEvent<HTMLElement>) => {
    const el = e.currentTarget;
    if (hasMore && !isLoading && el.scrollTop + el.clientHeight >= el.scrollHeight - LOAD_MORE_MARGIN) loadMore();
  };
  const closeSelected = async () => {
    const ids = checked.filter((id) => items.some((c) => c.id === id));
    await bulkClose(ids);
    setChecked([]);
  };

  return (
    <Box component="section" aria-label="Conversations" sx={{ width, flexShrink: 0, display: 'flex', flexDirection: 'column', borderRight: 1, borderColor: 'divider', minHeight: 0 }}>
      <Typography variant="h6" component="h1" sx={{ px: 2, pt: 1.5 }}>
        {UI.heading}
      </Typography>
      <InboxSearchPanel selectedId={selectedId} whileSearching={<ViewsMenu list={list} />}>
        <Tabs value={list.tab} onChange={(_e, to: InboxTab) => list.changeTab(to)} variant="fullWidth">
          {INBOX_TABS.map((t) => (
            <Tab key={t} value={t} label={UI.tabs[t]} />
          ))}
        </Tabs>
        <ListToolbar list={list} stats={stats} />
        <BulkSelection list={list} items={items} checked={checked} setChecked={setChecked} onCloseSelected={() => void closeSelected()} />
        <Box onScroll={onScroll} sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }} data-testid="conversation-list">
          <List disablePadding>
            {items.map((item) => (
              <ConversationRow
                key={item.id}
                item={withAttachmentProgress(item, uploads)}
                uploadFailed={rowUpload(uploads, item.id).failed}
                nowMs={nowMs}
                selected={item.id === selectedId}
                checked={checked.includes(item.id)}
                onSelect={onSelect}
                onCheck={(id, on) => setChecked((prev) => (on ? [...prev.filter((x) => x !== id), id] : prev.filter((x) => x !== id)))}
              />
            ))}
          </List>
          {isLoading && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
              <CircularProgress size={24} aria-label={UI.loadingList} />
            </Box>
          )}
          {hasMore && !isLoading && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
              <Button size="small" onClick={loadMore}>
                {UI.loadMore}
              </Button>
            </Box>
          )}
        </Box>
      </InboxSearchPanel>
    </Box>
  );
}
