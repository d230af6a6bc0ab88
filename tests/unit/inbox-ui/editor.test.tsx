// The reply editor: placeholder, who sees it (spec §6), the blocked marker, Enter to send, nothing sent when the
// draft is empty (spec §5), Shift+Enter for a new line, and @mentions of team users.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fullPermissionTree, type PermissionTree } from '../../../src/domain/permissions';
import { buildDetail, entry, fake, resetToOneConversation, spies } from './fakeData';
import { renderInbox } from './harness';

vi.mock('../../../src/custom/inbox/data', async () => (await import('./fakeData')).dataModule);


beforeEach(resetToOneConversation);

const readOnlyInbox = (): PermissionTree => ({ ...fullPermissionTree(), inbox: { permissions: ['read'] } });

function editorView(): HTMLElement & { editor: Editor } {
  const el = document.querySelector('.ProseMirror');
  if (!el) throw new Error('no reply editor');
  return el as HTMLElement & { editor: Editor };
}

function setDraft(content: string | object) {
  act(() => {
    editorView().editor.commands.setContent(content, { emitUpdate: true });
  });
}

const pressEnter = (shiftKey = false) => fireEvent.keyDown(editorView(), { key: 'Enter', code: 'Enter', shiftKey });

describe('reply editor', () => {
  it("reads 'Reply to {visitor name}...'", async () => {
    renderInbox('/inbox/1?visitorId=v-ada');
    const box = await screen.findByRole('textbox', { name: 'Reply to Ada Lovelace...' });
    expect(box.querySelector('[data-placeholder]')).toHaveAttribute('data-placeholder', 'Reply to Ada Lovelace...');
  });

  it("reads 'Reply to Site visitor...' for a visitor without a name", async () => {
    fake.detail = buildDetail({ conversationId: 1, visitor: { name: '  ' } });
    renderInbox('/inbox/1?visitorId=v-ada');
    const box = await screen.findByRole('textbox', { name: 'Reply to Site visitor...' });
    expect(box.querySelector('[data-placeholder]')).toHaveAttribute('data-placeholder', 'Reply to Site visitor...');
  });

  it('sends nothing for an empty draft or one of blank lines', async () => {
    renderInbox('/inbox/1?visitorId=v-ada');
    await screen.findByRole('textbox', { name: /Reply to/ });
    pressEnter();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    setDraft('<p>   </p><p><br></p><p></p>');
    pressEnter();
    expect(spies.send).not.toHaveBeenCalled();
  });

  it('sends the cleaned draft on Enter and clears the editor', async () => {
    renderInbox('/inbox/1?visitorId=v-ada');
    await screen.findByRole('textbox', { name: /Reply to/ });
    setDraft('<p></p><p>Hello Ada</p><p>Yes, billed yearly.</p><p></p>');
    pressEnter();
    expect(spies.send).toHaveBeenCalledTimes(1);
    expect(spies.send).toHaveBeenCalledWith({ text: 'Hello Ada\nYes, billed yearly.', mentions: [] });
    await waitFor(() => expect(editorView().editor.isEmpty).toBe(true));
  });

  it('keeps the draft when there was nothing to send it with', async () => {
    fake.sendResult = false;
    renderInbox('/inbox/1?visitorId=v-ada');
    await screen.findByRole('textbox', { name: /Reply to/ });
    setDraft('<p>Hold on</p>');
    pressEnter();
    expect(spies.send).toHaveBeenCalledTimes(1);
    expect(editorView().editor.getText()).toBe('Hold on');
  });

  it('breaks the line on Shift+Enter instead of sending', async () => {
    renderInbox('/inbox/1?visitorId=v-ada');
    await screen.findByRole('textbox', { name: /Reply to/ });
    setDraft('<p>first</p>');
    act(() => {
      editorView().editor.commands.focus('end');
    });
    pressEnter(true);
    expect(spies.send).not.toHaveBeenCalled();
    expect(editorView().editor.getHTML()).toContain('<br>');
  });

  // Mentions belong to internal notes (tests/unit/inbox-ui/notes.test.tsx has the reply mode's offer).
  it('suggests team users after @ in a note and sends the mention with the note', async () => {
    fake.members = [
      { id: 4, name: 'Bea Agent', email: 'bea@acme.test', img: null },
      { id: 5, name: 'Ben Agent', email: 'ben@acme.test', img: null },
    ];
    renderInbox('/inbox/1?visitorId=v-ada');
    await screen.findByRole('textbox', { name: /Reply to/ });
    fireEvent.click(screen.getByRole('button', { name: 'Note' }));
    act(() => {
      editorView().editor.chain().focus('end').insertContent('Ask @Bea').run();
    });
    const option = await screen.findByRole('option', { name: /Bea Agent/ });
    expect(screen.queryByRole('option', { name: /Ben Agent/ })).not.toBeInTheDocument();
    fireEvent.mouseDown(option);
    await waitFor(() => expect(editorView().querySelector('.mention')).toHaveTextContent('@Bea Agent'));
    pressEnter();
    expect(spies.send).toHaveBeenCalledWith({ text: 'Ask @Bea Agent', mentions: [{ id: 4, name: 'Bea Agent' }], note: true });
  });

  it('picks the highlighted user with Enter while suggestions are open, without sending', async () => {
    fake.members = [{ id: 4, name: 'Bea Agent', email: 'bea@acme.test', img: null }];
    renderInbox('/inbox/1?visitorId=v-ada');
    await screen.findByRole('textbox', { name: /Reply to/ });
    fireEvent.click(screen.getByRole('button', { name: 'Note' }));
    act(() => {
      editorView().editor.chain().focus('end').insertContent('@Be').run();
    });
    await screen.findByRole('option', { name: /Bea Agent/ });
    pressEnter();
    expect(spies.send).not.toHaveBeenCalled();
    await waitFor(() => expect(editorView().querySelector('.mention')).toHaveTextContent('@Bea Agent'));
  });
});

describe('following the thread', () => {
  it('scrolls to the newest message when the conversation opens and when the agent sends', async () => {
    const original = Element.prototype.scrollIntoView;
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    try {
      fake.entries = [entry({ id: 1, text: 'Hello' })];
      renderInbox('/inbox/1?visitorId=v-ada');
      await screen.findByRole('textbox', { name: /Reply to/ });
      const end = screen.getByTestId('thread').lastElementChild;
      const toEnd = () => scroll.mock.contexts.filter((el) => el === end).length;
      expect(toEnd()).toBe(1);
      setDraft('<p>On my way</p>');
      pressEnter();
      await waitFor(() => expect(toEnd()).toBe(2));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});

describe('who may reply', () => {
  it('hides the editor without inbox write permission', () => {
    renderInbox('/inbox/1?visitorId=v-ada', { permissions: readOnlyInbox() });
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Reply to/ })).not.toBeInTheDocument();
  });

  it('shows the editor in chat-only mode whatever the permissions', async () => {
    renderInbox('/inbox/1?visitorId=v-ada&chat_only=true', { permissions: null });
    expect(await screen.findByRole('textbox', { name: 'Reply to Ada Lovelace...' })).toBeInTheDocument();
  });

  it('shows the blocked marker instead of the editor for a blocked visitor', () => {
    fake.detail = buildDetail({ conversationId: 1, visitor: { blocked: true } });
    renderInbox('/inbox/1?visitorId=v-ada');
    expect(screen.getByTestId('blocked-marker')).toHaveTextContent('This visitor is blocked');
    expect(screen.queryByRole('textbox', { name: /Reply to/ })).not.toBeInTheDocument();
  });
});
