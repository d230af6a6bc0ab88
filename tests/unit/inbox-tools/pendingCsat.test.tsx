// A CSAT request waiting for the server's copy: the optimistic bubble is a 'feedback' message carrying the feedback
// id, shown with the same text the confirmed message gets, never an empty bubble.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClientAppMessage, pendingMessage } from '../../../src/domain/inbox/sending';
import type { Sender } from '../../../src/domain/inbox/types';
import { MessageBody } from '../../../src/custom/inbox/thread/MessageBody';
import { UI } from '../../../src/custom/inbox/labels';

const SENDER: Sender = { userId: 7, name: 'Grace Hopper', img: null, signature: 'sig-7' };

function csatPayload(feedbackId: string) {
  return buildClientAppMessage({
    sender: SENDER,
    projectId: 3,
    channelName: 'private-project-3-agent-7',
    conversationId: 12,
    visitorId: 'v-ada',
    clientId: 'c-csat',
    draft: { text: '', feedback: { id: feedbackId } },
  });
}

describe('pending CSAT request', () => {
  it('keeps the feedback id and the feedback type on the preview', () => {
    const { preview } = pendingMessage(csatPayload('fb-42'), SENDER, 1_700_000_000_000);
    expect(preview.type).toBe('feedback');
    expect(preview.feedback).toEqual({ id: 'fb-42' });
    expect(preview.clientId).toBe('c-csat');
  });

  it('a plain reply stays a message with no feedback', () => {
    const payload = buildClientAppMessage({
      sender: SENDER,
      projectId: 3,
      channelName: 'c',
      conversationId: 12,
      visitorId: 'v-ada',
      clientId: 'c-1',
      draft: { text: 'Hello' },
    });
    const { preview } = pendingMessage(payload, SENDER, 0);
    expect(preview.type).toBe('message');
    expect(preview.feedback).toBeUndefined();
  });

  it('renders the bubble with the CSAT request text', () => {
    const { preview } = pendingMessage(csatPayload('fb-43'), SENDER, 0);
    render(<MessageBody message={preview} />);
    expect(screen.getByText(UI.csatRequested)).toBeInTheDocument();
  });
});
