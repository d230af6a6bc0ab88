// Roles: name, and what each grants at a glance; clone and delete per row.
import { CreateButton, DataTable, List, SearchInput, TopToolbar, useRecordContext } from 'react-admin';
import { ADMIN_MSG } from '../../domain/adminMessages';
import type { PermissionTree } from '../../domain/permissions';
import { CloneButton } from '../shared/CloneButton';
import { DeleteRecordButton } from '../shared/DeleteRecordButton';
import { ResourcePage } from '../shared/ResourcePage';
import { TeamTabs } from '../shared/TeamTabs';
import { PERMISSION_ROWS, nodePermissions } from './permissionTree';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** 'Inbox (write), Analytics (read)': the nodes with a grant of their own. */
function Grants() {
  const record = useRecordContext<{ id: number; permissions?: PermissionTree }>();
  const granted = PERMISSION_ROWS.flatMap((row) => {
    const perms = nodePermissions(record?.permissions, row.path);
    return perms.length ? [`${row.label} (${perms.includes('write') ? 'write' : 'read'})`] : [];
  });
  return <>{granted.join(', ') || '—'}</>;
}

export function RoleList() {
  return (
    <ResourcePage area="Team" tabs={<TeamTabs />}>
      <List title={false} filters={filters} sort={{ field: 'name', order: 'ASC' }} actions={<TopToolbar><CreateButton /></TopToolbar>}>
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source="name" label="Name" />
          <DataTable.Col label="Permissions" disableSort>
            <Grants />
          </DataTable.Col>
          <DataTable.Col label="" disableSort align="right">
            <CloneButton resource="roles" success={ADMIN_MSG.roleCloned} />
            <DeleteRecordButton success={ADMIN_MSG.roleRemoved} confirmTitle={(r) => `Delete the role "${String(r.name)}"?`} />
          </DataTable.Col>
        </DataTable>
      </List>
    </ResourcePage>
  );
}
