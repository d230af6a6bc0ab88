// How the agent's thread reads what the bot did: the options a bot message offered and which one the visitor chose
// (their reply right after, which carries the option's label), so a buttons step never shows as an empty bubble.
import type { Message } from './types';

/** For each bot message that offered buttons (by index), the label the visitor then chose, if any. */
export function chosenOptions(messages: ReadonlyArray<Pick<Message, 'senderType' | 'buttons' | 'text' | 'type'>>): Map<number, string> {
  const chosen = new Map<number, string>();
  messages.forEach((m, i) => {
    if (!m.buttons?.length) return;
    // The visitor's next chat message (bot notes in between do not count).
    const next = messages.slice(i + 1).find((n) => n.type === 'message' && (n.senderType === 'visitor' || n.buttons?.length));
    if (next?.senderType !== 'visitor') return;
    const label = m.buttons.find((b) => b.label.trim().toLowerCase() === next.text.trim().toLowerCase())?.label;
    if (label) chosen.set(i, label);
  });
  return chosen;
}

/** Is the list scrolled to (or within `slack` px of) its end? New messages follow only then. */
export const isAtEnd = (el: { scrollHeight: number; scrollTop: number; clientHeight: number }, slack = 80) =>
  el.scrollHeight - el.scrollTop - el.clientHeight <= slack;
