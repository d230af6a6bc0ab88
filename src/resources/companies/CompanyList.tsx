// Companies (issue 26): accounts grouped by domain or CRM account, with their people and conversations.
import { DataTable, List, SearchInput } from 'react-admin';
import { ResourcePage } from '../shared/ResourcePage';
import { CONTACT_LABEL } from '../contacts/labels';
import { CompanyName } from './CompanyName';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function CompanyList() {
  return (
    <ResourcePage area={CONTACT_LABEL.companies}>
      <List title={false} filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={false} perPage={25}>
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="name" label={CONTACT_LABEL.name}>
            <CompanyName />
          </DataTable.Col>
          <DataTable.NumberCol source="peopleCount" label={CONTACT_LABEL.people} disableSort />
          <DataTable.NumberCol source="conversationCount" label={CONTACT_LABEL.conversations} disableSort />
          <DataTable.Col source="ownerName" label={CONTACT_LABEL.owner} disableSort />
        </DataTable>
      </List>
    </ResourcePage>
  );
}
