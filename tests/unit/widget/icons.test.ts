// @vitest-environment jsdom
// Issue 26: the widget draws every control with an inline SVG, never with a character such as 📎 or 😊 — a system
// without an emoji font (Debian's Chromium has none) shows those as an empty box.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import { initialState, reduce, type Action, type WidgetState } from '../../../widget/src/state';
import { createView, type ViewActions } from '../../../widget/src/ui/view';
import { lookOf } from '../../../src/domain/widgetAppearance';
import { config, wire } from './builders';

let root: ShadowRoot;
let state: WidgetState;
let view: ReturnType<typeof createView>;
const shadow = () => within(root as unknown as HTMLElement);
const apply = (...list: Action[]) => view.update((state = list.reduce(reduce, state)));

/** Every character the widget itself writes (text nodes of its shadow root, outside the messages' own text). */
function ownText(): string {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let out = '';
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!n.parentElement?.closest('.msg > :not(a.file)')) out += n.textContent;
  return out;
}

beforeEach(() => {
  document.body.innerHTML = '';
  const host = document.createElement('parley-widget');
  document.body.appendChild(host);
  root = host.attachShadow({ mode: 'open' });
  const names = ['toggle', 'dismissGreeting', 'send', 'typing', 'upload', 'submitOffline', 'choose', 'rate', 'cancelRating', 'retry', 'home', 'startChat', 'openConversation'] as const;
  const actions = Object.fromEntries(names.map((n) => [n, vi.fn()])) as unknown as ViewActions;
  state = initialState;
  view = createView(root, host, 'https://chat.parley.test', actions);
});

describe('widget icons', () => {
  it('the greeting bubble, header, composer and a file message use SVG icons and no emoji character', () => {
    const messenger = { team: [], line: null, away: false, poweredBy: true, look: lookOf({}) };
    const greeting = { flowId: 1, variantId: 'a', messages: [wire({ id: 0, pos: 0, senderType: 'bot', text: 'Hello!' })] };
    apply({ type: 'configLoaded', config: config({ messenger }) }, { type: 'greetingOffered', greeting });
    expect(shadow().getByRole('button', { name: 'Dismiss' }).querySelector('svg')).not.toBeNull();
    const file = { name: 'quote.pdf', type: 'application/pdf', size: 10, publicUrl: '/uploads/quote.pdf' };
    apply(
      { type: 'conversationResumed', conversationId: 4, status: 'open', messages: [wire({ id: 1, senderType: 'agent', text: '', attachment: file } as never)] },
      { type: 'opened' },
    );
    for (const name of ['Attach a file', 'Insert emoji', 'Minimise chat', 'Back to home']) {
      const button = shadow().getByRole('button', { name });
      expect(button.querySelector('svg path'), name).not.toBeNull();
      expect(button.textContent, name).toBe('');
    }
    const link = shadow().getByRole('link', { name: 'quote.pdf' });
    expect(link.querySelector('svg')).not.toBeNull();
    expect(ownText()).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
