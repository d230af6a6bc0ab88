// Canned messages for the composer: the project's list (loaded when a picker first needs it), create and delete
// with their toasts. The cache is patched from the answers, so the picker updates without a reload.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CannedMessage } from '../../../domain/schemas/canned';
import { toast } from '../../../providers/notifications';
import { toolsApi } from '../../../providers/api/inboxTools';
import { toolKeys } from './keys';
import { CANNED_MSG } from './labels';

const NONE: CannedMessage[] = [];

export interface CannedMessages {
  messages: CannedMessage[];
  isLoading: boolean;
  create(message: string): Promise<CannedMessage>;
  remove(messageId: number): Promise<void>;
}

export function useCannedMessages(enabled = true): CannedMessages {
  const qc = useQueryClient();
  const query = useQuery({ queryKey: toolKeys.canned, queryFn: toolsApi.cannedList, enabled, staleTime: 30_000, retry: false });

  const create = useCallback(
    async (message: string) => {
      const saved = await toolsApi.cannedCreate(message);
      qc.setQueryData<CannedMessage[]>(toolKeys.canned, (list = []) => [...list.filter((c) => c.messageId !== saved.messageId), saved]);
      toast.success(CANNED_MSG.created);
      return saved;
    },
    [qc],
  );

  const remove = useCallback(
    async (messageId: number) => {
      await toolsApi.cannedDelete(messageId);
      qc.setQueryData<CannedMessage[]>(toolKeys.canned, (list = []) => list.filter((c) => c.messageId !== messageId));
      toast.success(CANNED_MSG.removed);
    },
    [qc],
  );

  return { messages: query.data ?? NONE, isLoading: query.isLoading, create, remove };
}
