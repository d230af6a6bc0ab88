// Collision control's rule (src/domain/collision): who may reply under allow / warn / block, who may take over, the
// settings schema shared by the form and the server, and the presence channel names.
import { describe, expect, it } from 'vitest';
import {
  COLLISION_DEFAULTS,
  asReplyPolicy,
  assigneeOf,
  collisionSettingsSchema,
  mayTakeOver,
  replyDecision,
} from '../../../src/domain/collision/policy';
import { channelProjectId, conversationPresenceChannel, parseConversationPresenceChannel } from '../../../src/domain/channels';
import { flattenPermissions, fullPermissionTree, inboxOnlyPermissionTree } from '../../../src/domain/permissions';

describe('replyDecision', () => {
  it('lets anyone reply to an unassigned conversation, whatever the policy', () => {
    for (const policy of ['allow', 'warn', 'block'] as const) expect(replyDecision({ policy, members: [], userId: 1 })).toBe('reply');
  });

  it('lets an assignee reply, whatever the policy', () => {
    for (const policy of ['allow', 'warn', 'block'] as const) expect(replyDecision({ policy, members: [2, 1], userId: 1 })).toBe('reply');
  });

  it('warns or blocks a non-assignee as the policy says; allow lets them reply', () => {
    expect(replyDecision({ policy: 'allow', members: [2], userId: 1 })).toBe('reply');
    expect(replyDecision({ policy: 'warn', members: [2], userId: 1 })).toBe('warn');
    expect(replyDecision({ policy: 'block', members: [2, 3], userId: 1 })).toBe('block');
  });
});

describe('mayTakeOver', () => {
  const admin = flattenPermissions(fullPermissionTree());
  const agent = flattenPermissions(inboxOnlyPermissionTree());
  it('under block, only those who may reassign (team admins)', () => {
    expect(mayTakeOver('block', admin)).toBe(true);
    expect(mayTakeOver('block', agent)).toBe(false);
  });
  it('under allow and warn, every agent', () => {
    expect(mayTakeOver('allow', agent)).toBe(true);
    expect(mayTakeOver('warn', agent)).toBe(true);
  });
});

describe('assigneeOf', () => {
  it('names the first member who is not the agent', () => {
    expect(assigneeOf([1, 2, 3], 1)).toBe(2);
    expect(assigneeOf([4], 1)).toBe(4);
    expect(assigneeOf([1], 1)).toBeNull();
  });
});

describe('collisionSettingsSchema', () => {
  it('accepts the three policies, defaults to allow and refuses anything else with the form message', async () => {
    await expect(collisionSettingsSchema.validate({ unassignedReplies: 'block' })).resolves.toEqual({ unassignedReplies: 'block' });
    await expect(collisionSettingsSchema.validate({})).resolves.toEqual(COLLISION_DEFAULTS);
    await expect(collisionSettingsSchema.validate({ unassignedReplies: 'maybe' })).rejects.toThrow('Please choose allow, warn or block');
  });
  it('reads a stored value defensively', () => {
    expect(asReplyPolicy('warn')).toBe('warn');
    expect(asReplyPolicy(undefined)).toBe('allow');
    expect(asReplyPolicy('nonsense')).toBe('allow');
  });
});

describe('conversation presence channels', () => {
  it('are named per project and conversation and parse back; other names do not', () => {
    const name = conversationPresenceChannel(7, 42);
    expect(name).toBe('presence-project-7-conversation-42');
    expect(parseConversationPresenceChannel(name)).toEqual({ projectId: 7, conversationId: 42 });
    expect(channelProjectId(name)).toBe(7);
    expect(parseConversationPresenceChannel('presence-project-7-conversation-42x')).toBeNull();
    expect(parseConversationPresenceChannel('private-project-7-conversation-42')).toBeNull();
  });
});
