// Transcripts (issue 28): the visitor asks from the widget, or an agent sends one from the thread; the conversation's
// messages (not the agents' notes and markers) go to the visitor's email, with the conversation's reply address so an
// answer comes back into the thread. An agent may send it to themselves instead; a visitor Parley knows no email of
// gives one with the request (kept as their email, as the widget's email prompt keeps it).
import { AGENT_ONLY_TYPES, type MessageType } from '../../../src/domain/inbox/types';
import { EMAIL_MSG } from '../../../src/domain/email/settings';
import type { Repositories } from '../../db/repositories/index';
import type { Mailer } from '../mailer';
import { badRequest, notFound } from '../../lib/apiError';
import { htmlToText } from '../../lib/html';
import { recordIdentityWith } from '../contacts/recordIdentity';
import type { FollowUps } from './followUps';
import type { ReplyTokens } from './replyAddress';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export class Transcripts {
  constructor(private readonly deps: { repos: Repositories; mailer: Mailer; followUps: Pick<FollowUps, 'settings' | 'replyDomain'>; tokens: ReplyTokens }) {}

  async send(projectId: number, conversationId: number, opts: { userId?: number; visitorEmail?: string } = {}): Promise<{ message: string }> {
    const { repos } = this.deps;
    const conv = await repos.conversations.findInProject(projectId, conversationId);
    let visitor = conv && (await repos.visitors.findById(conv.visitor_id));
    if (!conv || !visitor) throw notFound();
    if (!visitor.email && opts.visitorEmail && opts.userId === undefined) {
      await repos.visitors.update(visitor.id, { email: opts.visitorEmail });
      // The contact of that email, as the offline form's email makes one (a typed, unverified identity).
      await recordIdentityWith(repos, projectId, visitor.id, { email: opts.visitorEmail, name: visitor.name, location: visitor.location, source: 'offline-form', verified: false });
      visitor = { ...visitor, email: opts.visitorEmail };
    }
    const agent = opts.userId === undefined ? null : await repos.users.findInProject(projectId, opts.userId);
    if (opts.userId !== undefined && !agent) throw notFound();
    const to = agent ? agent.email : visitor.email;
    if (!to) throw badRequest(EMAIL_MSG.noEmail);
    const [project, settings, rows] = await Promise.all([repos.projects.findById(projectId), this.deps.followUps.settings(projectId), repos.messages.after(conv.id, 0, 1000)]);
    const name = settings.senderName || project?.name || 'Parley';
    const lines = rows
      .filter((m) => !AGENT_ONLY_TYPES.has(m.type as MessageType) && m.text)
      .map((m) => ({ who: m.sender_name, when: new Date(m.time * 1000).toISOString().slice(0, 16).replace('T', ' '), text: /<\/?[a-z]/i.test(m.text) ? htmlToText(m.text) : m.text }));
    await this.deps.mailer.send({
      to,
      subject: EMAIL_MSG.transcriptSubject(name),
      text: lines.map((l) => `${l.who} (${l.when} UTC):\n${l.text}`).join('\n\n'),
      html: `<h2>${esc(EMAIL_MSG.transcriptSubject(name))}</h2>${lines.map((l) => `<p><strong>${esc(l.who)}</strong> <small>${esc(l.when)} UTC</small><br>${esc(l.text).replace(/\n/g, '<br>')}</p>`).join('')}`,
      replyTo: this.deps.tokens.address({ projectId, conversationId: conv.id }, this.deps.followUps.replyDomain(settings)),
    });
    return { message: EMAIL_MSG.transcriptSent };
  }
}
