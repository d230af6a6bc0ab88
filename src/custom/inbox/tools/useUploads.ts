// Attachment uploads of one conversation (spec §3, §8): each file gets its own progress bar; success says 'File
// uploaded successfully' (the server posts the attachment message itself); a failure stays as an error in that
// conversation until dismissed. The list lives in the query cache, so an upload keeps going, and its bar comes
// back, when the agent opens another conversation and returns.
import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FILE_MSG } from '../../../domain/files';
import { newClientId } from '../../../domain/inbox/sending';
import { MSG } from '../../../domain/messages';
import { toast } from '../../../providers/notifications';
import { useLocalCache } from '../data/useLocalCache';
import { toolsApi } from '../../../providers/api/inboxTools';
import { toolKeys } from './keys';
import { endUpload, failUpload, precheckUpload, progressUpload, startUpload, uploadsOf, type UploadEntry } from './model';

/** In-flight uploads by key, so Cancel reaches the request whichever component started it. */
const inFlight = new Map<string, AbortController>();

function patch(qc: QueryClient, change: (list: UploadEntry[]) => UploadEntry[]) {
  const current = qc.getQueryData<UploadEntry[]>(toolKeys.uploads) ?? [];
  const next = change(current);
  if (next !== current) qc.setQueryData(toolKeys.uploads, next);
}

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';
const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : MSG.somethingWrong);

export interface Uploads {
  uploads: UploadEntry[];
  start(file: File): void;
  cancel(key: string): void;
  dismiss(key: string): void;
}

export function useUploads(conversationId: number): Uploads {
  const qc = useQueryClient();
  const list = useLocalCache<UploadEntry[]>(toolKeys.uploads);

  const start = useCallback(
    (file: File) => {
      const key = newClientId();
      patch(qc, (l) => startUpload(l, { key, conversationId, name: file.name }));
      const refused = precheckUpload(file);
      if (refused) {
        patch(qc, (l) => failUpload(l, key, refused));
        return;
      }
      const controller = new AbortController();
      inFlight.set(key, controller);
      toolsApi
        .upload(conversationId, file, (pct) => patch(qc, (l) => progressUpload(l, key, pct)), controller.signal)
        .then(
          (answer) => {
            patch(qc, (l) => endUpload(l, key));
            toast.success(answer.message || FILE_MSG.uploaded);
            void qc.invalidateQueries({ queryKey: toolKeys.attachments });
          },
          (error: unknown) => patch(qc, (l) => (isAbort(error) ? endUpload(l, key) : failUpload(l, key, messageOf(error)))),
        )
        .finally(() => inFlight.delete(key));
    },
    [qc, conversationId],
  );

  const cancel = useCallback((key: string) => inFlight.get(key)?.abort(), []);
  const dismiss = useCallback((key: string) => patch(qc, (l) => endUpload(l, key)), [qc]);

  return { uploads: uploadsOf(list, conversationId), start, cancel, dismiss };
}
