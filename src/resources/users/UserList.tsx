// Team users: name, email, role, teams, availability and whether they verified their email (invited users have
// not yet). The plan's user limit is shown beside the invite button; pending invitations follow the list.
import { Chip, Typography } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  DataTable,
  List,
  ReferenceArrayField,
  ReferenceField,
  SearchInput,
  SingleFieldList,
  ChipField,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { planUserLimitText } from '../../domain/plans';
import { useShellSession } from '../../ui/session/SessionContext';
import { DeleteRecordButton } from '../shared/DeleteRecordButton';
import { RESOURCE_LABEL, RESOURCE_MSG } from '../shared/labels';
import { ResourcePage } from '../shared/ResourcePage';
import { TeamTabs } from '../shared/TeamTabs';
import { PendingInvitations } from './PendingInvitations';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function UserActions() {
  const session = useShellSession();
  const limit = session?.details.subscription.userLimit;
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {limit ? (
        <Typography variant="body2" color="text.secondary">
          {planUserLimitText(limit)}
        </Typography>
      ) : null}
      <CreateButton label={RESOURCE_LABEL.invite} />
    </TopToolbar>
  );
}

function Availability() {
  const record = useRecordContext<{ id: number; available?: boolean }>();
  return record?.available ? <Chip size="small" color="success" label="Available" /> : <Chip size="small" label="Away" />;
}

export function UserList() {
  return (
    <ResourcePage area="Team" tabs={<TeamTabs />}>
      <List title={false} filters={filters} sort={{ field: 'name', order: 'ASC' }} actions={<UserActions />}>
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source="name" label={RESOURCE_LABEL.name} />
          <DataTable.Col source="email" label={RESOURCE_LABEL.email} />
          <DataTable.Col source="roleId" label={RESOURCE_LABEL.role} disableSort>
            <ReferenceField source="roleId" reference="roles" link={false}>
              <TextField source="name" />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="teamIds" label={RESOURCE_LABEL.teams} disableSort>
            <ReferenceArrayField source="teamIds" reference="teams">
              <SingleFieldList linkType={false}>
                <ChipField source="name" size="small" />
              </SingleFieldList>
            </ReferenceArrayField>
          </DataTable.Col>
          <DataTable.Col label={RESOURCE_LABEL.availability} disableSort>
            <Availability />
          </DataTable.Col>
          <DataTable.Col source="verified" label={RESOURCE_LABEL.verified} disableSort>
            <BooleanField source="verified" />
          </DataTable.Col>
          <DataTable.Col label="" disableSort align="right">
            <DeleteRecordButton success={RESOURCE_MSG.userRemoved} confirmTitle={(r) => `Remove ${String(r.name || r.email)} from the team?`} />
          </DataTable.Col>
        </DataTable>
      </List>
      <PendingInvitations />
    </ResourcePage>
  );
}
