// The team form body shared by create and edit: the name and the members (users of the project).
import { AutocompleteArrayInput, ReferenceArrayInput, TextInput } from 'react-admin';
import { RESOURCE_LABEL } from '../shared/labels';

export function TeamInputs() {
  return (
    <>
      <TextInput source="name" label={RESOURCE_LABEL.teamName} fullWidth sx={{ maxWidth: 420 }} />
      <ReferenceArrayInput source="memberIds" reference="users" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <AutocompleteArrayInput
          label={RESOURCE_LABEL.members}
          optionText={(u: { name?: string; email?: string }) => u.name || u.email || ''}
          fullWidth
          sx={{ maxWidth: 420 }}
        />
      </ReferenceArrayInput>
    </>
  );
}
