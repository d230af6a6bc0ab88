// The conversation flows (spec §2 /conversations): name (opens the builder), status, audience, paths, last change,
// and each row's actions. `openId` shows the settings modal of one flow over the list.
import { Link } from '@mui/material';
import { DataTable, List, ReferenceField, SearchInput, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ResourcePage } from '../shared/ResourcePage';
import { flowPaths, type FlowRecord } from '../../providers/api/flows';
import { CreateFlowButton } from './CreateFlowButton';
import { FlowEmpty } from './FlowEmpty';
import { FlowRowActions } from './FlowRowActions';
import { FlowSettingsModal } from './FlowSettingsModal';
import { FLOWS_UI } from './labels';
import { StatusToggle } from './StatusToggle';
import { useCanEditFlows } from './useCanEditFlows';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function NameLink() {
  const record = useRecordContext<FlowRecord>();
  if (!record) return null;
  return (
    <Link component={RouterLink} to={flowPaths.build(record.id)} onClick={(e) => e.stopPropagation()}>
      {record.name}
    </Link>
  );
}

function AudienceName() {
  const record = useRecordContext<FlowRecord>();
  if (!record) return null;
  if (record.audienceId === null) return <>{FLOWS_UI.everyone}</>;
  return (
    <ReferenceField source="audienceId" reference="audiences" link={false}>
      <TextField source="name" />
    </ReferenceField>
  );
}

const updated = (r: FlowRecord) => new Date(r.updatedAt * 1000).toLocaleString();

export function FlowList({ openId }: { openId?: string }) {
  const canWrite = useCanEditFlows();
  const navigate = useNavigate();
  return (
    <ResourcePage area={FLOWS_UI.area}>
      <List
        resource="flows"
        title={false}
        empty={<FlowEmpty />}
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        actions={<TopToolbar>{canWrite && <CreateFlowButton />}</TopToolbar>}
        disableSyncWithLocation={openId !== undefined}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" label={FLOWS_UI.name}>
            <NameLink />
          </DataTable.Col>
          <DataTable.Col label={FLOWS_UI.status} disableSort>
            <StatusToggle disabled={!canWrite} />
          </DataTable.Col>
          <DataTable.Col label={FLOWS_UI.audience} disableSort>
            <AudienceName />
          </DataTable.Col>
          <DataTable.Col label={FLOWS_UI.paths} disableSort render={(r: FlowRecord) => r.paths.length} />
          <DataTable.Col source="updated_at" label={FLOWS_UI.updated} render={updated} />
          <DataTable.Col label="" disableSort align="right">
            <FlowRowActions canWrite={canWrite} />
          </DataTable.Col>
        </DataTable>
      </List>
      {openId !== undefined && <FlowSettingsModal id={openId} canWrite={canWrite} onClose={() => navigate(flowPaths.list)} />}
    </ResourcePage>
  );
}
