// @vitest-environment jsdom
// The bot builder's test mode runs the helpdesk steps for real: the calls it makes (a test ticket with the test
// transcript, a search with what the visitor typed), and the transcript entries each outcome gives (the same texts
// as the live bot: links, "no article", the polite fallback with the reason noted, a failed ticket's "created"
// message left out).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { advance, startFlow, type Flow } from '../../../src/domain/flows';
import { textDoc } from '../../../src/domain/flows/steps';
import { entriesOf } from '../../../src/custom/bot-builder/test/testModel';
import { helpdeskEffects, runTestHelpdesk, testTranscript } from '../../../src/custom/bot-builder/test/testHelpdesk';
import { FakeBackend, setUp, tearDown } from '../inbox-tools/harness';

const flow: Flow = {
  version: 1,
  topics: [],
  audienceId: null,
  name: 'Support',
  status: 'active',
  priority: 1,
  greeting: { variants: [{ id: 'g', value: textDoc('Hi'), gifs: [] }], buttons: [{ id: 'b', label: 'Help', redirect: { kind: 'nextState', pathId: 'p' } }] },
  paths: [
    {
      id: 'p',
      name: 'Help',
      steps: [
        { id: 'kb', type: 'zendeskSearchKnowledgeBase', message: textDoc('What are you looking for?') },
        { id: 't', type: 'zendeskCreateTicket', subject: 'From the bot', message: textDoc('Ticket filed!') },
        { id: 'end', type: 'text', message: textDoc('Bye'), gifs: [] },
      ],
    },
  ],
};

let backend: FakeBackend;
beforeEach(() => {
  backend = setUp();
});
afterEach(tearDown);

function toSearch() {
  const started = advance(startFlow(flow, {}), { kind: 'start' });
  const prompted = advance(started.state, { kind: 'button', optionId: 'b' });
  return advance(prompted.state, { kind: 'text', text: 'billing' });
}

describe('test mode helpdesk steps', () => {
  it('searches with what the visitor typed and files a test ticket with the transcript', async () => {
    backend
      .on('GET', '/app/zendesk/knowledgesearch', { body: { articles: [{ id: '1', title: 'Billing FAQ', url: 'https://acme.zendesk.com/hc/1', snippet: 'Seats' }] } })
      .on('POST', '/app/zendesk/ticket/test', { body: { ticketId: '1001', message: 'Ticket created successfully in Zendesk with Ticket ID: 1001' } });
    const { outputs } = toSearch();
    const outcomes = await runTestHelpdesk(helpdeskEffects(outputs), testTranscript([{ id: 1, from: 'visitor', text: 'billing' }]));
    expect(backend.callsTo('GET', '/app/zendesk/knowledgesearch')[0]!.query.get('keyword')).toBe('billing');
    expect(backend.callsTo('POST', '/app/zendesk/ticket/test')[0]!.body).toEqual({ subject: 'From the bot', description: 'Visitor: billing' });
    const entries = entriesOf(outputs, 1, outcomes);
    expect(entries).toEqual([
      { id: 1, from: 'bot', kind: 'link', url: 'https://acme.zendesk.com/hc/1', title: 'Billing FAQ', subtitle: 'Seats' },
      { id: 2, from: 'note', tone: 'success', text: 'Zendesk ticket #1001 created (tagged parley_test)' },
      expect.objectContaining({ id: 3, from: 'bot', kind: 'text', html: expect.stringContaining('Ticket filed!') }),
      expect.objectContaining({ id: 4, from: 'bot', kind: 'text', html: expect.stringContaining('Bye') }),
      { id: 5, from: 'note', tone: 'info', text: 'The bot has finished' },
    ]);
  });

  it("apologises and notes the provider's reason on failure, leaving out the ticket's 'created' message", async () => {
    backend
      .on('GET', '/app/zendesk/knowledgesearch', { body: { articles: [] } })
      .on('POST', '/app/zendesk/ticket/test', { status: 502, body: { errMessage: { errorMsg: 'Zendesk could not create the ticket: Zendesk is temporarily unavailable.' } } });
    const { outputs } = toSearch();
    const entries = entriesOf(outputs, 1, await runTestHelpdesk(helpdeskEffects(outputs), ''));
    expect(entries.map((e) => (e.from === 'note' ? `note:${e.text}` : e.from === 'bot' && 'html' in e ? `bot:${e.html}` : e.from))).toEqual([
      'bot:<p>I could not find an article about &#34;billing&#34;.</p>',
      'bot:<p>Sorry, creating a support ticket is not available right now. A member of our team can help you instead.</p>',
      'note:The bot could not run "creating a support ticket": Zendesk could not create the ticket: Zendesk is temporarily unavailable.',
      expect.stringContaining('Bye'),
      'note:The bot has finished',
    ]);
  });
});
