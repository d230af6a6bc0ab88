// The open conversation: every message type of spec §3, mention links, pending and failed replies, the header's
// actions, participants, older messages and the visitor panel.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INBOX_MSG } from '../../../src/domain/inbox/messages';
import { buildConversation } from '../inbox-model/builders';
import { buildDetail, entry, fake, resetToOneConversation, spies } from './fakeData';
import { renderInbox } from './harness';

vi.mock('../../../src/custom/inbox/data', async () => (await import('./fakeData')).dataModule);

beforeEach(resetToOneConversation);

const open = () => renderInbox('/inbox/1?visitorId=v-ada');
const entryOfType = (type: string) => {
  const found = screen.getAllByTestId('thread-entry').filter((e) => e.dataset.type === type);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('message types', () => {
  it('renders every type of spec §3', () => {
    const attachment = { id: 5, name: 'quote.pdf', publicUrl: 'https://files.example/quote.pdf', size: 2048, type: 'application/pdf', createdAt: 1, senderName: 'Ada' };
    fake.entries = [
      entry({ id: 1, type: 'message', text: 'Hello <b>there</b><script>alert(1)</script>' }),
      entry({ id: 2, type: 'info', senderType: 'system', senderName: '', text: 'Bob joined the conversation' }),
      entry({ id: 3, type: 'feedback', senderType: 'agent', senderName: 'Bob', text: '' }),
      entry({ id: 4, type: 'csat_response', text: '', feedback: { id: 'f1', rating: 4 } }),
      entry({ id: 5, type: 'csat_cancel', text: '' }),
      entry({ id: 6, type: 'visitor_blocked', senderType: 'system', senderName: '', text: '' }),
      entry({ id: 7, type: 'attachments', text: '', attachment }),
    ];
    open();
    const message = entryOfType('message');
    expect(within(message).getByText('there').tagName).toBe('STRONG');
    expect(message.querySelector('script')).toBeNull();
    expect(message).not.toHaveTextContent('alert(1)');
    expect(entryOfType('info')).toHaveTextContent('Bob joined the conversation');
    expect(entryOfType('feedback')).toHaveTextContent('Customer satisfaction survey sent');
    expect(entryOfType('csat_response')).toHaveTextContent('Rated 4/5: Good');
    expect(entryOfType('csat_cancel')).toHaveTextContent('The visitor dismissed the satisfaction survey');
    expect(entryOfType('visitor_blocked')).toHaveTextContent('The visitor was blocked');
    const file = within(entryOfType('attachments')).getByRole('link', { name: /^quote\.pdf/ });
    expect(file).toHaveAttribute('href', 'https://files.example/quote.pdf');
    expect(entryOfType('attachments')).toHaveTextContent('2 KB');
  });

  it.each([
    [1, 'Disappointing'],
    [2, 'Bad'],
    [3, 'Just ok'],
    [4, 'Good'],
    [5, 'Excellent'],
  ])('labels a CSAT rating of %i as %s', (rating, label) => {
    fake.entries = [entry({ id: 1, type: 'csat_response', text: '', feedback: { id: 'f', rating } })];
    open();
    expect(entryOfType('csat_response')).toHaveTextContent(`Rated ${rating}/5: ${label}`);
  });

  it('renders a GIF, a calendar link, a canned message and a link card with title and subtitle', () => {
    fake.entries = [
      entry({ id: 1, type: 'message', text: '', gif: { name: 'wave', original: 'https://gif.example/o.gif', previewGif: 'https://gif.example/p.gif', previewStill: '' } }),
      entry({ id: 2, type: 'message', text: '', calendar: { url: 'https://cal.example/bob', title: 'Meet Bob' } }),
      entry({ id: 3, type: 'message', text: '', cannedMessage: { messageId: 9, message: 'Thanks for reaching out!' } }),
      entry({ id: 4, type: 'message', text: 'See this', link: { url: 'https://docs.example/pricing', title: 'Pricing', subtitle: 'Plans and billing' } }),
      entry({ id: 5, type: 'message', text: '', link: { url: 'javascript:alert(1)', title: 'Bad', subtitle: '' } }),
    ];
    open();
    expect(screen.getByRole('img', { name: 'wave' })).toHaveAttribute('src', 'https://gif.example/p.gif');
    expect(screen.getByRole('link', { name: 'Meet Bob' })).toHaveAttribute('href', 'https://cal.example/bob');
    expect(screen.getByText('Thanks for reaching out!')).toBeInTheDocument();
    const card = screen.getByRole('link', { name: /Pricing/ });
    expect(card).toHaveAttribute('href', 'https://docs.example/pricing');
    expect(card).toHaveTextContent('Plans and billing');
    expect(screen.getByText('Bad').closest('a')).toBeNull();
  });

  it('names the sender: the visitor (or Site visitor), the agent, with the time', () => {
    fake.detail = buildDetail({ conversationId: 1, visitor: { name: '' } });
    fake.entries = [
      entry({ id: 1, senderType: 'visitor', senderName: '', text: 'hi' }),
      entry({ id: 2, senderType: 'agent', senderName: 'Bob Agent', userId: 3, visitorId: null, text: 'hello' }),
    ];
    open();
    const [visitor, agent] = screen.getAllByTestId('thread-entry');
    expect(visitor).toHaveTextContent(/Site visitor ·/);
    expect(agent).toHaveTextContent(/Bob Agent ·/);
  });
});

describe('mentions', () => {
  it('links a mention only when its tag holds an id the message mentions', () => {
    fake.entries = [
      entry({
        id: 1,
        senderType: 'agent',
        text: 'Ask <span class="mention" data-id="4">@Bob</span> or <span class="mention" data-id="5">@Eve</span>',
        mentions: [{ id: 4, name: 'Bob' }],
      }),
    ];
    open();
    const bob = screen.getByText('@Bob');
    expect(bob.tagName).toBe('A');
    expect(bob).toHaveAttribute('data-id', '4');
    expect(screen.getByText(/@Eve/).tagName).not.toBe('A');
    expect(screen.queryByRole('link', { name: '@Eve' })).not.toBeInTheDocument();
  });

  it('links the mentions of a plain-text reply', () => {
    fake.entries = [entry({ id: 1, senderType: 'agent', text: '@Bob can you take this?', mentions: [{ id: 4, name: 'Bob' }] })];
    open();
    expect(screen.getByRole('link', { name: '@Bob' })).toHaveAttribute('data-id', '4');
  });
});

describe('pending and failed replies', () => {
  it("shows 'sending' for a reply on its way", () => {
    fake.entries = [entry({ id: 0, clientId: 'c-1', senderType: 'agent', text: 'On it' }, 'sending')];
    open();
    expect(screen.getByText('Sending…')).toBeInTheDocument();
  });

  it('shows a failed reply with Retry (retry(clientId)) and Discard (discard(clientId))', () => {
    fake.entries = [entry({ id: 0, clientId: 'c-9', senderType: 'agent', text: 'Lost reply' }, 'failed', 'You are not authorized')];
    open();
    expect(screen.getByRole('alert')).toHaveTextContent(`${INBOX_MSG.sendFailed}: You are not authorized`);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(spies.retry).toHaveBeenCalledWith('c-9');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(spies.discard).toHaveBeenCalledWith('c-9');
  });

  it('loads older messages on request', () => {
    fake.hasOlder = true;
    fake.entries = [entry({ id: 1 })];
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(spies.loadOlder).toHaveBeenCalledTimes(1);
  });
});

describe('header actions', () => {
  it('changes the status, stars and archives', async () => {
    open();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Conversation status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Open', 'Pending', 'Closed']);
    fireEvent.click(screen.getByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(spies.setStatus).toHaveBeenCalledWith(1, 'pending'));
    fireEvent.click(screen.getByRole('button', { name: 'Star conversation' }));
    expect(spies.setStarred).toHaveBeenCalledWith(1, true);
    fireEvent.click(screen.getByRole('button', { name: 'Archive conversation' }));
    expect(spies.setArchived).toHaveBeenCalledWith(1, true);
  });

  it('offers Accept for a bot conversation only', () => {
    const view = open();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    view.unmount();
    fake.detail = buildDetail({ conversationId: 1, details: { botConv: true } });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(spies.accept).toHaveBeenCalledWith(1);
  });

  it('adds an agent found by search and removes one', async () => {
    fake.detail = buildDetail({ conversationId: 1, participants: { appUsers: [{ id: 3, name: 'Bob Agent', img: null }], slackUsers: [] } });
    fake.members = [
      { id: 3, name: 'Bob Agent', email: 'bob@acme.test', img: null },
      { id: 4, name: 'Bea Agent', email: 'bea@acme.test', img: null },
    ];
    open();
    fireEvent.click(screen.getByLabelText('Remove Bob Agent'));
    expect(spies.removeMember).toHaveBeenCalledWith(1, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Add agent' }));
    fireEvent.change(await screen.findByLabelText('Search agents'), { target: { value: 'agent' } });
    // Bob already takes part: only Bea is offered.
    expect(screen.queryByRole('button', { name: /Bob Agent/ })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /Bea Agent/ }));
    expect(spies.addMembers).toHaveBeenCalledWith(1, [4]);
  });
});

describe('visitor panel', () => {
  it("shows the visitor, tags, the thread's attachments and who handles the conversation", () => {
    fake.tags = [
      { id: 1, name: 'VIP' },
      { id: 2, name: 'Lead' },
    ];
    fake.items = [buildConversation({ id: 1, tags: [2] })];
    fake.detail = buildDetail({
      conversationId: 1,
      visitor: { online: true },
      participants: { appUsers: [{ id: 3, name: 'Bob Agent', img: null }], slackUsers: [{ threadId: 't', name: 'Sam' }] },
    });
    const attachment = { id: 5, name: 'logo.png', publicUrl: 'https://files.example/logo.png', size: 10, type: 'image/png', createdAt: 1, senderName: 'Ada' };
    fake.entries = [entry({ id: 1, type: 'attachments', text: '', attachment })];
    open();
    const panel = screen.getByRole('complementary', { name: 'Visitor details' });
    expect(panel).toHaveTextContent('Ada Lovelace');
    expect(panel).toHaveTextContent('Online');
    expect(panel).toHaveTextContent('ada@example.com');
    expect(panel).toHaveTextContent('Analytical Engines');
    expect(panel).toHaveTextContent('London, UK');
    expect(within(panel).getByText('Lead')).toBeInTheDocument();
    expect(within(panel).queryByText('VIP')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'logo.png' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Handled by agents');
    expect(panel).toHaveTextContent('Participants: Bob Agent, Sam (Slack)');
  });
});
