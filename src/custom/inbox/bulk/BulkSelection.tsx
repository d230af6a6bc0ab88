// The selection toolbar with bulk jobs (issue 27): the page's selection (spec §4's Close, and every bulk action over
// the selected rows), and once the whole page is selected, every conversation the list's filter matches; the actions
// run as one job whose progress and result show under the toolbar, with Cancel.
import { useEffect, useMemo, useState } from 'react';
import { buildConversationQuery } from '../../../domain/inbox/filters';
import type { ConversationListItem } from '../../../domain/inbox/types';
import { useSender, useTags } from '../data';
import { BulkBar } from '../list/BulkBar';
import type { ListState } from '../list/useListState';
import { BulkActionsMenu } from './BulkActionsMenu';
import { MergeSelectedButton } from '../merge/MergeSelectedButton';
import { BulkProgress } from './BulkProgress';
import { useBulkJob, useMatchingCount } from './useBulkJob';

export interface BulkSelectionProps {
  list: ListState;
  items: readonly ConversationListItem[];
  checked: readonly number[];
  setChecked(ids: number[]): void;
  onCloseSelected(): void;
}

export function BulkSelection({ list, items, checked, setChecked, onCloseSelected }: BulkSelectionProps) {
  const [allMatching, setAllMatching] = useState(false);
  const query = useMemo(() => buildConversationQuery(list.filter, { tab: list.tab, ...list.narrowing }, list.sort), [list.filter, list.tab, list.narrowing, list.sort]);
  const pageSelected = items.length > 0 && checked.length === items.length;
  const matching = useMatchingCount(query, pageSelected || allMatching);
  const bulk = useBulkJob(query);
  const sender = useSender();
  const { tags } = useTags();

  // A selection of every match belongs to the filter it was made in.
  useEffect(() => setAllMatching(false), [query]);
  const clear = () => {
    setAllMatching(false);
    setChecked([]);
  };
  const running = bulk.job?.state === 'running';

  return (
    <>
      <BulkBar
        selected={checked}
        total={items.length}
        onToggleAll={(all) => (all ? setChecked(items.map((c) => c.id)) : clear())}
        onClose={onCloseSelected}
        matching={matching}
        allMatching={allMatching}
        onSelectAllMatching={() => setAllMatching(true)}
        onClearSelection={clear}
        actions={
          <>
            <BulkActionsMenu
              userId={sender?.userId ?? 0}
              tags={tags}
              disabled={running}
              onAction={(action) => {
                // Every match, or the rows selected on the page (the same job, over those ids).
                const ids = allMatching ? undefined : checked.filter((id) => items.some((c) => c.id === id));
                void bulk.start(action, ids).then(clear);
              }}
            />
            <MergeSelectedButton selected={allMatching ? [] : items.filter((c) => checked.includes(c.id))} onMerged={clear} />
          </>
        }
      />
      {bulk.job && <BulkProgress job={bulk.job} onCancel={() => void bulk.cancel()} onDismiss={bulk.dismiss} onDownload={() => void bulk.download()} />}
    </>
  );
}
