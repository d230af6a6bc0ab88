// The widget's DOM inside its shadow root: launcher, greeting bubble and the window (home screen or a conversation).
// Built once; update(state) patches what changed. It renders and forwards the visitor's intents; every rule lives in
// state.ts, the look comes from the settings (src/domain/widgetAppearance.ts).
import { TEXT } from '../strings';
import { activePrompt, visibleMessages, type WidgetState } from '../state';
import type { WidgetConfig } from '../types';
import { h } from './dom';
import { emojiControl } from './emoji';
import { header, poweredBy } from './header';
import { transcriptControl } from '../transcript';
import { home, type HomeActions } from './home';
import { ICON_ATTACH, ICON_CLOSE, icon } from './icons';
import { createLauncher, type Launcher } from './launcher';
import { renderThread, type ThreadActions } from './messages';
import { offlineForm, type OfflineValues } from './offlineForm';
import { launcherLook, type LauncherLook } from '../launcherLook';

export interface ViewActions extends ThreadActions, HomeActions {
  home(): void;
  toggle(): void;
  dismissGreeting(): void;
  send(text: string): void;
  typing(): void;
  upload(file: File): void;
  submitOffline(v: OfflineValues): Promise<void>;
  /** Emails the open conversation's transcript (widget/src/transcript.ts); the server's text. */
  transcript(email: string | null): Promise<string>;
}

/** The project's look: the messenger's, else the older colour and position fields. */
export const configLook = (config: WidgetConfig): LauncherLook => launcherLook({ colour: config.colour, position: config.position, ...config.messenger?.look });

const isDark = (config: WidgetConfig) => {
  const theme = config.messenger?.look.theme;
  return theme === 'dark' || (theme === 'auto' && typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches);
};

function placeholderFor(prompt: ReturnType<typeof activePrompt>): string {
  if (!prompt) return TEXT.messagePlaceholder;
  if (prompt.validation === 'email') return TEXT.emailPlaceholder;
  if (prompt.validation === 'phone') return TEXT.phonePlaceholder;
  return TEXT.answerPlaceholder;
}

export interface View {
  update(state: WidgetState): void;
}

/** `autofocus`: move the focus into the window when it opens (not in the settings page's preview). `launcher`: the one
 *  widget.js drew before this part loaded (launcher.ts), taken over; else a new one. */
export function createView(root: ShadowRoot, host: HTMLElement, origin: string, actions: ViewActions, opts: { autofocus?: boolean; launcher?: Launcher } = {}): View {
  const autofocus = opts.autofocus ?? true;
  const launcherParts = opts.launcher ?? createLauncher(root, host);
  const { button: launcher, badge } = launcherParts;
  launcherParts.onClick(() => actions.toggle());
  const bubbleText = h('div', {});
  const bubble = h(
    'div',
    { class: 'bubble', hidden: true, role: 'status', onclick: () => actions.toggle() },
    h('button', { type: 'button', class: 'x', 'aria-label': TEXT.dismissGreeting, onclick: (e: Event) => (e.stopPropagation(), actions.dismissGreeting()) }, icon(ICON_CLOSE)),
    bubbleText,
  );

  const net = h('span', { class: 'net', hidden: true }, TEXT.reconnecting);
  const headSlot = h('div', {});
  const homeSlot = h('div', { class: 'homewrap' });
  const brandSlot = h('div', { class: 'brand' });
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
  const attach = h('button', { type: 'button', class: 'attach', 'aria-label': TEXT.attach, onclick: () => file.click() }, icon(ICON_ATTACH));
  const emoji = emojiControl(origin, (e) => {
    const at = textarea.selectionStart ?? textarea.value.length;
    textarea.value = textarea.value.slice(0, at) + e + textarea.value.slice(textarea.selectionEnd ?? at);
    textarea.focus();
    textarea.selectionStart = textarea.selectionEnd = at + e.length;
  });
  const foot = h('div', { class: 'foot' }, attach, emoji.button, file, textarea, h('button', { type: 'button', class: 'send', onclick: sendNow }, TEXT.send));
  const privacy = h('div', { class: 'note', hidden: true });
  const transcript = transcriptControl((email) => actions.transcript(email));
  const error = h('div', { class: 'note err', role: 'alert', hidden: true });
  const offlineSlot = h('div', { class: 'offwrap', hidden: true });
  const windowEl = h(
    'div',
    { class: 'window', role: 'dialog', 'aria-label': '', hidden: true },
    headSlot,
    homeSlot,
    log,
    offlineSlot,
    typing,
    error,
    transcript,
    privacy,
    emoji.panel,
    foot,
    brandSlot,
  );
  launcher.before(windowEl, bubble);
  // Escape closes the window (the emoji panel takes its own Escape first) and gives the focus back to the launcher.
  windowEl.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    actions.toggle();
    launcher.focus();
  });

  let prev: WidgetState | null = null;
  return {
    update(state) {
      const p = prev;
      prev = state;
      const config = state.config;
      // Before the settings: only the launcher follows a click (the window opens when they arrive).
      if (!config) return launcherParts.draw(state.open);
      const chat = state.screen === 'chat';
      if (!p || p.config !== config || p.screen !== state.screen) headSlot.replaceChildren(header(config, origin, chat, actions, net));
      if (!p || p.config !== config || p.screen !== state.screen || p.conversations !== state.conversations || p.conversationId !== state.conversationId || p.status !== state.status) {
        homeSlot.replaceChildren(chat ? '' : home(config, state, actions));
      }
      homeSlot.hidden = chat;
      if (!p || p.config !== config) {
        launcherParts.setLook(configLook(config));
        host.setAttribute('data-ready', '');
        emoji.setDark(isDark(config));
        windowEl.setAttribute('aria-label', config.title);
        const brand = poweredBy(config, origin);
        brandSlot.replaceChildren(...(brand ? [brand] : []));
        brandSlot.hidden = !brand;
        privacy.hidden = !config.privacy.enabled;
        privacy.replaceChildren(config.privacy.text, ' ', config.privacy.url ? h('a', { href: config.privacy.url, target: '_blank', rel: 'noopener' }, TEXT.privacyLink) : '');
      }
      launcherParts.draw(state.open);
      badge.hidden = state.unread === 0 || state.open;
      badge.textContent = String(state.unread);
      windowEl.hidden = !state.open;
      windowEl.setAttribute('data-screen', state.screen);
      host.toggleAttribute('data-open', state.open);
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
      log.hidden = offline || !chat;
      foot.hidden = offline || !chat;
      typing.hidden = offline || !chat;
      offlineSlot.hidden = !offline || !chat;
      if (!chat) {
        error.hidden = true;
        privacy.hidden = true;
        emoji.close();
      } else privacy.hidden = !config.privacy.enabled;
      transcript.hidden = offline || !chat || state.conversationId === null;

      if (!p || p.messages !== state.messages || p.greeting !== state.greeting || p.agentReadTime !== state.agentReadTime || p.conversationId !== state.conversationId) {
        const nearBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 80;
        renderThread(log, state, origin, actions);
        if (nearBottom || !p || p.messages.length !== state.messages.length) log.scrollTop = log.scrollHeight;
      }
      typing.textContent = state.typing !== null ? TEXT.typing(state.typing) : state.status === 'close' && visibleMessages(state).length ? TEXT.closed : '';
      const prompt = activePrompt(state);
      textarea.placeholder = placeholderFor(prompt);
      attach.hidden = state.conversationId === null;
      if (autofocus && state.open && (!p || !p.open || p.screen !== state.screen)) {
        queueMicrotask(() => (chat ? textarea : homeSlot.querySelector<HTMLButtonElement>('.start'))?.focus());
      }
    },
  };
}
