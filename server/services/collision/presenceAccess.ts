// Who may join a conversation's presence channel (collision control, issue #25): an agent of the conversation's own
// project who may open the inbox (the list's and search's rule: every such agent sees every conversation of the
// project). The member they join as carries only what other agents show: id, name and avatar.
import { parseConversationPresenceChannel } from '../../../src/domain/channels';
import type { Viewer } from '../../../src/domain/collision/viewers';
import type { Repositories } from '../../db/repositories/index';
import type { Caller } from '../../lib/caller';
import { forbidden } from '../../lib/apiError';

export interface PresenceMemberData {
  user_id: string;
  user_info: Omit<Viewer, 'id'>;
}

/** The member to sign for a presence channel, or a 403 when the caller may not join it. */
export async function conversationPresenceMember(
  repos: Pick<Repositories, 'conversations' | 'users'>,
  caller: Caller,
  channel: string,
): Promise<PresenceMemberData> {
  const parsed = parseConversationPresenceChannel(channel);
  if (!parsed || parsed.projectId !== caller.projectId) throw forbidden();
  const [conv, user] = await Promise.all([
    repos.conversations.findInProject(caller.projectId, parsed.conversationId),
    repos.users.findInProject(caller.projectId, caller.userId),
  ]);
  if (!conv || !user) throw forbidden();
  return { user_id: String(user.id), user_info: { name: user.name, img: user.img ?? null } };
}
