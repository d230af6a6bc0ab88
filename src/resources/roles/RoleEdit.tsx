import { Edit, SimpleForm } from 'react-admin';
import { ADMIN_MSG } from '../../domain/adminMessages';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { rolePayload, validateRole } from './roleForm';
import { RoleInputs } from './RoleInputs';
import { ResourcePage } from '../shared/ResourcePage';

export function RoleEdit() {
  const mutationOptions = useSaveHandlers({ success: ADMIN_MSG.roleUpdated });
  return (
    <ResourcePage area="Team" title="Edit role">
      <Edit title={false} mutationMode="pessimistic" transform={rolePayload} mutationOptions={mutationOptions}>
        <SimpleForm noValidate validate={validateRole}>
          <RoleInputs />
        </SimpleForm>
      </Edit>
    </ResourcePage>
  );
}
