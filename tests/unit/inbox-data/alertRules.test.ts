// Alerts only for visitors, and only when the agent is not already looking at that conversation.
import { alertFor } from '../../../src/custom/inbox/data/alertRules';
import { newMessage } from './builders';

const away = { hidden: true, openConversationId: 1 };
const watching = { hidden: false, openConversationId: 1 };
const elsewhere = { hidden: false, openConversationId: 2 };

describe('alertFor', () => {
  it('announces a new conversation with the visitor’s name and first words', () => {
    const e = newMessage(11, { pos: 1, text: 'Do you ship to Norway?' }, { user: { id: 'v-9', name: 'Nora' } });
    expect(alertFor(e.data, elsewhere)).toEqual({ conversationId: 1, visitorId: 'v-9', title: 'New conversation from Nora', body: 'Do you ship to Norway?' });
  });

  it('alerts when the page is hidden or another conversation is open, not while watching it', () => {
    const e = newMessage(11, { pos: 3, text: 'hello?' });
    expect(alertFor(e.data, away)?.title).toBe('New message from Ada Lovelace');
    expect(alertFor(e.data, elsewhere)).not.toBeNull();
    expect(alertFor(e.data, watching)).toBeNull();
    expect(alertFor(e.data, { hidden: false, openConversationId: null })).not.toBeNull();
  });

  it('stays quiet for agents, bots and a bot conversation past its start', () => {
    expect(alertFor(newMessage(11, { pos: 3, senderType: 'agent' }).data, away)).toBeNull();
    expect(alertFor(newMessage(11, { pos: 3, senderType: 'bot' }).data, away)).toBeNull();
    expect(alertFor(newMessage(11, { pos: 3 }, { botConv: true }).data, away)).toBeNull();
    expect(alertFor(newMessage(11, { pos: 1 }, { botConv: true }).data, away)).not.toBeNull();
  });

  it('names a nameless visitor "Site visitor"', () => {
    const e = newMessage(11, { pos: 2, senderName: '' }, { user: { id: 'v', name: ' ' } });
    expect(alertFor(e.data, away)?.title).toBe('New message from Site visitor');
  });
});
