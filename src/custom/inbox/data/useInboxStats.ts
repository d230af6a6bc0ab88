import type { InboxStatistics } from '../../../domain/inbox/counts';
import { useInboxData } from './context';
import { inboxKeys } from './keys';
import { useLocalCache } from './useLocalCache';

/** The statistics of both tabs, kept current by realtime events (undefined until the details have loaded). */
export function useInboxStats(): { stats: InboxStatistics | undefined; isLoading: boolean } {
  const { detailsLoading } = useInboxData();
  const stats = useLocalCache<InboxStatistics>(inboxKeys.stats);
  return { stats, isLoading: stats === undefined && detailsLoading };
}
