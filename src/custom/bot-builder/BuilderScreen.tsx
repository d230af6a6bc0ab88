// The path builder (spec §2 /conversations/:conversationId/build): the greeting and topics, the paths as
// columns, and the side panel, around one draft validated on every change with the shared flow rules.
import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import { validateFlow, type FlowFeature, type FlowValidation } from '../../domain/flows';
import type { Feature } from '../../domain/plans';
import type { FlowRecord } from '../../providers/api/flows';
import { useCanEditFlows } from '../../resources/flows/useCanEditFlows';
import { usePlan } from '../settings/upgrade';
import { useConnectedKinds } from '../bot/useConnectedIntegrations';
import { usePageTitle } from '../../ui/layout/usePageTitle';
import { FlowCards } from './board/FlowCards';
import { PathBoard } from './board/PathBoard';
import { BuilderContext, type Builder } from './BuilderContext';
import { BuilderToolbar } from './BuilderToolbar';
import { BUILDER_UI } from './labels';
import { validationContextOf } from './model';
import { SidePanel } from './panel/SidePanel';
import { UpgradeDialog } from './UpgradeDialog';
import { useFlowDraft } from './useFlowDraft';
import { usePeople } from './usePeople';
import { useSaveFlow } from './useSaveFlow';
import { useUnsavedGuard } from './useUnsavedGuard';
import { VersionHistory } from './VersionHistory';

/** The local result, plus what a refused save reported that the local rules did not see. */
function withServerErrors(local: FlowValidation, server: FlowValidation['errors']): FlowValidation {
  const key = (e: FlowValidation['errors'][number]) => `${e.pathId}|${e.stepId}|${e.itemId}|${e.field}|${e.message}`;
  const known = new Set(local.errors.map(key));
  const extra = server.filter((e) => !known.has(key(e)));
  return extra.length === 0 ? local : { ...local, valid: false, errors: [...local.errors, ...extra] };
}

export function BuilderScreen({ record, onRestored }: { record: FlowRecord; onRestored(record: FlowRecord): void }) {
  usePageTitle(BUILDER_UI.area);
  const notify = useNotify();
  const refusedEdit = useCallback((message: string) => notify(message, { type: 'error' }), [notify]);
  const draft = useFlowDraft(record, refusedEdit);
  const plan = usePlan();
  const people = usePeople();
  const canWrite = useCanEditFlows();
  const [upgrade, setUpgrade] = useState<FlowFeature | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);

  const connected = useConnectedKinds();
  const ctx = useMemo(() => validationContextOf(plan.features, people, draft.flow, connected), [plan.features, people, draft.flow, connected]);
  const local = useMemo(() => validateFlow(draft.flow, ctx), [draft.flow, ctx]);
  const result = useMemo(() => withServerErrors(local, draft.serverErrors), [local, draft.serverErrors]);
  const { save, saving } = useSaveFlow(draft, result);
  useUnsavedGuard(draft.dirty);

  const builder: Builder = {
    draft,
    result,
    has: (feature) => plan.has(feature as Feature),
    people,
    canWrite,
    askUpgrade: setUpgrade,
  };

  return (
    <BuilderContext.Provider value={builder}>
      <Stack sx={{ height: '100%' }}>
        <BuilderToolbar saving={saving} onSave={() => void save()} onVersions={() => setVersionsOpen(true)} />
        {draft.serverErrors.length > 0 && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {draft.serverErrors.map((e) => e.message).filter((m, i, all) => all.indexOf(m) === i).join(' · ')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minHeight: 480 }}>
          <FlowCards />
          <PathBoard />
          <SidePanel />
        </Box>
      </Stack>
      <UpgradeDialog feature={upgrade} onClose={() => setUpgrade(null)} />
      {versionsOpen && (
        <VersionHistory flow={draft.flow} canWrite={canWrite} dirty={draft.dirty} onClose={() => setVersionsOpen(false)} onRestored={onRestored} />
      )}
    </BuilderContext.Provider>
  );
}
