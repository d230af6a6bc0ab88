// /conversations/:conversationId: the conversation's modal with the tabs of spec §4, Audience and Conversation
// flow, over the list. The URL drives it, so the link can be shared and Back closes it.
import { useState } from 'react';
import { CircularProgress, Tab, Tabs } from '@mui/material';
import { Modal } from '../../ui/layout/Modal';
import { AudienceTab } from './AudienceTab';
import { FlowTab } from './FlowTab';
import { FLOWS_UI } from './labels';
import { useFlowRecord } from './useFlowRecord';

type TabKey = 'audience' | 'flow';

export function FlowSettingsModal({ id, canWrite, onClose }: { id: string; canWrite: boolean; onClose: () => void }) {
  const { data: flow, isError } = useFlowRecord(id);
  const [tab, setTab] = useState<TabKey>('audience');
  if (isError) return null;
  return (
    <Modal open onClose={onClose} title={flow ? FLOWS_UI.modalTitle(flow.name) : FLOWS_UI.loading} maxWidth="sm">
      {!flow ? (
        <CircularProgress aria-label={FLOWS_UI.loading} />
      ) : (
        <>
          <Tabs value={tab} onChange={(_e, v: TabKey) => setTab(v)}>
            <Tab value="audience" label={FLOWS_UI.tabAudience} />
            <Tab value="flow" label={FLOWS_UI.tabFlow} />
          </Tabs>
          {tab === 'audience' ? <AudienceTab key={flow.version} flow={flow} canWrite={canWrite} /> : <FlowTab flow={flow} />}
        </>
      )}
    </Modal>
  );
}
