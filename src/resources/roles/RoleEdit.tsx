import { Edit, SimpleForm } from 'react-admin';
import { ADMIN_MSG } from '../../domain/adminMessages';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { rolePayload, validateRole } from './roleForm';
import { RoleInputs } from './RoleInputs';

export function RoleEdit() {
  const mutationOptions = useSaveHandlers({ success: ADMIN_MSG.roleUpdated });
  return (
    <Edit title="Edit role" mutationMode="pessimistic" transform={rolePayload} mutationOptions={mutationOptions}>
      <SimpleForm noValidate validate={validateRole}>
        <RoleInputs />
      </SimpleForm>
    </Edit>
  );
}
