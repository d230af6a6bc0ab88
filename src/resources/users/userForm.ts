// Team-user forms: inviting (email + role, inviteUserSchema) and editing (role, teams, availability,
// userUpdateSchema). Payloads carry only what the endpoints read.
import type { RaRecord } from 'react-admin';
import { yupValidate } from '../../ui/forms/yupValidate';
import { inviteUserSchema, userUpdateSchema, type InviteUserInput } from '../../domain/schemas/team';

export const validateInvite = yupValidate(inviteUserSchema);
export const validateUserUpdate = yupValidate(userUpdateSchema);

export function invitePayload(values: Partial<RaRecord>): InviteUserInput {
  return inviteUserSchema.cast({ email: values.email ?? '', roleId: values.roleId }, { stripUnknown: true, assert: false }) as InviteUserInput;
}

export interface UserUpdatePayload {
  roleId?: number;
  teamIds?: number[];
  available?: boolean;
}

export function userUpdatePayload(values: Partial<RaRecord>): UserUpdatePayload {
  return userUpdateSchema.cast(
    { roleId: values.roleId ?? undefined, teamIds: values.teamIds ?? undefined, available: values.available ?? undefined },
    { stripUnknown: true, assert: false },
  ) as UserUpdatePayload;
}
