// Internal notes in the composer (issue 22 point 3): a Reply / Note switch; a note is tinted, says only agents see
// it, goes out with note: true and no reply tools; '@' typed in a reply offers "Switch to a note" instead of listing
// teammates into a message the visitor reads; notes in the thread carry an "Internal note" label.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { entry, fake, resetToOneConversation, spies } from './fakeData';
import { renderInbox } from './harness';

vi.mock('../../../src/custom/inbox/data', async () => (await import('./fakeData')).dataModule);
// The first render of the editor is slow on a busy machine (tiptap and MUI load cold).
vi.setConfig({ testTimeout: 45_000 });


beforeEach(() => {
  resetToOneConversation();
  fake.members = [{ id: 4, name: 'Sam Agent', email: 'sam@acme.test', img: null }];
});

function editorView(): HTMLElement & { editor: Editor } {
  const el = document.querySelector('.ProseMirror');
  if (!el) throw new Error('no reply editor');
  return el as HTMLElement & { editor: Editor };
}
const type = (text: string) =>
  act(() => {
    editorView().editor.chain().focus('end').insertContent(text).run();
  });
const pressEnter = () => fireEvent.keyDown(editorView(), { key: 'Enter', code: 'Enter' });

describe('Note mode', () => {
  it('switches the composer to an agents-only note, sent with note: true and without reply tools', async () => {
    renderInbox('/inbox/1?visitorId=v-ada');
    await screen.findByRole('textbox', { name: 'Reply to Ada Lovelace...' });
    expect(screen.getByRole('button', { name: 'Reply' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('toolbar')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Note' }));
    expect(screen.getByRole('button', { name: 'Note' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^Only your team sees notes/)).toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    await waitFor(() => expect(editorView().querySelector('[data-placeholder]')).toHaveAttribute('data-placeholder', expect.stringMatching(/^Write an internal note/)));
    expect(screen.getByRole('button', { name: 'Add note' })).toBeInTheDocument();

    type('VIP customer, be nice');
    pressEnter();
    expect(spies.send).toHaveBeenCalledWith({ text: 'VIP customer, be nice', mentions: [], note: true });
  });

  it('sends replies as before once switched back', async () => {
    renderInbox('/inbox/1?visitorId=v-ada');
    await screen.findByRole('textbox', { name: /Reply to/ });
    fireEvent.click(screen.getByRole('button', { name: 'Note' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    type('Hello Ada');
    pressEnter();
    expect(spies.send).toHaveBeenCalledWith({ text: 'Hello Ada', mentions: [] });
  });
});

describe('@ in a reply', () => {
  it('offers to switch to a note instead of listing teammates', async () => {
    renderInbox('/inbox/1?visitorId=v-ada');
    await screen.findByRole('textbox', { name: /Reply to/ });
    type('Looping in @Sa');
    const offer = await screen.findByRole('option', { name: /Switch to a note/ });
    expect(screen.queryByRole('option', { name: /Sam Agent/ })).not.toBeInTheDocument();
    // Enter takes the offer: nothing goes to the visitor.
    pressEnter();
    expect(spies.send).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Note' })).toHaveAttribute('aria-pressed', 'true');
    expect(offer).not.toBeInTheDocument();
    // The same '@' now lists teammates; the mention goes out with the note.
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Sam Agent/ }));
    await waitFor(() => expect(editorView().querySelector('.mention')).toHaveTextContent('@Sam Agent'));
    pressEnter();
    expect(spies.send).toHaveBeenCalledWith({ text: 'Looping in @Sam Agent', mentions: [{ id: 4, name: 'Sam Agent' }], note: true });
  });

  it('switches with a click too', async () => {
    renderInbox('/inbox/1?visitorId=v-ada');
    await screen.findByRole('textbox', { name: /Reply to/ });
    type('@');
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Switch to a note/ }));
    expect(screen.getByRole('button', { name: 'Note' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('notes in the thread', () => {
  it('are labelled "Internal note" and drawn apart from replies', async () => {
    fake.entries = [
      entry({ id: 1, text: 'Can I get a discount?' }),
      entry({ id: 2, type: 'note', senderType: 'agent', senderName: 'Nora', userId: 3, text: 'Looping in Sam' }),
      entry({ id: 3, senderType: 'agent', senderName: 'Nora', userId: 3, text: 'Let me check' }),
    ];
    renderInbox('/inbox/1?visitorId=v-ada');
    const thread = await screen.findByTestId('thread');
    const notes = thread.querySelectorAll('[data-type="note"]');
    expect(notes).toHaveLength(1);
    expect(within(notes[0] as HTMLElement).getByTestId('note-label')).toHaveTextContent('Internal note');
    expect(notes[0]).toHaveTextContent('Looping in Sam');
    expect(within(thread).getAllByTestId('note-label')).toHaveLength(1);
  });
});
