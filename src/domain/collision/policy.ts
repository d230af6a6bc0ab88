// Collision control (issue #25): who may reply to a conversation under the project's "Replies from agents who are not
// assigned" setting. One rule for the composer (banner, Assign to me) and the server (which refuses under 'block').
import * as yup from 'yup';
import { canAccessPath, type AccessAction, type FlatPermissions, type PermissionPath } from '../permissions';

export const REPLY_POLICIES = ['allow', 'warn', 'block'] as const;
export type ReplyPolicy = (typeof REPLY_POLICIES)[number];
export const DEFAULT_REPLY_POLICY: ReplyPolicy = 'allow';

/** The settings document (GET/PUT app/settings/collision), validated by the settings form and the server alike. */
export const collisionSettingsSchema = yup.object({
  unassignedReplies: yup
    .mixed<ReplyPolicy>()
    .oneOf([...REPLY_POLICIES], 'Please choose allow, warn or block')
    .default(DEFAULT_REPLY_POLICY)
    .required('Please choose allow, warn or block'),
});
export type CollisionSettings = yup.InferType<typeof collisionSettingsSchema>;
export const COLLISION_DEFAULTS: CollisionSettings = { unassignedReplies: DEFAULT_REPLY_POLICY };

/** Who may take a conversation over from its assignee (reassign it) while replies are blocked: admins of the team. */
export const TAKE_OVER_PERMISSION: { path: PermissionPath; action: AccessAction } = { path: 'settings.team', action: 'write' };

export const COLLISION_MSG = {
  setting: 'Replies from agents who are not assigned',
  saved: 'Updated the inbox settings successfully',
  policies: {
    allow: 'Allow: any agent can reply',
    warn: 'Warn: show who is assigned before replying',
    block: 'Block: only the assigned agents can reply',
  } satisfies Record<ReplyPolicy, string>,
  assignedTo: (name: string) => `${name} is assigned to this conversation`,
  blocked: (name: string) => `${name} is assigned to this conversation. Only assigned agents can reply.`,
  takeOverRefused: 'Only an admin can take over a conversation assigned to someone else.',
  replyAnyway: 'Reply anyway',
  assignToMe: 'Assign to me',
} as const;

/** What the composer does and the server decides for one agent's reply. */
export type ReplyDecision = 'reply' | 'warn' | 'block';

export interface ReplyFacts {
  policy: ReplyPolicy;
  /** The conversation's assigned agents (its members), in the order they joined. */
  members: readonly number[];
  userId: number;
}

/** An unassigned conversation, or one the agent is assigned to, is always open to their reply. */
export function replyDecision({ policy, members, userId }: ReplyFacts): ReplyDecision {
  if (members.length === 0 || members.includes(userId) || policy === 'allow') return 'reply';
  return policy;
}

/** Whether the agent may assign themselves (take over) a conversation assigned to others under the policy. */
export function mayTakeOver(policy: ReplyPolicy, flat: FlatPermissions): boolean {
  return policy !== 'block' || canAccessPath(flat, TAKE_OVER_PERMISSION.path, TAKE_OVER_PERMISSION.action);
}

/** The assignee named in the banner: the first member who is not the agent. */
export function assigneeOf(members: readonly number[], userId: number): number | null {
  return members.find((m) => m !== userId) ?? null;
}

export const asReplyPolicy = (value: unknown): ReplyPolicy =>
  REPLY_POLICIES.includes(value as ReplyPolicy) ? (value as ReplyPolicy) : DEFAULT_REPLY_POLICY;
