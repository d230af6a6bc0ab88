// The list's bulk job (issue 27): how many conversations the list's filter matches, starting a job over all of them,
// its progress (read every half second while it runs) and cancel. The job's changes reach the list through the
// conversations-batch events like any other agent's (eventTable.ts).
import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkAction, BulkJob } from '../../../domain/inbox/bulk';
import type { ConversationQuery } from '../../../domain/inbox/filters';
import { bulkApi } from '../../../providers/api/inboxBulk';

const POLL_MS = 500;

export interface BulkJobState {
  job: BulkJob | null;
  start(action: BulkAction): Promise<void>;
  cancel(): Promise<void>;
  dismiss(): void;
  download(): Promise<void>;
}

export function useMatchingCount(query: ConversationQuery, enabled: boolean): number | undefined {
  return useQuery({ queryKey: ['inbox', 'bulk', 'count', query], queryFn: () => bulkApi.count(query), enabled, staleTime: 5_000 }).data;
}

export function useBulkJob(query: ConversationQuery): BulkJobState {
  const qc = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const { data: job } = useQuery({
    queryKey: ['inbox', 'bulk', 'job', jobId],
    queryFn: () => bulkApi.get(jobId!),
    enabled: jobId !== null,
    refetchInterval: (q) => (q.state.data?.state === 'running' || !q.state.data ? POLL_MS : false),
  });
  const start = useCallback(
    async (action: BulkAction) => {
      const started = await bulkApi.start(query, action);
      qc.setQueryData(['inbox', 'bulk', 'job', started.id], started);
      setJobId(started.id);
    },
    [qc, query],
  );
  const cancel = useCallback(async () => {
    if (jobId === null) return;
    qc.setQueryData(['inbox', 'bulk', 'job', jobId], await bulkApi.cancel(jobId));
  }, [jobId, qc]);
  const download = useCallback(async () => {
    if (jobId !== null) await bulkApi.download(jobId);
  }, [jobId]);
  return { job: jobId === null ? null : (job ?? null), start, cancel, dismiss: () => setJobId(null), download };
}
