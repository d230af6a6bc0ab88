// The role form's validation and payload: roleSchema (the server's), the tree always complete.
import type { RaRecord } from 'react-admin';
import { roleSchema, type RoleInput } from '../../domain/schemas/team';
import type { PermissionTree } from '../../domain/permissions';
import { yupValidate } from '../../ui/forms/yupValidate';
import { normaliseTree } from './permissionTree';

export const validateRole = yupValidate(roleSchema);

/** What POST/PUT app/roles receives: the cast name and the full tree. */
export function rolePayload(values: Partial<RaRecord>): RoleInput {
  return roleSchema.cast(
    { name: values.name ?? '', permissions: normaliseTree(values.permissions as PermissionTree | undefined) },
    { stripUnknown: true, assert: false },
  ) as RoleInput;
}

export const emptyRole = () => ({ name: '', permissions: normaliseTree() });
