// The list's bulk job (issue 27): how many conversations the list's filter matches, starting a job over all of them
// (or over the page's selected rows), its progress and cancel. The progress follows the server's 'bulk-progress'
// events on the agent's own channel; the job is read once when the bar appears and again on every (re)subscription,
// so an event lost while the connection was down cannot leave a stale bar. The job's changes reach the list through
// the conversations-batch events like any other agent's (eventTable.ts).
import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { agentChannel } from '../../../domain/channels';
import { BULK_PROGRESS_EVENT, laterJob, type BulkAction, type BulkJob } from '../../../domain/inbox/bulk';
import type { ConversationQuery } from '../../../domain/inbox/filters';
import { bulkApi } from '../../../providers/api/inboxBulk';
import { useShellSession } from '../../../ui/session/SessionContext';
import { useSharedRealtime } from '../../realtime/context';

export interface BulkJobState {
  job: BulkJob | null;
  /** Over every match, or over `conversationIds` (the page's selection) when given. */
  start(action: BulkAction, conversationIds?: readonly number[]): Promise<void>;
  cancel(): Promise<void>;
  dismiss(): void;
  download(): Promise<void>;
}

const jobKey = (id: number | null) => ['inbox', 'bulk', 'job', id] as const;

export function useMatchingCount(query: ConversationQuery, enabled: boolean): number | undefined {
  return useQuery({ queryKey: ['inbox', 'bulk', 'count', query], queryFn: () => bulkApi.count(query), enabled, staleTime: 5_000 }).data;
}

/** Applies the progress events of the agent's channel to the job's cache entry; reads the job on (re)subscription. */
function useBulkProgressFeed(jobId: number | null): void {
  const client = useSharedRealtime();
  const session = useShellSession();
  const projectId = session?.details.project.id;
  const userId = session?.details.user.userId;
  const qc = useQueryClient();
  useEffect(() => {
    if (!client || jobId === null || projectId === undefined || userId === undefined) return;
    return client.subscribe(agentChannel(projectId, userId), {
      onEvent: (event, data) => {
        const job = data as BulkJob | null;
        if (event !== BULK_PROGRESS_EVENT || !job || job.id !== jobId) return;
        qc.setQueryData<BulkJob>(jobKey(jobId), (old) => laterJob(old, job));
      },
      // Events sent before this handler listened (a short job may end before the answer to POST is rendered) or
      // while the connection was down are read here: once when the bar appears, again after every reconnect.
      onSubscribed: () => void qc.invalidateQueries({ queryKey: jobKey(jobId) }),
    });
  }, [client, jobId, projectId, userId, qc]);
}

export function useBulkJob(query: ConversationQuery): BulkJobState {
  const qc = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  useBulkProgressFeed(jobId);
  const { data: job } = useQuery({
    queryKey: jobKey(jobId),
    // A read may answer after a fresher event: keep whichever is further on.
    queryFn: async () => laterJob(qc.getQueryData<BulkJob>(jobKey(jobId)), await bulkApi.get(jobId!)),
    enabled: jobId !== null,
    staleTime: Infinity,
  });
  const start = useCallback(
    async (action: BulkAction, conversationIds?: readonly number[]) => {
      const started = await bulkApi.start(query, action, conversationIds);
      qc.setQueryData(jobKey(started.id), started);
      setJobId(started.id);
    },
    [qc, query],
  );
  const cancel = useCallback(async () => {
    if (jobId === null) return;
    const cancelled = await bulkApi.cancel(jobId);
    qc.setQueryData<BulkJob>(jobKey(jobId), (old) => laterJob(old, cancelled));
  }, [jobId, qc]);
  const download = useCallback(async () => {
    if (jobId !== null) await bulkApi.download(jobId);
  }, [jobId]);
  return { job: jobId === null ? null : (job ?? null), start, cancel, dismiss: () => setJobId(null), download };
}
