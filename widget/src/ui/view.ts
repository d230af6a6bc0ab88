// The widget's DOM inside its shadow root: launcher, greeting bubble and chat window. Built once; update(state)
// patches what changed. It renders and forwards the visitor's intents; every rule lives in state.ts.
import { TEXT } from '../strings';
import { activePrompt, visibleMessages, type WidgetState } from '../state';
import { h } from './dom';
import { renderThread, type ThreadActions } from './messages';
import { offlineForm, type OfflineValues } from './offlineForm';

export interface ViewActions extends ThreadActions {
  toggle(): void;
  dismissGreeting(): void;
  send(text: string): void;
  typing(): void;
  upload(file: File): void;
  submitOffline(v: OfflineValues): Promise<void>;
}

const ICON_CHAT = 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z';
const ICON_CLOSE = 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z';

function icon(path: string): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const p = document.createElementNS(ns, 'path');
  p.setAttribute('d', path);
  svg.appendChild(p);
  return svg;
}

function placeholderFor(prompt: ReturnType<typeof activePrompt>): string {
  if (!prompt) return TEXT.messagePlaceholder;
  if (prompt.validation === 'email') return TEXT.emailPlaceholder;
  if (prompt.validation === 'phone') return TEXT.phonePlaceholder;
  return TEXT.answerPlaceholder;
}

export interface View {
  update(state: WidgetState): void;
}

export function createView(root: ShadowRoot, host: HTMLElement, origin: string, actions: ViewActions): View {
  const badge = h('span', { class: 'badge', hidden: true });
  const launcher = h('button', { type: 'button', class: 'launcher', 'aria-label': TEXT.openChat, 'aria-expanded': 'false', onclick: () => actions.toggle() }, icon(ICON_CHAT), badge);
  const bubbleText = h('div', {});
  const bubble = h(
    'div',
    { class: 'bubble', hidden: true, role: 'status', onclick: () => actions.toggle() },
    h('button', { type: 'button', class: 'x', 'aria-label': TEXT.dismissGreeting, onclick: (e: Event) => (e.stopPropagation(), actions.dismissGreeting()) }, '×'),
    bubbleText,
  );

  const title = h('h2', {});
  const avatar = h('img', { alt: '', hidden: true });
  const net = h('span', { class: 'net', hidden: true }, TEXT.reconnecting);
  const log = h('div', { class: 'log', role: 'log', 'aria-live': 'polite' });
  const typing = h('div', { class: 'typing', 'aria-live': 'polite' });
  const textarea = h('textarea', { rows: 1, 'aria-label': TEXT.messageLabel, placeholder: TEXT.messagePlaceholder });
  const file = h('input', { type: 'file', hidden: true });
  const sendNow = () => {
    const text = textarea.value.trim();
    if (!text) return;
    textarea.value = '';
    actions.send(text);
  };
  textarea.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
      e.preventDefault();
      sendNow();
    }
  });
  textarea.addEventListener('input', () => actions.typing());
  file.addEventListener('change', () => {
    const f = file.files?.[0];
    if (f) actions.upload(f);
    file.value = '';
  });
  const attach = h('button', { type: 'button', class: 'attach', 'aria-label': TEXT.attach, onclick: () => file.click() }, '📎');
  const foot = h('div', { class: 'foot' }, attach, file, textarea, h('button', { type: 'button', class: 'send', onclick: sendNow }, TEXT.send));
  const privacy = h('div', { class: 'note', hidden: true });
  const error = h('div', { class: 'note err', role: 'alert', hidden: true });
  const offlineSlot = h('div', { class: 'offwrap', hidden: true });
  const windowEl = h(
    'div',
    { class: 'window', role: 'dialog', 'aria-label': '', hidden: true },
    h('div', { class: 'head' }, avatar, title, net, h('button', { type: 'button', 'aria-label': TEXT.minimise, onclick: () => actions.toggle() }, '−')),
    log,
    offlineSlot,
    typing,
    error,
    privacy,
    foot,
  );
  root.append(windowEl, bubble, launcher);

  let prev: WidgetState | null = null;
  return {
    update(state) {
      const p = prev;
      prev = state;
      const config = state.config;
      if (!config) return;
      if (!p || p.config !== config) {
        host.style.setProperty('--c', config.colour);
        host.setAttribute('data-position', config.position);
        title.textContent = config.title;
        windowEl.setAttribute('aria-label', config.title);
        if (config.bot.image) {
          avatar.src = config.bot.image;
          avatar.hidden = false;
        }
        privacy.hidden = !config.privacy.enabled;
        privacy.replaceChildren(config.privacy.text, ' ', config.privacy.url ? h('a', { href: config.privacy.url, target: '_blank', rel: 'noopener' }, TEXT.privacyLink) : '');
      }
      launcher.setAttribute('aria-label', state.open ? TEXT.closeChat : TEXT.openChat);
      launcher.setAttribute('aria-expanded', String(state.open));
      launcher.replaceChildren(icon(state.open ? ICON_CLOSE : ICON_CHAT), badge);
      badge.hidden = state.unread === 0 || state.open;
      badge.textContent = String(state.unread);
      windowEl.hidden = !state.open;
      const first = state.greeting?.messages.find((m) => m.text);
      bubble.hidden = state.open || state.greetingDismissed || !first;
      bubbleText.replaceChildren(...(first ? [h('p', {}, first.text)] : []));
      net.hidden = state.network !== 'unavailable' || !state.session;
      error.hidden = !state.error;
      error.textContent = state.error ?? '';

      const offline = state.offline !== null;
      if (!p || p.offline !== state.offline || p.config !== config) {
        offlineSlot.hidden = !offline;
        offlineSlot.replaceChildren(
          state.offline === 'form' ? offlineForm(config, (v) => actions.submitOffline(v)) : state.offline === 'sent' ? h('div', { class: 'offline' }, h('p', { role: 'status' }, TEXT.offlineThanks)) : '',
        );
      }
      log.hidden = offline;
      foot.hidden = offline;
      typing.hidden = offline;

      if (!p || p.messages !== state.messages || p.greeting !== state.greeting || p.agentReadTime !== state.agentReadTime || p.conversationId !== state.conversationId) {
        const nearBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 80;
        renderThread(log, state, origin, actions);
        if (nearBottom || !p || p.messages.length !== state.messages.length) log.scrollTop = log.scrollHeight;
      }
      typing.textContent = state.typing !== null ? TEXT.typing(state.typing) : state.status === 'close' && visibleMessages(state).length ? TEXT.closed : '';
      const prompt = activePrompt(state);
      textarea.placeholder = placeholderFor(prompt);
      attach.hidden = state.conversationId === null;
      if (state.open && (!p || !p.open)) queueMicrotask(() => textarea.focus());
    },
  };
}
