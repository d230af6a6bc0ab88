// Test mode runs the bot's helpdesk steps for real, as the live bot does: a ticket or case at the project's
// Zendesk / Service Cloud (helpdeskApi.testTicket, POST app/{helpdesk}/ticket/test: the tester is the requester, tagged parley_test) and
// knowledge searches; each step's outcome then shapes the transcript (testModel.entriesOf).
import type { BotOutput } from '../../../domain/flows';
import { actionOf, BOT_ARTICLE_LIMIT, isTicketStep, type HelpdeskOutcome } from '../../../domain/helpdesk/bot';
import { answersText } from '../../../domain/helpdesk/transcript';
import { helpdeskApi } from '../../../providers/api/helpdesk';
import type { Entry } from './testModel';

type IntegrationEffect = Extract<BotOutput, { kind: 'integration' }>;

export const helpdeskEffects = (outputs: readonly BotOutput[]): IntegrationEffect[] => outputs.filter((o): o is IntegrationEffect => o.kind === 'integration');

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

/** The test conversation so far as a ticket's transcript. */
export function testTranscript(entries: readonly Entry[]): string {
  return entries
    .flatMap((e) => {
      if (e.from === 'visitor') return [`Visitor: ${e.text}`];
      if (e.from === 'bot' && 'html' in e && e.html) return [`Bot: ${plain(e.html)}`];
      if (e.from === 'bot' && e.kind === 'link') return [`Bot: ${e.title} ${e.url}`];
      return [];
    })
    .join('\n');
}

/** httpClient's errors carry §8's derived text as their message. */
const reasonOf = (err: unknown) => (err as Error).message;

/** Runs each helpdesk effect in order; `transcript` is what was said before this advance. */
export async function runTestHelpdesk(effects: readonly IntegrationEffect[], transcript: string): Promise<Map<string, HelpdeskOutcome>> {
  const out = new Map<string, HelpdeskOutcome>();
  for (const e of effects) {
    const { helpdesk } = actionOf(e.step);
    try {
      if (isTicketStep(e.step)) {
        const description = [answersText(e.answers), transcript].filter(Boolean).join('\n\n') || 'Test conversation';
        const answer = await helpdeskApi.testTicket(helpdesk, { subject: e.step.subject || 'Test ticket', description });
        out.set(e.stepId, { ok: true, helpdesk, ticketId: answer.ticketId ?? answer.caseId ?? '' });
      } else {
        const query = e.query ?? '';
        const articles = await helpdeskApi.testSearch(helpdesk, query);
        out.set(e.stepId, { ok: true, helpdesk, query, articles: articles.slice(0, BOT_ARTICLE_LIMIT) });
      }
    } catch (err) {
      out.set(e.stepId, { ok: false, helpdesk, reason: reasonOf(err) });
    }
  }
  return out;
}
