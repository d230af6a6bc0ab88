// Save (PUT app/flows/:id): a flow that breaks a rule is not sent ('Please fix all the errors, to save the
// conversation flow'); the server re-validates, and a refusal's errors are shown where they belong.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { FLOW_MSG, saveError, type FlowValidation } from '../../domain/flows';
import { flowsApi, refusalErrors } from '../../providers/api/flows';
import { useStoreFlowRecord } from '../../resources/flows/useFlowRecord';
import type { FlowDraft } from './useFlowDraft';

export function useSaveFlow(draft: FlowDraft, result: FlowValidation) {
  const notify = useNotify();
  const store = useStoreFlowRecord();
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
      const saved = await flowsApi.save(sent);
      const { message, ...record } = saved;
      draft.markSaved(record, sent);
      store(record);
      notify(message ?? FLOW_MSG.saved, { type: 'success' });
    } catch (error) {
      // httpClient has shown the error toast; a refusal also says where each error is.
      draft.refused(refusalErrors(error));
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
