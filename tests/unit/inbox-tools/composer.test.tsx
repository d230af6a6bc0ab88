// The rest of the composer toolbar: a GIF goes out at once as its own message, a CSAT request is a message with a
// new feedback id (spec §3), and book meeting asks the server (its 'Calendar link is required' is toasted).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutgoingDraft } from '../../../src/domain/inbox/sending';
import { Composer } from '../../../src/custom/inbox/composer/Composer';
import { buildDetail } from '../inbox-ui/fakeData';
import { FakeBackend, renderTool, setUp, tearDown, toastMessages } from './harness';

const coffee = { id: 'pg1007', name: 'Coffee time', original: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', previewGif: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', previewStill: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' };

let backend: FakeBackend;
beforeEach(() => {
  backend = setUp();
  backend.on('GET', '/app/gifs/trending', { body: { gifs: [coffee], next: null } });
});
afterEach(tearDown);

function renderComposer() {
  const onSend = vi.fn((_draft: OutgoingDraft) => true);
  renderTool(<Composer detail={buildDetail({ conversationId: 12, visitor: { id: 'v-ada' } })} onSend={onSend} />);
  return onSend;
}

describe('composer toolbar', () => {
  it('sends a picked GIF as its own message', async () => {
    const onSend = renderComposer();
    fireEvent.click(await screen.findByRole('button', { name: 'Send a GIF' }));
    const picker = await screen.findByRole('dialog', { name: 'Send a GIF' });
    const pick = await within(picker).findByRole('button', { name: 'Coffee time' });
    expect(within(pick).getByRole('img')).toHaveAttribute('src', coffee.previewGif);
    fireEvent.click(pick);
    expect(onSend).toHaveBeenCalledWith({ text: '', gif: coffee });
  });

  it('asks for feedback with a new feedback id each time', () => {
    const onSend = renderComposer();
    fireEvent.click(screen.getByRole('button', { name: 'Request feedback' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request feedback' }));
    const [first, second] = onSend.mock.calls.map(([d]) => d);
    expect(first).toEqual({ text: '', feedback: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    expect(second?.feedback?.id).not.toBe(first?.feedback?.id);
  });

  it('books a meeting through the server, and toasts its refusal', async () => {
    backend.on('POST', '/app/inbox/conversations/12/v-ada/bookmeeting', { status: 400, body: { message: 'Calendar link is required' } });
    renderComposer();
    fireEvent.click(screen.getByRole('button', { name: 'Book a meeting' }));
    await waitFor(() => expect(toastMessages('error')).toEqual(['Calendar link is required']));
    expect(backend.callsTo('POST', '/app/inbox/conversations/12/v-ada/bookmeeting')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book a meeting' })).toBeEnabled());
  });
});
