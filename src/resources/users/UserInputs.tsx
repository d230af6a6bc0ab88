// Inputs of the team-user forms: the role (from /app/roles) and the teams (from /app/teams, when the plan has them).
import { AutocompleteArrayInput, ReferenceArrayInput, ReferenceInput, SelectInput } from 'react-admin';
import { RESOURCE_LABEL } from '../shared/labels';

export function RoleSelectInput() {
  return (
    <ReferenceInput source="roleId" reference="roles" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
      <SelectInput label={RESOURCE_LABEL.role} optionText="name" fullWidth sx={{ maxWidth: 420 }} />
    </ReferenceInput>
  );
}

export function TeamsSelectInput() {
  return (
    <ReferenceArrayInput source="teamIds" reference="teams" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
      <AutocompleteArrayInput label={RESOURCE_LABEL.teams} optionText="name" fullWidth sx={{ maxWidth: 420 }} />
    </ReferenceArrayInput>
  );
}
