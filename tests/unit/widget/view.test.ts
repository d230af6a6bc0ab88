// @vitest-environment jsdom
// The widget's DOM inside a shadow root: launcher, greeting bubble, thread (visitor/agent/bot, GIF, attachment),
// bot buttons, CSAT rating, typing line, receipts, offline form. Queries go through the shadow root, as a site
// script would have to.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import { initialState, reduce, type Action, type WidgetState } from '../../../widget/src/state';
import { createView, type ViewActions } from '../../../widget/src/ui/view';
import { config, wire } from './builders';

let host: HTMLElement;
let root: ShadowRoot;
let actions: { [K in keyof ViewActions]: ReturnType<typeof vi.fn> };
let state: WidgetState;
let view: ReturnType<typeof createView>;

function apply(...list: Action[]) {
  state = list.reduce(reduce, state);
  view.update(state);
}
const shadow = () => within(root as unknown as HTMLElement);

beforeEach(() => {
  document.body.innerHTML = '';
  host = document.createElement('parley-widget');
  document.body.appendChild(host);
  root = host.attachShadow({ mode: 'open' });
  actions = {
    toggle: vi.fn(),
    dismissGreeting: vi.fn(),
    send: vi.fn(),
    typing: vi.fn(),
    upload: vi.fn(),
    submitOffline: vi.fn(async () => undefined),
    choose: vi.fn(),
    rate: vi.fn(),
    cancelRating: vi.fn(),
    retry: vi.fn(),
    home: vi.fn(),
    startChat: vi.fn(),
    openConversation: vi.fn(),
    transcript: vi.fn(async () => 'The transcript was sent by email.'),
  };
  state = initialState;
  view = createView(root, host, 'https://chat.parley.test', actions as unknown as ViewActions);
});

describe('widget view', () => {
  it('shows an "Open chat" launcher in the project colour and position, and nothing in the page itself', () => {
    apply({ type: 'configLoaded', config: config({ colour: '#ff5722', position: 'left' }) });
    const launcher = shadow().getByRole('button', { name: 'Open chat' });
    launcher.click();
    expect(actions.toggle).toHaveBeenCalledOnce();
    expect(host.style.getPropertyValue('--c')).toBe('#ff5722');
    expect(host.getAttribute('data-position')).toBe('left');
    expect(document.body.querySelectorAll('button')).toHaveLength(0); // everything lives in the shadow root
    apply({ type: 'opened' });
    expect(shadow().getByRole('button', { name: 'Close chat' })).toBeInTheDocument();
    const dialog = root.querySelector('[role="dialog"]')!;
    expect(dialog).toHaveAttribute('aria-label', 'Chat with us');
    expect(dialog).not.toHaveAttribute('hidden');
  });

  it('shows the greeting bubble, then the greeting with its buttons in the window', () => {
    const greeting = { flowId: 1, variantId: 'a', messages: [wire({ id: 0, pos: 0, senderType: 'bot', senderName: 'Parley bot', text: 'Hi there! What brings you here?', buttons: [{ id: 'sales', label: 'Talk to sales' }] })] };
    apply({ type: 'configLoaded', config: config() }, { type: 'greetingOffered', greeting });
    expect(shadow().getByRole('status')).toHaveTextContent('Hi there! What brings you here?');
    apply({ type: 'opened' });
    shadow().getByRole('button', { name: 'Talk to sales' }).click();
    expect(actions.choose).toHaveBeenCalledWith('sales', 'Talk to sales');
  });

  it('renders visitor, agent and bot messages as text only, with GIFs and attachments from the API origin', () => {
    apply(
      { type: 'configLoaded', config: config() },
      {
        type: 'conversationResumed',
        conversationId: 5,
        status: 'open',
        messages: [
          wire({ id: 1, senderType: 'visitor', senderName: 'Vera', text: '<img src=x onerror=alert(1)>' }),
          wire({ id: 2, senderType: 'bot', senderName: 'Parley bot', text: 'Let me find someone.' }),
          wire({ id: 3, senderType: 'agent', senderName: 'Ann', text: '', gif: { name: 'wave', original: 'https://gifs.test/w.gif', previewGif: 'https://gifs.test/w-small.gif', previewStill: '' } }),
          wire({ id: 4, senderType: 'agent', senderName: 'Ann', type: 'attachments', text: '', attachment: { id: 1, name: 'quote.pdf', publicUrl: '/uploads/k/quote.pdf', size: 10, type: 'application/pdf', createdAt: 1, senderName: 'Ann' } }),
          wire({ id: 5, senderType: 'agent', senderName: 'Ann', text: 'javascript link', link: { url: 'javascript:alert(1)', title: 'bad', subtitle: '' } }),
        ],
      },
      { type: 'opened' },
    );
    const log = shadow().getByRole('log');
    expect(log.querySelector('.msg.visitor')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(log.querySelectorAll('img[src="x"]')).toHaveLength(0);
    expect(within(log).getByText('Let me find someone.').closest('.msg')).toHaveAttribute('data-sender', 'bot');
    expect(within(log).getByRole('img', { name: 'wave' })).toHaveAttribute('src', 'https://gifs.test/w-small.gif');
    expect(within(log).getByRole('link', { name: /quote\.pdf/ })).toHaveAttribute('href', 'https://chat.parley.test/uploads/k/quote.pdf');
    expect(within(log).queryByRole('link', { name: 'bad' })).toBeNull();
  });

  it('asks for a CSAT rating with the five labels and Cancel, then shows the answer instead', () => {
    apply(
      { type: 'configLoaded', config: config() },
      { type: 'conversationResumed', conversationId: 5, status: 'open', messages: [wire({ id: 1, type: 'feedback', text: 'How did we do?', feedback: { id: 'fb1' } })] },
      { type: 'opened' },
    );
    const group = shadow().getByRole('group', { name: 'How would you rate this conversation?' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Disappointing', 'Bad', 'Just ok', 'Good', 'Excellent', 'Cancel']);
    within(group).getByRole('button', { name: 'Excellent' }).click();
    expect(actions.rate).toHaveBeenCalledWith('fb1', 5);
    within(group).getByRole('button', { name: 'Cancel' }).click();
    expect(actions.cancelRating).toHaveBeenCalledWith('fb1');
    apply({ type: 'messagesReceived', conversationId: 5, live: true, messages: [wire({ id: 2, pos: 2, type: 'csat_response', senderType: 'visitor', text: 'Excellent', feedback: { id: 'fb1', rating: 5, label: 'Excellent' } })] });
    expect(shadow().queryByRole('group', { name: 'How would you rate this conversation?' })).toBeNull();
    expect(shadow().getByText('You rated: Excellent')).toBeInTheDocument();
  });

  it('sends on Enter, reports typing, shows who is typing and the receipt', () => {
    apply(
      { type: 'configLoaded', config: config() },
      { type: 'conversationResumed', conversationId: 5, status: 'open', messages: [wire({ id: 1, senderType: 'visitor', text: 'hello', time: 50 })] },
      { type: 'opened' },
    );
    const box = shadow().getByRole('textbox', { name: 'Type your message' }) as HTMLTextAreaElement;
    box.value = 'Is there a free trial?';
    box.dispatchEvent(new Event('input'));
    expect(actions.typing).toHaveBeenCalled();
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(actions.send).toHaveBeenCalledWith('Is there a free trial?');
    expect(box.value).toBe('');
    expect(shadow().getByText('Delivered')).toBeInTheDocument();
    apply({ type: 'agentRead', conversationId: 5, time: 60 }, { type: 'typing', conversationId: 5, typing: true, name: 'Ann' });
    expect(shadow().getByText('Seen')).toBeInTheDocument();
    expect(shadow().getByText('Ann is typing…')).toBeInTheDocument();
  });

  it("asks for an email in the composer while the bot's input step waits for one", () => {
    apply(
      { type: 'configLoaded', config: config() },
      { type: 'conversationResumed', conversationId: 5, status: 'open', messages: [wire({ id: 1, senderType: 'bot', text: 'Your email?', prompt: { field: 'email', validation: 'email' } })] },
      { type: 'opened' },
    );
    expect(shadow().getByRole('textbox', { name: 'Type your message' })).toHaveAttribute('placeholder', 'Your email address');
  });

  it('shows the holiday form when nobody can answer and sends it', async () => {
    apply({ type: 'configLoaded', config: config({ online: false, holiday: { name: 'New Year' } }) }, { type: 'opened' });
    // The window opens on the home screen; "Send us a message" leads to the form.
    expect(root.querySelector('.offwrap')).toHaveAttribute('hidden');
    apply({ type: 'newConversation' });
    expect(shadow().getByText('We are away for New Year')).toBeInTheDocument();
    expect(root.querySelector('.foot')).toHaveAttribute('hidden');
    const form = root.querySelector('form')!;
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(shadow().getByRole('alert')).toHaveTextContent('Please fill in every field.');
    (shadow().getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value = 'Vera';
    (shadow().getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value = 'vera@example.com';
    (shadow().getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value = 'Call me back please';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(actions.submitOffline).toHaveBeenCalledWith({ name: 'Vera', email: 'vera@example.com', message: 'Call me back please' });
    apply({ type: 'offlineSent' });
    expect(shadow().getByText('Thanks! We will get back to you by email.')).toBeInTheDocument();
  });
});
