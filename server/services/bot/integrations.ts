// The bot's helpdesk steps (a ticket or a knowledge search, src/domain/helpdesk/bot.ts) run against the project's
// connected helpdesk. The calls are made
// before the bot's transaction (like the CRM owner lookup: no network inside it) and their outcomes are applied in
// it: a ticket's id noted for agents, articles sent to the visitor as links. When a call cannot run (not connected,
// not in the plan, the provider failing) the visitor is told politely, agents get a note with the reason, and the
// flow goes on with its next step.
import type { BotOutput } from '../../../src/domain/flows/runtimeTypes';
import { actionOf, BOT_ARTICLE_LIMIT, isTicketStep, type HelpdeskOutcome, type HelpdeskStep } from '../../../src/domain/helpdesk/bot';
import { identityFromAnswers } from '../../../src/domain/flows/visitorAnswers';
import { HELPDESK_MSG } from '../../../src/domain/helpdesk/messages';
import { HELPDESKS } from '../../../src/domain/helpdesk/providers';
import { answersText, defaultSubject, transcriptText } from '../../../src/domain/helpdesk/transcript';
import { INBOX_MSG } from '../../../src/domain/inbox/messages';
import type { IntegrationKind } from '../../../src/domain/integrations/kinds';
import { hasFeature } from '../../../src/domain/plans';
import type { Repositories } from '../../db/repositories/index';
import type { MessageRow, VisitorRow } from '../../db/schema';
import { helpdeskOf, type Helpdesk } from '../../integrations/helpdesk/helpdesk';

type IntegrationEffect = Extract<BotOutput, { kind: 'integration' }>;

export { actionOf, HELPDESK_BOT_TEXT } from '../../../src/domain/helpdesk/bot';

export const integrationKindOf = (step: HelpdeskStep): IntegrationKind => HELPDESKS[actionOf(step).helpdesk].kind;

export type { HelpdeskOutcome } from '../../../src/domain/helpdesk/bot';

/** One line of what was said, for a ticket's transcript. */
type Line = { type: string; senderType: string; senderName: string; text: string };

/** What the bot's advance said up to each effect, in order: its own outputs, and the visitor's input between two. */
export type Said = BotOutput | { kind: 'visitorSaid'; text: string };

function botLine(o: BotOutput, botName: string): Line | null {
  switch (o.kind) {
    case 'text':
    case 'buttons':
    case 'inputPrompt':
    case 'calendarRequest':
    case 'feedbackRequest':
      return { type: 'message', senderType: 'bot', senderName: botName, text: o.text };
    case 'link':
      return { type: 'message', senderType: 'bot', senderName: botName, text: `${o.title} ${o.url}` };
    default:
      return null;
  }
}

const storedLine = (m: MessageRow): Line => ({ type: m.type, senderType: m.sender_type, senderName: m.sender_name, text: m.text });

export class BotHelpdesk {
  constructor(
    private readonly repos: Repositories,
    private readonly helpdesk: Helpdesk,
  ) {}

  /**
   * Runs every helpdesk effect in `said` (before the transaction) and answers their outcomes by step id.
   * `conversationId`: the stored conversation whose messages start the transcript (null before it exists).
   */
  async run(projectId: number, visitor: VisitorRow, conversationId: number | null, said: readonly Said[], botName: string): Promise<Map<string, HelpdeskOutcome>> {
    const outcomes = new Map<string, HelpdeskOutcome>();
    if (!said.some((s) => s.kind === 'integration')) return outcomes;
    const project = await this.repos.projects.findById(projectId);
    const features = project ? (JSON.parse(project.features) as string[]) : [];
    const lines: Line[] = conversationId === null ? [] : (await this.repos.messages.page(conversationId, null, 200)).map(storedLine);
    for (const s of said) {
      if (s.kind === 'visitorSaid') {
        lines.push({ type: 'message', senderType: 'visitor', senderName: visitor.name, text: s.text });
        continue;
      }
      if (s.kind !== 'integration') {
        const line = botLine(s, botName);
        if (line) lines.push(line);
        continue;
      }
      outcomes.set(s.stepId, await this.one(projectId, features, visitor, s, lines));
    }
    return outcomes;
  }

  private async one(projectId: number, features: readonly string[], visitor: VisitorRow, e: IntegrationEffect, lines: readonly Line[]): Promise<HelpdeskOutcome> {
    const { helpdesk } = actionOf(e.step);
    const info = HELPDESKS[helpdesk];
    try {
      // Not connected first: what an admin most often has to fix. (A connection needing reconnection fails in the call.)
      const connection = await this.repos.integrations.find(projectId, info.kind);
      if (!connection) return { ok: false, helpdesk, reason: helpdeskOf(helpdesk).notConnected };
      if (!hasFeature(features, info.feature)) return { ok: false, helpdesk, reason: HELPDESK_MSG.upgrade(helpdesk) };
      if (!isTicketStep(e.step)) {
        const query = e.query ?? '';
        return { ok: true, helpdesk, query, articles: await this.helpdesk.search(projectId, helpdesk, query, BOT_ARTICLE_LIMIT) };
      }
      const who = { ...visitor, ...identityFromAnswers(e.answers, visitor) };
      const name = who.name.trim() || INBOX_MSG.siteVisitor;
      const answers = answersText(e.answers);
      const transcript = transcriptText(lines, name);
      const ticketId = await this.helpdesk.createTicket(projectId, helpdesk, {
        subject: e.step.subject.trim() || defaultSubject(name),
        description: [answers, transcript].filter(Boolean).join('\n\n') || defaultSubject(name),
        requester: { name, email: who.email },
        tags: ['parley', 'live_chat', 'parley_bot'],
      });
      return { ok: true, helpdesk, ticketId };
    } catch (err) {
      return { ok: false, helpdesk, reason: (err as Error).message };
    }
  }
}
