// The thread header's transcript menu (issue 28): "Send transcript" to the visitor's known email or to the agent,
// POST app/inbox/conversations/:id/transcript { to }, the server's text toasted; no visitor email, no visitor item.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TranscriptButton, TRANSCRIPT_UI } from '../../../src/custom/inbox/transcript/TranscriptButton';
import { buildDetail } from '../inbox-ui/fakeData';
import { FakeBackend, newQueryClient, renderTool, setUp, tearDown, toastMessages } from './harness';

let backend: FakeBackend;
beforeEach(() => {
  backend = setUp();
  backend.on('POST', '/app/inbox/conversations/1/transcript', () => ({ body: { message: 'The transcript was sent by email.' } }));
});
afterEach(tearDown);

describe('transcript menu', () => {
  it('sends the transcript to the visitor, then to the agent', async () => {
    const detail = buildDetail({ conversationId: 1, visitor: { email: 'ada@engines.test' } });
    renderTool(<TranscriptButton detail={detail} />, { qc: newQueryClient() });
    fireEvent.click(screen.getByRole('button', { name: TRANSCRIPT_UI.button }));
    expect(await screen.findByText('ada@engines.test')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: new RegExp(TRANSCRIPT_UI.toVisitor) }));
    await waitFor(() => expect(toastMessages('success')).toEqual(['The transcript was sent by email.']));
    fireEvent.click(screen.getByRole('button', { name: TRANSCRIPT_UI.button }));
    fireEvent.click(await screen.findByRole('menuitem', { name: TRANSCRIPT_UI.toMe }));
    await waitFor(() => expect(backend.callsTo('POST', '/app/inbox/conversations/1/transcript').map((c) => c.body)).toEqual([{ to: 'visitor' }, { to: 'me' }]));
  });

  it('without the visitor’s email only "to me" can be chosen', async () => {
    const detail = buildDetail({ conversationId: 1, visitor: { email: null } });
    renderTool(<TranscriptButton detail={detail} />, { qc: newQueryClient() });
    fireEvent.click(screen.getByRole('button', { name: TRANSCRIPT_UI.button }));
    expect(await screen.findByRole('menuitem', { name: new RegExp(TRANSCRIPT_UI.toVisitor) })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(TRANSCRIPT_UI.noEmail)).toBeInTheDocument();
  });
});
