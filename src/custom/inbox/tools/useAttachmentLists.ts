// The visitor panel's attachments (GET app/inbox/attachments/{visitorId}/1000): the visitor's own and the rest of
// their account's; deletion with 'File deleted successfully'. A load failure toasts through httpClient (spec §8).
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FILE_MSG } from '../../../domain/files';
import { toast } from '../../../providers/notifications';
import { toolsApi } from '../../../providers/api/inboxTools';
import { toolKeys } from './keys';
import type { AttachmentLists } from './model';

export interface AttachmentListsResult {
  lists: AttachmentLists | undefined;
  /** When the lists were loaded (seconds): thread attachments newer than this are not in them yet. */
  loadedAt: number;
  isLoading: boolean;
  remove(id: number): Promise<void>;
}

export function useAttachmentLists(visitorId: string | null): AttachmentListsResult {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: toolKeys.attachmentsOf(visitorId ?? ''),
    queryFn: () => toolsApi.attachmentLists(visitorId ?? ''),
    enabled: !!visitorId,
    staleTime: 30_000,
    retry: false,
  });
  const remove = useCallback(
    async (id: number) => {
      const answer = await toolsApi.deleteAttachment(id);
      toast.success(answer.message || FILE_MSG.deleted);
      await qc.invalidateQueries({ queryKey: toolKeys.attachments });
    },
    [qc],
  );
  return { lists: query.data, loadedAt: Math.floor(query.dataUpdatedAt / 1000), isLoading: query.isLoading, remove };
}
