// Audiences: name, a summary of the rules and triggers, last change; delete per row.
import { CreateButton, DataTable, DateField, List, SearchInput, TopToolbar, useRecordContext } from 'react-admin';
import type { Audience } from '../../domain/audience/model';
import { DeleteRecordButton } from '../shared/DeleteRecordButton';
import { RESOURCE_LABEL, RESOURCE_MSG } from '../shared/labels';
import { audienceSummary } from './summary';
import { ResourcePage } from '../shared/ResourcePage';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function Summary() {
  const record = useRecordContext<Audience & { id: number }>();
  return <>{record ? audienceSummary(record) : null}</>;
}

export function AudienceList() {
  return (
    <ResourcePage area="Audiences">
      <List resource="audiences" title={false} filters={filters} sort={{ field: 'name', order: 'ASC' }} actions={<TopToolbar><CreateButton /></TopToolbar>}>
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source="name" label={RESOURCE_LABEL.name} />
          <DataTable.Col label="Rules" disableSort>
            <Summary />
          </DataTable.Col>
          <DataTable.Col source="updatedAt" label="Updated">
            <DateField source="updatedAt" transform={(s: number) => new Date(s * 1000)} />
          </DataTable.Col>
          <DataTable.Col label="" disableSort align="right">
            <DeleteRecordButton success={RESOURCE_MSG.audienceRemoved} confirmTitle={(r) => `Delete the audience "${String(r.name)}"?`} />
          </DataTable.Col>
        </DataTable>
      </List>
    </ResourcePage>
  );
}
