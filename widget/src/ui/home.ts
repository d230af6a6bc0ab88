// The home screen, as Intercom's and Crisp's messengers open: the greeting on the brand colour, then a card to
// "Send us a message" (or continue the open conversation) showing who answers and how soon, and the visitor's
// recent conversations. The window sizes to this content (styles.ts .window[data-screen=home]).
import type { WidgetConfig } from '../types';
import type { ConversationSummary, WidgetState } from '../state';
import { TEXT } from '../strings';
import { h } from './dom';
import { ICON_CHAT_ROW, ICON_NEXT, ICON_SEND, icon } from './icons';

export interface HomeActions {
  startChat(): void;
  openConversation(id: number): void;
}

const when = (seconds: number) => new Date(seconds * 1000).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

function row(c: ConversationSummary, actions: HomeActions): HTMLElement {
  const status = c.status === 'close' ? TEXT.conversationClosed : TEXT.conversationOpen;
  return h(
    'li',
    {},
    h(
      'button',
      { type: 'button', class: 'conv', 'aria-label': TEXT.conversationLabel(when(c.lastEventTime), status), onclick: () => actions.openConversation(c.id) },
      h('span', { class: 'ic' }, icon(ICON_CHAT_ROW)),
      h('span', { class: 'what' }, h('strong', {}, when(c.lastEventTime)), h('small', { class: c.status === 'close' ? 'closed' : 'open' }, status)),
      icon(ICON_NEXT),
    ),
  );
}

export function home(config: WidgetConfig, state: WidgetState, actions: HomeActions): HTMLElement {
  const look = config.messenger?.look;
  const line = config.messenger?.line;
  const underway = state.conversationId !== null && state.status !== 'close';
  const recent = state.conversations.slice(0, 3);
  return h(
    'div',
    { class: 'home' },
    h('div', { class: 'hero' }, h('p', { class: 'greet' }, look?.greeting || config.title)),
    h(
      'div',
      { class: 'cards' },
      h(
        'button',
        { type: 'button', class: 'start', onclick: () => actions.startChat() },
        h('span', { class: 'what' }, h('strong', {}, underway ? TEXT.continueConversation : TEXT.startConversation), line ? h('small', {}, line) : null),
        icon(ICON_SEND),
      ),
      recent.length ? h('section', { class: 'recent', 'aria-label': TEXT.recent }, h('h3', {}, TEXT.recent), h('ul', {}, ...recent.map((c) => row(c, actions)))) : null,
    ),
  );
}
