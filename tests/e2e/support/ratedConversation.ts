// A visitor conversation written straight to the database for the analytics browser tests: the visitor's 'hi' at
// `created`, the agent's answer `replySeconds` later, a CSAT rating five minutes in, and the last event ten minutes in.
import type { Repositories } from '../../../server/db/repositories/index';

export interface RatedConversation {
  projectId: number;
  agentId: number;
  /** The visitor's public id (and token hash) and name. */
  publicId: string;
  name: string;
  /** When the visitor came and wrote (seconds). */
  created: number;
  replySeconds: number;
  rating: number;
  status: 'open' | 'close';
}

export async function addRatedConversation(repos: Repositories, o: RatedConversation): Promise<void> {
  const { projectId, created } = o;
  const v = await repos.visitors.create({ project_id: projectId, public_id: o.publicId, token_hash: o.publicId, name: o.name, last_seen_at: created, created_at: created });
  const c = await repos.conversations.create({ projectId, visitorId: v.id, bot: false, now: created });
  const base = { type: 'message', user_id: null, text: 'hi', payload: null, client_id: null } as const;
  await repos.messages.insert({ ...base, conversation_id: c.id, pos: 1, sender_type: 'visitor', sender_name: 'v', time: created });
  await repos.messages.insert({ ...base, conversation_id: c.id, pos: 2, sender_type: 'agent', sender_name: 'a', user_id: o.agentId, time: created + o.replySeconds });
  await repos.messages.insert({
    ...base,
    conversation_id: c.id,
    pos: 3,
    type: 'csat_response',
    sender_type: 'visitor',
    sender_name: 'v',
    payload: JSON.stringify({ feedback: { id: 'f', rating: o.rating } }),
    time: created + 300,
  });
  await repos.conversations.update(c.id, { message_count: 3, status: o.status, last_event_time: created + 600 });
}
