// What the bot collected in a conversation, for agents: the answers its input steps stored by field key (kept in
// the conversation's bot cursor, handed-over conversations included), each named after the project's chat field
// (default or custom; a key no field has any more is shown as itself).
import { DEFAULT_CHAT_FIELDS, type ChatFieldsDocument } from '../../../src/domain/settings/chatFields';
import type { CollectedAnswer } from '../../../src/domain/inbox/types';
import type { Repositories } from '../../db/repositories/index';
import type { ConversationRow } from '../../db/schema';

/** The answers in a stored cursor (JSON), or none when it is missing or unreadable. */
export function answersOfCursor(cursor: string | null): Record<string, string> {
  if (!cursor) return {};
  try {
    const answers = (JSON.parse(cursor) as { answers?: unknown }).answers;
    if (!answers || typeof answers !== 'object') return {};
    return Object.fromEntries(Object.entries(answers).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** Answers labelled with the chat fields' names, in the order the visitor gave them. */
export function labelAnswers(answers: Record<string, string>, custom: ChatFieldsDocument | undefined): CollectedAnswer[] {
  const names = new Map([...DEFAULT_CHAT_FIELDS, ...(custom?.fields ?? [])].map((f) => [f.key.toLowerCase(), f.name]));
  return Object.entries(answers).map(([key, value]) => ({ key, name: names.get(key.toLowerCase()) ?? key, value }));
}

export async function collectedAnswers(repos: Repositories, conv: Pick<ConversationRow, 'project_id' | 'bot_cursor'>): Promise<CollectedAnswer[]> {
  const answers = answersOfCursor(conv.bot_cursor);
  if (!Object.keys(answers).length) return [];
  return labelAnswers(answers, (await repos.settings.get(conv.project_id, 'chatFields')) as ChatFieldsDocument | undefined);
}
