// Acting as a website visitor through the documented visitor API.
import type { FastifyInstance } from 'fastify';
import { call } from './server';

export interface TestVisitor {
  visitorId: string;
  token: string;
  channel: string;
}

export async function newVisitor(app: FastifyInstance, projectKey: string, extra: Record<string, unknown> = {}): Promise<TestVisitor> {
  const res = await call(app, 'POST', '/app/visitor/session', { projectKey, ...extra });
  if (res.statusCode !== 201) throw new Error(`visitor session failed: ${res.body}`);
  return res.json();
}

export async function startConversation(app: FastifyInstance, v: TestVisitor, text = 'Hello, anyone there?', bot = false): Promise<number> {
  const res = await call(app, 'POST', '/app/visitor/conversations', { text, bot }, v.token);
  if (res.statusCode !== 201) throw new Error(`start conversation failed: ${res.body}`);
  return res.json().conversationId as number;
}

export async function visitorSays(app: FastifyInstance, v: TestVisitor, conversationId: number, text: string) {
  const res = await call(app, 'POST', `/app/visitor/conversations/${conversationId}/messages`, { text }, v.token);
  if (res.statusCode !== 200) throw new Error(`visitor message failed: ${res.body}`);
  return res.json();
}
