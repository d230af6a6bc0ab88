// The thread: visitor, agent and bot messages (text, GIFs, attachments, links, calendar invitations), the bot's
// buttons, CSAT requests and the receipt under the visitor's newest message.
import { CSAT_LABELS } from '../../../src/domain/csat';
import { TEXT } from '../strings';
import { activeButtons, openFeedbackIds, receiptOf, visibleMessages, type WidgetState } from '../state';
import type { ChatMessage } from '../types';
import { h, safeUrl, type Child } from './dom';
import { ICON_ATTACH, icon } from './icons';

export interface ThreadActions {
  choose(buttonId: string, label: string): void;
  rate(feedbackId: string, rating: number): void;
  cancelRating(feedbackId: string): void;
  retry(clientId: string): void;
}

function body(m: ChatMessage, origin: string): Child[] {
  const out: Child[] = [];
  if (m.type === 'csat_response' && m.feedback?.label) out.push(TEXT.rated(m.feedback.label));
  else if (m.text) out.push(m.text);
  const gif = m.gif && safeUrl(m.gif.previewGif || m.gif.original, origin);
  if (gif) out.push(h('img', { src: gif, alt: m.gif!.name || 'GIF', loading: 'lazy' }));
  const file = m.attachment;
  const fileUrl = file && safeUrl(file.publicUrl, origin);
  if (file && fileUrl) {
    out.push(
      file.type.startsWith('image/')
        ? h('a', { href: fileUrl, target: '_blank', rel: 'noopener' }, h('img', { src: fileUrl, alt: file.name, loading: 'lazy' }))
        : h('a', { href: fileUrl, target: '_blank', rel: 'noopener', download: file.name, class: 'file' }, icon(ICON_ATTACH), file.name),
    );
  }
  const link = m.link && safeUrl(m.link.url, origin);
  if (link) out.push(h('a', { class: 'card', href: link, target: '_blank', rel: 'noopener' }, m.link!.title || link, m.link!.subtitle ? h('small', {}, m.link!.subtitle) : null));
  const cal = m.calendar && safeUrl(m.calendar.url, origin);
  if (cal) out.push(h('a', { class: 'card', href: cal, target: '_blank', rel: 'noopener' }, m.calendar!.title || cal));
  return out;
}

function csatBlock(m: ChatMessage, actions: ThreadActions): HTMLElement {
  const id = m.feedback!.id;
  return h(
    'div',
    { class: 'csat', role: 'group', 'aria-label': TEXT.rateQuestion },
    h('p', {}, m.text || TEXT.rateQuestion),
    h(
      'div',
      { class: 'choices' },
      ...CSAT_LABELS.map((label, i) => h('button', { type: 'button', onclick: () => actions.rate(id, i + 1) }, label)),
      h('button', { type: 'button', onclick: () => actions.cancelRating(id) }, TEXT.cancel),
    ),
  );
}

/** Renders the thread into `log` (replacing what was there). */
export function renderThread(log: HTMLElement, state: WidgetState, origin: string, actions: ThreadActions): void {
  const list = visibleMessages(state);
  const open = openFeedbackIds(list);
  const buttons = activeButtons(state);
  const receipt = receiptOf(state);
  const nodes: Node[] = [];
  let previousSender = '';
  list.forEach((m, i) => {
    if (m.type === 'feedback' && m.feedback?.id) {
      if (open.has(m.feedback.id)) nodes.push(csatBlock(m, actions));
      return;
    }
    if (m.type === 'csat_cancel' || m.type === 'visitor_blocked') return;
    const sender = `${m.senderType}:${m.senderName}`;
    if (m.senderType !== 'visitor' && m.type !== 'info' && sender !== previousSender) nodes.push(h('div', { class: 'who' }, m.senderName));
    previousSender = sender;
    const kind = m.type === 'info' ? 'info' : m.senderType;
    const content = body(m, origin);
    // A bot message may be nothing but its buttons (the greeting's quick replies): no empty bubble then.
    if (content.length) nodes.push(h('div', { class: `msg ${kind}${m.sending === 'failed' ? ' failed' : ''}`, 'data-sender': m.senderType }, ...content));
    if (buttons && buttons.messageIndex === i) {
      nodes.push(
        h('div', { class: 'choices', role: 'group' }, ...buttons.buttons.map((b) => h('button', { type: 'button', onclick: () => actions.choose(b.id, b.label) }, b.label))),
      );
    }
    if (receipt && receipt.index === i) {
      const failed = receipt.label === 'failed' && m.clientId;
      nodes.push(
        h(
          'div',
          { class: 'receipt' },
          failed ? h('button', { type: 'button', onclick: () => actions.retry(m.clientId!) }, TEXT.failed) : TEXT[receipt.label === 'failed' ? 'failed' : receipt.label === 'sending' ? 'sending' : receipt.label],
        ),
      );
    }
  });
  log.replaceChildren(...nodes);
}
