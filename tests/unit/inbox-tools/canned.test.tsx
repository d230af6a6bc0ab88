// Canned messages in the composer: the picker puts a message into the draft (and the reply carries it as its
// cannedMessage), the editor creates and deletes with their toasts, and its 'Saved' flag drops after 5 s (spec §4).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANNED_SAVED_FLAG_MS } from '../../../src/domain/constants';
import { Composer } from '../../../src/custom/inbox/composer/Composer';
import { CannedEditor } from '../../../src/custom/inbox/composer/CannedEditor';
import { buildDetail } from '../inbox-ui/fakeData';
import { FakeBackend, renderTool, setUp, tearDown, toastMessages } from './harness';

let backend: FakeBackend;
let stored: Array<{ messageId: number; message: string }>;
beforeEach(() => {
  backend = setUp();
  stored = [
    { messageId: 1, message: 'Thanks for reaching out!' },
    { messageId: 2, message: 'Our plans:\nStarter and Pro' },
  ];
  backend
    .on('GET', '/app/cannedmessages', () => ({ body: { cannedMessages: stored } }))
    .on('POST', '/app/cannedmessages', (c) => {
      const created = { messageId: 3, message: (c.body as { message: string }).message };
      stored = [...stored, created];
      return { status: 201, body: created };
    })
    .on('DELETE', '/app/cannedmessages/1', () => {
      stored = stored.filter((m) => m.messageId !== 1);
      return { body: { ok: true, messageId: 1 } };
    });
});
afterEach(tearDown);

const editor = () => (document.querySelector('.ProseMirror') as HTMLElement & { editor: Editor }).editor;

describe('canned-message picker', () => {
  it('inserts the picked message into the draft, and the reply carries it as its canned message', async () => {
    const onSend = vi.fn(() => true);
    renderTool(<Composer detail={buildDetail({ conversationId: 1 })} onSend={onSend} />);
    await screen.findByRole('textbox', { name: 'Reply to Ada Lovelace...' });
    fireEvent.click(screen.getByRole('button', { name: 'Canned messages' }));
    const picker = await screen.findByRole('dialog', { name: 'Canned messages' });
    fireEvent.change(await within(picker).findByLabelText('Search canned messages'), { target: { value: 'plans' } });
    expect(within(picker).queryByText('Thanks for reaching out!')).not.toBeInTheDocument();
    fireEvent.click(await within(picker).findByText(/Our plans:/));

    await waitFor(() => expect(editor().getText({ blockSeparator: '\n' })).toContain('Starter and Pro'));
    fireEvent.keyDown(document.querySelector('.ProseMirror')!, { key: 'Enter', code: 'Enter' });
    expect(onSend).toHaveBeenCalledWith({
      text: 'Our plans:\nStarter and Pro',
      mentions: [],
      cannedMessage: { messageId: 2, message: 'Our plans:\nStarter and Pro' },
    });
  });

  it('sends no canned message when the agent typed the inserted text over', async () => {
    const onSend = vi.fn(() => true);
    renderTool(<Composer detail={buildDetail({ conversationId: 1 })} onSend={onSend} />);
    await screen.findByRole('textbox', { name: /Reply to/ });
    fireEvent.click(screen.getByRole('button', { name: 'Canned messages' }));
    fireEvent.click(await screen.findByText('Thanks for reaching out!'));
    await waitFor(() => expect(editor().getText()).toContain('Thanks for reaching out!'));
    act(() => {
      editor().commands.setContent('<p>Something else entirely</p>', { emitUpdate: true });
    });
    fireEvent.keyDown(document.querySelector('.ProseMirror')!, { key: 'Enter', code: 'Enter' });
    expect(onSend).toHaveBeenCalledWith({ text: 'Something else entirely', mentions: [] });
  });
});

describe('canned-message editor', () => {
  it('creates with a toast and shows the saved flag for 5 s, then deletes with a toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderTool(<CannedEditor open onClose={vi.fn()} />);
    const modal = await screen.findByRole('dialog', { name: 'Canned messages' });
    await within(modal).findByText('Thanks for reaching out!');

    fireEvent.change(within(modal).getByLabelText('New canned message'), { target: { value: '  We reply within an hour.  ' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByRole('status')).toHaveTextContent('Saved');
    expect(backend.callsTo('POST', '/app/cannedmessages').map((c) => c.body)).toEqual([{ message: 'We reply within an hour.' }]);
    expect(toastMessages('success')).toEqual(['Canned message created successfully']);
    expect(within(modal).getByText('We reply within an hour.')).toBeInTheDocument();
    expect(within(modal).getByLabelText('New canned message')).toHaveValue('');

    act(() => vi.advanceTimersByTime(CANNED_SAVED_FLAG_MS - 1000));
    expect(within(modal).getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1000));
    expect(within(modal).queryByRole('status')).not.toBeInTheDocument();

    fireEvent.click(within(modal).getByRole('button', { name: 'Delete canned message: Thanks for reaching out!' }));
    await waitFor(() => expect(within(modal).queryByText('Thanks for reaching out!')).not.toBeInTheDocument());
    expect(backend.callsTo('DELETE', '/app/cannedmessages/1')).toHaveLength(1);
    expect(toastMessages('success')).toContain('Canned message removed successfully');
  });

  it("refuses an empty message with the spec's text and calls nothing", async () => {
    renderTool(<CannedEditor open onClose={vi.fn()} />);
    const modal = await screen.findByRole('dialog', { name: 'Canned messages' });
    fireEvent.change(within(modal).getByLabelText('New canned message'), { target: { value: '   ' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('This field cannot be empty')).toBeInTheDocument();
    expect(backend.callsTo('POST', '/app/cannedmessages')).toEqual([]);
    expect(within(modal).queryByRole('status')).not.toBeInTheDocument();
  });
});
