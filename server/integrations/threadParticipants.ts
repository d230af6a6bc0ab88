// The people of a conversation's team-chat threads, as the spec's participants lists (§3 Conversation detail, §7
// GET and DELETE .../members): each team chat declares its list's field and how its thread's people are read and
// removed (its folder), and the inbox asks the provider list here instead of naming one.
import type { Participants } from '../../src/domain/inbox/types';
import type { Repositories } from '../db/repositories/index';
import { PROVIDER_LIST } from './providers/index';

export type ThreadParticipantLists = Pick<Participants, 'slackUsers' | 'teamsUsers'>;

export interface ThreadParticipants {
  /** Its list's field in the participants answer. */
  field: keyof ThreadParticipantLists;
  list(repos: Repositories, conversationId: number): Promise<Array<{ threadId: string; name: string; userId?: string }>>;
  /** Removes one of them by thread id (spec §7 DELETE members); false when not there. */
  remove?(repos: Repositories, conversationId: number, threadId: string): Promise<boolean>;
}

/** Every team chat's list for the conversation (a list the spec requires is there even when empty). */
export async function threadParticipantsOf(repos: Repositories, conversationId: number): Promise<ThreadParticipantLists> {
  const lists: Record<string, unknown> = { slackUsers: [] };
  for (const p of PROVIDER_LIST) if (p.threadParticipants) lists[p.threadParticipants.field] = await p.threadParticipants.list(repos, conversationId);
  return lists as unknown as ThreadParticipantLists;
}

/** Removes a thread's participant from whichever team chat holds that thread id; false when none did. */
export async function removeThreadParticipant(repos: Repositories, conversationId: number, threadId: string): Promise<boolean> {
  for (const p of PROVIDER_LIST) if (await p.threadParticipants?.remove?.(repos, conversationId, threadId)) return true;
  return false;
}
