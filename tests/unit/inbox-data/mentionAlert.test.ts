// A teammate's note mentioning the agent alerts them (sound and desktop per their push channels); others' notes and
// their own do not.
import { alertFor } from '../../../src/custom/inbox/data/alertRules';
import { newMessage } from './builders';

const me = 7;
const mentionNote = (mentions: Array<{ id: number; name: string }>, userId = 3) =>
  newMessage(11, { pos: 4, type: 'note', senderType: 'agent', senderName: 'Nora', userId, text: 'Looping in @Sam', mentions }, { user: { id: 'v-9', name: 'Vera' } }).data;

describe('mention alerts', () => {
  it('alert the mentioned agent, naming who mentioned them', () => {
    expect(alertFor(mentionNote([{ id: me, name: 'Sam' }]), { hidden: true, openConversationId: 1, userId: me })).toEqual({
      conversationId: 1,
      visitorId: 'v-9',
      title: 'Nora mentioned you in a note',
      body: 'Looping in @Sam',
    });
    expect(alertFor(mentionNote([{ id: me, name: 'Sam' }]), { hidden: false, openConversationId: 2, userId: me })).not.toBeNull();
  });

  it('stay quiet for notes without them, their own notes, and while they look at the conversation', () => {
    expect(alertFor(mentionNote([{ id: 99, name: 'Other' }]), { hidden: true, openConversationId: null, userId: me })).toBeNull();
    expect(alertFor(mentionNote([{ id: me, name: 'Sam' }], me), { hidden: true, openConversationId: null, userId: me })).toBeNull();
    expect(alertFor(mentionNote([{ id: me, name: 'Sam' }]), { hidden: false, openConversationId: 1, userId: me })).toBeNull();
  });
});
