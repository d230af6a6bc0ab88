// Spec §4 sending: replies are held in a sending list under a client id, sent as a client-app-message, and leave
// the list when the server's copy comes back; a failure stays visible with a retry.
import {
  SEND_CONFIRM_TIMEOUT_MS,
  addSending,
  buildClientAppMessage,
  confirm,
  discard,
  fail,
  failOverdue,
  hasContent,
  newClientId,
  pendingMessage,
  retry,
  sendingFor,
  type SendingMessage,
} from '../../../src/domain/inbox/sending';
import type { Sender } from '../../../src/domain/inbox/types';
import { buildMessage as msg } from './builders';

const SENDER: Sender = { userId: 7, name: 'Grace Hopper', img: null, signature: 'sig-7' };
const NOW = 1_700_000_123_456;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function payload(clientId: string, conversationId = 12, text = 'Let me check that for you') {
  return buildClientAppMessage({
    sender: SENDER,
    projectId: 3,
    channelName: 'private-project-3-agent-7',
    conversationId,
    visitorId: 'v-ada',
    clientId,
    draft: { text },
  });
}
const pending = (clientId: string, conversationId = 12, at = NOW): SendingMessage => pendingMessage(payload(clientId, conversationId), SENDER, at);
const clientIds = (list: SendingMessage[]) => list.map((s) => s.clientId);

describe('newClientId', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('gives a different UUID each time', () => {
    const a = newClientId();
    const b = newClientId();
    expect(a).toMatch(UUID_V4);
    expect(b).toMatch(UUID_V4);
    expect(a).not.toBe(b);
  });

  it("uses the browser's randomUUID where there is one", () => {
    vi.stubGlobal('crypto', { randomUUID: () => '3b241101-e2bb-4255-8caf-4136c566a962', getRandomValues: () => new Uint8Array(16) });
    expect(newClientId()).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
  });

  it('builds a version 4 UUID from random bytes where randomUUID is missing (plain http pages)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    expect(newClientId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('still gives a well-formed id without any crypto', () => {
    vi.stubGlobal('crypto', undefined);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(newClientId()).toBe('00000000-0000-4000-8000-000000000000');
  });
});

describe('hasContent: a chat message with no content is not sent', () => {
  it('refuses empty or blank text with nothing else', () => {
    expect(hasContent({ text: '' })).toBe(false);
    expect(hasContent({ text: '  \n ' })).toBe(false);
  });

  it('accepts text, or a GIF, attachment, canned message or CSAT request on its own', () => {
    expect(hasContent({ text: 'Hi' })).toBe(true);
    expect(hasContent({ text: '', gif: { name: 'wave', original: 'o.gif', previewGif: 'p.gif', previewStill: 'p.png' } })).toBe(true);
    expect(hasContent({ text: '', attachment: { assemblyUrl: 'https://uploads.example/a1' } })).toBe(true);
    expect(hasContent({ text: '', cannedMessage: { messageId: 4, message: 'Thanks!' } })).toBe(true);
    expect(hasContent({ text: '', feedback: { id: 'csat-1' } })).toBe(true);
  });
});

describe('buildClientAppMessage', () => {
  it('fills the client-app-message body from the sender and the draft', () => {
    const body = buildClientAppMessage({
      sender: SENDER,
      projectId: 3,
      channelName: 'private-project-3-agent-7',
      conversationId: 12,
      visitorId: 'v-ada',
      clientId: 'c-1',
      draft: { text: 'Hi @Alan', mentions: [{ id: 4, name: 'Alan' }] },
    });
    expect(body).toEqual({
      senderId: 7,
      channelName: 'private-project-3-agent-7',
      visitorId: 'v-ada',
      conversationId: 12,
      clientId: 'c-1',
      message: { text: 'Hi @Alan', mentions: [{ id: 4, name: 'Alan' }] },
      projectId: 3,
      senderSignature: 'sig-7',
    });
  });

  it('carries what rides along, without the GIF time the wire has no field for', () => {
    const body = buildClientAppMessage({
      sender: SENDER,
      projectId: 3,
      channelName: 'c',
      conversationId: 12,
      visitorId: 'v-ada',
      clientId: 'c-2',
      draft: {
        text: '',
        cannedMessage: { messageId: 4, message: 'Thanks!' },
        gif: { name: 'wave', original: 'o.gif', previewGif: 'p.gif', previewStill: 'p.png', time: 1_700_000_000 },
        feedback: { id: 'csat-1' },
        attachment: { assemblyUrl: 'https://uploads.example/a1' },
      },
    });
    expect(body.message).toEqual({ text: '', mentions: [] });
    expect(body.cannedMessage).toEqual({ messageId: 4, message: 'Thanks!' });
    expect(body.gif).toEqual({ name: 'wave', original: 'o.gif', previewGif: 'p.gif', previewStill: 'p.png' });
    expect(body.feedback).toEqual({ id: 'csat-1' });
    expect(body.attachment).toEqual({ assemblyUrl: 'https://uploads.example/a1' });
  });
});

describe('pendingMessage', () => {
  it("shows the reply as the agent's message, sent now (in seconds), until confirmed", () => {
    const entry = pending('c-1');
    expect(entry).toMatchObject({ clientId: 'c-1', conversationId: 12, status: 'sending', error: null, sentAt: NOW });
    expect(entry.preview).toMatchObject({
      id: 0,
      pos: 0,
      type: 'message',
      senderType: 'agent',
      senderName: 'Grace Hopper',
      text: 'Let me check that for you',
      userId: 7,
      time: 1_700_000_123,
      clientId: 'c-1',
    });
    expect(entry.payload.clientId).toBe('c-1');
  });

  it('shows an attachment as an attachments message and keeps a GIF or canned message for the preview', () => {
    const body = buildClientAppMessage({
      sender: SENDER,
      projectId: 3,
      channelName: 'c',
      conversationId: 12,
      visitorId: 'v-ada',
      clientId: 'c-3',
      draft: { text: '', attachment: { assemblyUrl: 'u' }, gif: { name: 'g', original: 'o', previewGif: 'p', previewStill: 's' }, cannedMessage: { messageId: 1, message: 'm' } },
    });
    const { preview } = pendingMessage(body, SENDER, NOW);
    expect(preview.type).toBe('attachments');
    expect(preview.gif?.name).toBe('g');
    expect(preview.cannedMessage?.messageId).toBe(1);
  });
});

describe('the sending list', () => {
  it('holds replies in the order sent, once per client id', () => {
    const list = addSending(addSending(addSending([], pending('a')), pending('b')), pending('a', 12, NOW + 5));
    expect(clientIds(list)).toEqual(['b', 'a']);
    expect(list[1]!.sentAt).toBe(NOW + 5);
  });

  it("lists one conversation's pending replies", () => {
    const list = [pending('a', 12), pending('b', 40), pending('c', 12)];
    expect(clientIds(sendingFor(list, 12))).toEqual(['a', 'c']);
  });
});

describe('confirm', () => {
  const thread = [msg({ id: 1, pos: 1 })];

  it("adds the server's copy to the thread and removes the pending reply", () => {
    const server = msg({ id: 2, pos: 2, senderType: 'agent', clientId: 'a', text: 'Let me check that for you' });
    const next = confirm(thread, [pending('a'), pending('b')], server);
    expect(next.thread.map((m) => m.id)).toEqual([1, 2]);
    expect(clientIds(next.sending)).toEqual(['b']);
  });

  it('shows the reply once when its new-message event arrived before the confirmation', () => {
    const server = msg({ id: 2, pos: 2, senderType: 'agent', clientId: 'a' });
    const afterEvent = confirm(thread, [pending('a')], server);
    const afterConfirm = confirm(afterEvent.thread, afterEvent.sending, server);
    expect(afterConfirm.thread.map((m) => m.id)).toEqual([1, 2]);
    expect(afterConfirm.sending).toEqual([]);
  });

  it("confirms a reply marked failed whose server copy came late", () => {
    const list = fail([pending('a')], 'a', 'Message not sent');
    expect(confirm(thread, list, msg({ id: 2, pos: 2, clientId: 'a' })).sending).toEqual([]);
  });

  it("leaves the sending list alone for another sender's message", () => {
    const next = confirm(thread, [pending('a')], msg({ id: 2, pos: 2, clientId: null }));
    expect(clientIds(next.sending)).toEqual(['a']);
    expect(next.thread).toHaveLength(2);
  });
});

describe('fail, retry and discard', () => {
  it('marks a reply failed with the reason and keeps it in the list', () => {
    const list = fail([pending('a'), pending('b')], 'a', 'Message not sent');
    expect(list.map((s) => [s.clientId, s.status, s.error])).toEqual([
      ['a', 'failed', 'Message not sent'],
      ['b', 'sending', null],
    ]);
  });

  it('ignores an unknown client id', () => {
    expect(fail([pending('a')], 'zz', 'x')[0]!.status).toBe('sending');
  });

  it('retries a failed reply with the same payload and client id', () => {
    const list = fail([pending('a')], 'a', 'Message not sent');
    const { sending, payload: again } = retry(list, 'a', NOW + 20_000);
    expect(sending[0]).toMatchObject({ status: 'sending', error: null, sentAt: NOW + 20_000 });
    expect(again).toEqual(list[0]!.payload);
  });

  it('does not resend a reply still sending, or one it does not hold', () => {
    expect(retry([pending('a')], 'a', NOW).payload).toBeNull();
    expect(retry([pending('a')], 'b', NOW).payload).toBeNull();
  });

  it('discards a reply', () => {
    expect(clientIds(discard([pending('a'), pending('b')], 'a'))).toEqual(['b']);
  });

  it('marks replies unconfirmed for too long as failed, and only those', () => {
    const list = [pending('old', 12, NOW - SEND_CONFIRM_TIMEOUT_MS), pending('new', 12, NOW - 1000), fail([pending('gone', 12, 0)], 'gone', 'earlier')[0]!];
    const next = failOverdue(list, NOW, 'Message not sent');
    expect(next.map((s) => [s.clientId, s.status, s.error])).toEqual([
      ['old', 'failed', 'Message not sent'],
      ['new', 'sending', null],
      ['gone', 'failed', 'earlier'],
    ]);
    expect(failOverdue([pending('x', 12, NOW - 2000)], NOW, 'late', 1000)[0]!.status).toBe('failed');
  });
});
