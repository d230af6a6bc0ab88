// The agent's uploads as the conversation list shows them (spec §3 list item attachmentProgress): the upload list
// is the client's own (tools/useUploads keeps it in the cache, keyed by conversation); the server never knows.
import type { ConversationListItem } from '../../../domain/inbox/types';
import { useLocalCache } from '../data/useLocalCache';
import { toolKeys } from '../tools/keys';
import { conversationProgress, uploadsOf, type UploadEntry } from '../tools/model';

export const ROW_UPLOAD_UI = {
  uploading: 'Uploading an attachment',
  failed: 'Upload failed',
} as const;

export interface RowUpload {
  /** Lowest percentage of the conversation's running uploads; null when none runs. */
  progress: number | null;
  /** One of its uploads failed and its error has not been dismissed in the composer. */
  failed: boolean;
}

export function rowUpload(list: readonly UploadEntry[] | undefined, conversationId: number): RowUpload {
  return {
    progress: conversationProgress(list, conversationId),
    failed: uploadsOf(list, conversationId).some((u) => u.status === 'failed'),
  };
}

/** The item with its attachmentProgress from the client's uploads (the same object when nothing changes). */
export function withAttachmentProgress(item: ConversationListItem, list: readonly UploadEntry[] | undefined): ConversationListItem {
  const progress = conversationProgress(list, item.id);
  return progress === item.attachmentProgress ? item : { ...item, attachmentProgress: progress };
}

/** The upload list the rows read (re-renders the list when an upload moves). */
export const useUploadList = () => useLocalCache<UploadEntry[]>(toolKeys.uploads);
