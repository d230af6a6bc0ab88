import { Create, SimpleForm } from 'react-admin';
import { ADMIN_MSG } from '../../domain/adminMessages';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { emptyRole, rolePayload, validateRole } from './roleForm';
import { RoleInputs } from './RoleInputs';
import { ResourcePage } from '../shared/ResourcePage';

export function RoleCreate() {
  const mutationOptions = useSaveHandlers({ success: ADMIN_MSG.roleCreated });
  return (
    <ResourcePage area="Team" title="New role">
      <Create title={false} transform={rolePayload} mutationOptions={mutationOptions}>
        <SimpleForm noValidate defaultValues={emptyRole()} validate={validateRole}>
          <RoleInputs />
        </SimpleForm>
      </Create>
    </ResourcePage>
  );
}
