// Editing a team user: role, teams and availability. Name and email belong to the user (their profile).
import { BooleanInput, Edit, SimpleForm, TextField, Labeled } from 'react-admin';
import { useShellSession } from '../../ui/session/SessionContext';
import { RESOURCE_LABEL, RESOURCE_MSG } from '../shared/labels';
import { planHas } from '../shared/upgrade';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { userUpdatePayload, validateUserUpdate } from './userForm';
import { RoleSelectInput, TeamsSelectInput } from './UserInputs';
import { ResourcePage } from '../shared/ResourcePage';

export function UserEdit() {
  const session = useShellSession();
  const mutationOptions = useSaveHandlers({ success: RESOURCE_MSG.userUpdated });
  return (
    <ResourcePage area="Team" title="Edit user">
      <Edit title={false} mutationMode="pessimistic" transform={userUpdatePayload} mutationOptions={mutationOptions}>
        <SimpleForm noValidate validate={validateUserUpdate}>
          <Labeled label={RESOURCE_LABEL.name}>
            <TextField source="name" />
          </Labeled>
          <Labeled label={RESOURCE_LABEL.email}>
            <TextField source="email" />
          </Labeled>
          <RoleSelectInput />
          {planHas(session?.details, 'teams') && <TeamsSelectInput />}
          <BooleanInput source="available" label={RESOURCE_LABEL.available} />
        </SimpleForm>
      </Edit>
    </ResourcePage>
  );
}
