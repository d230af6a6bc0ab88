// The bot runtime's messages (src/domain/flows/runtimeTypes.ts BotMessage) as inbox messages with senderType 'bot':
// buttons and input prompts travel as the optional `buttons` / `prompt` fields of Message (docs/visitor-api.md).
import type { BotMessage } from '../../../src/domain/flows/runtime';
import type { Message } from '../../../src/domain/inbox/types';
import type { NewMessage } from '../inbox/messages';

export const BOT_DEFAULTS = { name: 'Parley Bot', image: null as string | null };
export const BOT_TEXT = {
  bookMeeting: 'Book a meeting',
  away: 'Our team is away right now. Leave your message here and we will get back to you.',
  integrationUnavailable: (action: string) => `Sorry, ${action} is not available right now. A member of our team can help you instead.`,
} as const;

type Payload = Partial<Pick<Message, 'gif' | 'calendar' | 'link' | 'feedback' | 'buttons' | 'prompt'>>;

export function botMessage(name: string, text: string, payload: Payload, now: number): NewMessage {
  return {
    type: payload.feedback ? 'feedback' : 'message',
    senderType: 'bot',
    senderName: name,
    userId: null,
    text,
    // NewMessage's payload type predates bot buttons/prompts; presenter.toMessage spreads whatever is stored.
    payload: payload as NewMessage['payload'],
    now,
  };
}

/** One runtime message as a stored bot message; `meetingLink` replaces a calendar step's link with the routed agent's. */
export function fromBotMessage(out: BotMessage, name: string, now: number, meetingLink: string | null): NewMessage {
  switch (out.kind) {
    case 'text':
      return botMessage(name, out.text, out.gifs[0] ? { gif: out.gifs[0] } : {}, now);
    case 'buttons':
      return botMessage(name, out.text, { buttons: out.options }, now);
    case 'inputPrompt':
      return botMessage(name, out.text, { prompt: { field: out.field, validation: out.validation } }, now);
    case 'invalidInput':
      return botMessage(name, out.text, {}, now);
    case 'link':
      return botMessage(name, out.title, { link: { url: out.url, title: out.title, subtitle: out.subtitle } }, now);
    case 'calendarRequest':
      return botMessage(name, out.text, { calendar: { url: meetingLink ?? out.url, title: out.text || BOT_TEXT.bookMeeting } }, now);
    case 'feedbackRequest':
      return botMessage(name, out.text, { feedback: { id: out.stepId }, buttons: out.ratings.map((r) => ({ id: r.id, label: r.label })) }, now);
  }
}

/** A greeting shown before anything is stored (POST /app/visitor/events): Message-shaped, id and pos 0. */
export function previewMessage(m: NewMessage): Omit<Message, 'mentions' | 'userId'> {
  return {
    id: 0,
    pos: 0,
    type: m.type,
    senderType: m.senderType,
    senderName: m.senderName,
    text: m.text,
    visitorId: null,
    time: m.now,
    clientId: null,
    ...(m.payload as Payload),
  };
}
