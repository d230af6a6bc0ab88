// The role form body shared by create and edit: the name and the permission tree.
import { TextInput } from 'react-admin';
import { RESOURCE_LABEL } from '../shared/labels';
import { PermissionTreeInput } from './PermissionTreeInput';

export function RoleInputs() {
  return (
    <>
      <TextInput source="name" label={RESOURCE_LABEL.roleName} fullWidth sx={{ maxWidth: 520 }} />
      <PermissionTreeInput source="permissions" />
    </>
  );
}
