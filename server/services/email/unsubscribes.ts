// Unsubscribing from a conversation's emails: the link's signed token names the conversation; its visitor's address
// is marked for the project, so no later follow-up of that project reaches it.
import type { Repositories } from '../../db/repositories/index';
import type { EmailRepository } from '../../db/repositories/email';
import { nowSeconds } from '../../lib/clock';
import type { ReplyTokens } from './replyAddress';

export class Unsubscribes {
  constructor(private readonly deps: { repos: Repositories; email: EmailRepository; tokens: ReplyTokens }) {}

  async target(token: string): Promise<{ projectId: number; address: string; projectName: string } | null> {
    const ref = this.deps.tokens.verify('unsubscribe', token);
    if (!ref) return null;
    const conv = await this.deps.repos.conversations.findInProject(ref.projectId, ref.conversationId);
    const visitor = conv && (await this.deps.repos.visitors.findById(conv.visitor_id));
    if (!visitor?.email) return null;
    const project = await this.deps.repos.projects.findById(ref.projectId);
    return { projectId: ref.projectId, address: visitor.email, projectName: project?.name ?? 'Parley' };
  }

  async unsubscribe(token: string): Promise<boolean> {
    const t = await this.target(token);
    if (!t) return false;
    await this.deps.email.mark(t.projectId, t.address, 'unsubscribed_at', nowSeconds());
    return true;
  }
}
