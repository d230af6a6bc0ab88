// Customer records: every customer project with its plan, users and conversations; searchable by name. Not
// guarded by react-admin's canAccess (customer success is not a node of the permission tree): see CsOnly.
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { DataTable, DateField, List, NumberField, SearchInput, TextField, TopToolbar } from 'react-admin';
import { ResourcePage } from '../shared/ResourcePage';
import { CsOnly } from './CsOnly';
import { CREATE_INSTANCE_PATH } from './paths';
import { planName } from './plans';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function Actions() {
  return (
    <TopToolbar>
      <Button component={Link} to={CREATE_INSTANCE_PATH} variant="contained" size="small">
        Create instance
      </Button>
    </TopToolbar>
  );
}

export function CustomerList() {
  return (
    <CsOnly>
      <ResourcePage area="Customer Records">
        <List resource="customers" title={false} disableAuthentication filters={filters} sort={{ field: 'name', order: 'ASC' }} actions={<Actions />}>
          <DataTable bulkActionButtons={false} rowClick="show">
            <DataTable.Col source="name" label="Company" />
            <DataTable.Col source="plan" label="Plan" disableSort render={(r: { plan?: string }) => planName(r.plan)} />
            <DataTable.Col source="users" label="Users" disableSort>
              <NumberField source="users" />
            </DataTable.Col>
            <DataTable.Col source="userLimit" label="User limit" disableSort>
              <NumberField source="userLimit" />
            </DataTable.Col>
            <DataTable.Col source="conversations" label="Conversations" disableSort>
              <NumberField source="conversations" />
            </DataTable.Col>
            <DataTable.Col source="createdAt" label="Created" sortByOrder="DESC">
              <DateField source="createdAt" transform={(s: number) => new Date(s * 1000)} />
            </DataTable.Col>
            <DataTable.Col source="id" label="Project id" disableSort>
              <TextField source="id" />
            </DataTable.Col>
          </DataTable>
        </List>
      </ResourcePage>
    </CsOnly>
  );
}
