// The server's half of "Replies from agents who are not assigned" (issue #25): under 'block' a reply from an agent
// who is not assigned to the conversation is refused before anything is stored, on every path a reply takes (the
// client-app-message event, an uploaded file); taking a conversation over needs the admin permission
// (TAKE_OVER_PERMISSION). The rule itself is src/domain/collision/policy.ts.
import { COLLISION_MSG, asReplyPolicy, assigneeOf, mayTakeOver, replyDecision, type ReplyPolicy } from '../../../src/domain/collision/policy';
import type { FlatPermissions } from '../../../src/domain/permissions';
import type { Repositories } from '../../db/repositories/index';
import { ApiError } from '../../lib/apiError';

export const COLLISION_SETTINGS_KEY = 'collision';

type Repos = Pick<Repositories, 'settings' | 'conversations' | 'users'>;

export async function replyPolicyOf(repos: Pick<Repositories, 'settings'>, projectId: number): Promise<ReplyPolicy> {
  const doc = (await repos.settings.get(projectId, COLLISION_SETTINGS_KEY)) as { unassignedReplies?: unknown } | undefined;
  return asReplyPolicy(doc?.unassignedReplies);
}

async function assigneeName(repos: Repos, projectId: number, members: readonly number[], userId: number): Promise<string> {
  const id = assigneeOf(members, userId);
  const user = id === null ? undefined : await repos.users.findInProject(projectId, id);
  return user?.name ?? 'Another agent';
}

/** Throws the §8-shaped refusal (403) when the project blocks this agent's reply to the conversation. */
export async function assertMayReply(repos: Repos, projectId: number, userId: number, conversationId: number): Promise<void> {
  const policy = await replyPolicyOf(repos, projectId);
  if (policy !== 'block') return;
  const members = (await repos.conversations.membersOf([conversationId])).get(conversationId) ?? [];
  if (replyDecision({ policy, members, userId }) !== 'block') return;
  throw new ApiError(403, COLLISION_MSG.blocked(await assigneeName(repos, projectId, members, userId)));
}

/** Throws 403 when the caller adds agents to a conversation assigned to others while replies are blocked and the
 *  caller may not reassign (taking it over by "Assign to me" would otherwise undo the block). */
export async function assertMayAssign(repos: Repos, projectId: number, flat: FlatPermissions, userId: number, conversationId: number): Promise<void> {
  const policy = await replyPolicyOf(repos, projectId);
  if (mayTakeOver(policy, flat)) return;
  const members = (await repos.conversations.membersOf([conversationId])).get(conversationId) ?? [];
  if (replyDecision({ policy, members, userId }) !== 'block') return;
  throw new ApiError(403, COLLISION_MSG.takeOverRefused);
}
