// One settings section as a react-admin record (resource 'settings', id = the section: src/providers/settingsAdapter.ts):
// read with useGetOne, saved with useUpdate, so react-admin's cache holds it; the save toasts the server's success
// text (the spec's wording, e.g. 'Updated the privacy policy settings successfully').
import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGetOne, useUpdate } from 'react-admin';
import { SETTINGS_SUCCESS } from '../../../domain/settings/widget';
import { toast } from '../../../providers/notifications';
import { NO_RETRY } from '../../../providers/api/settings';
import { documentOf, SETTINGS_RESOURCE, type SettingsRecord, type SettingsSectionId } from '../../../providers/settingsAdapter';

/** react-admin's cache key of a section (useGetOne's). */
export const settingsQueryKey = (section: SettingsSectionId) => [SETTINGS_RESOURCE, 'getOne', { id: section }] as const;

export interface SettingsDocumentOptions {
  /** The toast after a save when the answer has no text of its own (project documents: SETTINGS_SUCCESS). */
  savedText?: string;
  /** Polls the section (a live status). */
  refetchInterval?: number;
  /** False: not read at all (a user who may not read it: the server would refuse, and the read would toast it). */
  enabled?: boolean;
}

export function useSettingsDocument<T extends object>(section: SettingsSectionId, options: SettingsDocumentOptions = {}) {
  const queryClient = useQueryClient();
  const query = useGetOne<SettingsRecord>(SETTINGS_RESOURCE, { id: section }, { retry: NO_RETRY, refetchInterval: options.refetchInterval, enabled: options.enabled ?? true });
  const [update] = useUpdate<SettingsRecord>();
  const data = useMemo(() => documentOf<T>(query.data), [query.data]);
  const record = query.data;
  const savedText = options.savedText ?? (section in SETTINGS_SUCCESS ? SETTINGS_SUCCESS[section as keyof typeof SETTINGS_SUCCESS] : '');

  /** Save the document; resolves with the saved value, rejects (already toasted) on failure. */
  const save = useCallback(
    async (value: T): Promise<T> => {
      const saved = await update(
        SETTINGS_RESOURCE,
        { id: section, data: { ...value, id: section }, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      const answer = saved as SettingsRecord | undefined;
      if (answer?.message || savedText) toast.success(answer?.message || savedText);
      return documentOf<T>(answer) ?? value;
    },
    [section, record, savedText, update],
  );

  /** The cached document now (not as of the last render): a form saving one part keeps the parts saved since. */
  const latest = useCallback(
    () => documentOf<T>(queryClient.getQueryData<SettingsRecord>(settingsQueryKey(section))),
    [section, queryClient],
  );

  return { ...query, data, save, latest };
}
