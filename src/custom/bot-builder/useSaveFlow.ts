// Save (react-admin's useUpdate on 'flows': PUT app/flows/:id, then the list and the record refetch): a flow that
// breaks a rule is not sent ('Please fix all the errors, to save the conversation flow'); the server re-validates,
// and a refusal's errors are shown where they belong.
import { useState } from 'react';
import { useNotify, useUpdate } from 'react-admin';
import { FLOW_MSG, saveError, type FlowValidation } from '../../domain/flows';
import { refusalErrors, type FlowRecord } from '../../providers/api/flows';
import type { FlowDraft } from './useFlowDraft';

export function useSaveFlow(draft: FlowDraft, result: FlowValidation) {
  const notify = useNotify();
  const [update] = useUpdate<FlowRecord>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const refusal = saveError(result);
    if (refusal) {
      notify(refusal, { type: 'error' });
      return;
    }
    if (saving) return;
    const sent = draft.flow;
    setSaving(true);
    try {
      // returnPromise resolves with the saved record (react-admin types it `void | record`).
      const options = { mutationMode: 'pessimistic', returnPromise: true } as const;
      const record = (await update('flows', { id: sent.id, data: sent, previousData: draft.saved }, options)) as FlowRecord;
      draft.markSaved(record, sent);
      notify(FLOW_MSG.saved, { type: 'success' });
    } catch (error) {
      // httpClient has shown the error toast; a refusal also says where each error is.
      draft.refused(refusalErrors(error));
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
