// Team-user schemas shared by the invitation form and the server.
import * as yup from 'yup';
import { MSG } from '../messages';
import { emailField } from './auth';

export const inviteUserSchema = yup.object({
  email: emailField(),
  roleId: yup.number().typeError(MSG.fieldEmpty).required(MSG.fieldEmpty).integer(MSG.fieldEmpty).min(1, MSG.fieldEmpty),
});
export type InviteUserInput = yup.InferType<typeof inviteUserSchema>;

export const ROLE_MSG = {
  nameRequired: 'Role name is required',
  permissionsRequired: 'Permissions are required',
  inUse: 'This role is assigned to users; assign them another role first',
} as const;
export const TEAM_MSG = { nameRequired: 'Team name is required' } as const;

const permissionNode: yup.ObjectSchema<{ permissions: Array<'read' | 'write'> }> = yup.object({
  permissions: yup.array(yup.mixed<'read' | 'write'>().oneOf(['read', 'write']).required()).default([]),
});

/** A role: its name and the permission tree (known nodes only; anything else is dropped). PUT replaces the whole
 *  role, so a missing tree is refused rather than read as "no permissions" (no default for the tree). */
export const roleSchema = yup.object({
  name: yup.string().trim().required(ROLE_MSG.nameRequired).max(50, 'Maximum of 50 characters are allowed'),
  permissions: yup
    .object({
      inbox: permissionNode,
      conversations: permissionNode,
      analytics: permissionNode,
      settings: yup.object({
        permissions: permissionNode.fields.permissions,
        children: yup.object({
          integrations: permissionNode,
          team: yup.object({
            permissions: permissionNode.fields.permissions,
            children: yup.object({ users: permissionNode, teams: permissionNode, userRoles: permissionNode }),
          }),
          widgetSettings: permissionNode,
        }),
      }),
    })
    .default(undefined)
    .required(ROLE_MSG.permissionsRequired),
});
export type RoleInput = yup.InferType<typeof roleSchema>;

export const teamSchema = yup.object({
  name: yup.string().trim().required(TEAM_MSG.nameRequired).max(50, 'Maximum of 50 characters are allowed'),
  memberIds: yup.array(yup.number().integer().min(1).required()).default([]),
});
export type TeamInput = yup.InferType<typeof teamSchema>;

/** Admin edit of a team user (inviting is inviteUserSchema). */
export const userUpdateSchema = yup.object({
  roleId: yup.number().integer().min(1).optional(),
  teamIds: yup.array(yup.number().integer().min(1).required()).optional(),
  available: yup.boolean().optional(),
});

/** /cs/create-instance: a new customer project with its first admin (invited by mail). */
export const createInstanceSchema = yup.object({
  company: yup.string().trim().required(MSG.companyRequired).min(2, MSG.companyLength).max(50, MSG.companyLength),
  adminName: yup.string().trim().required(MSG.nameMin).min(2, MSG.nameMin).max(50, MSG.nameMax),
  adminEmail: emailField(),
  plan: yup.mixed<'starter' | 'growth' | 'enterprise'>().oneOf(['starter', 'growth', 'enterprise']).default('growth'),
});
export type CreateInstanceInput = yup.InferType<typeof createInstanceSchema>;
