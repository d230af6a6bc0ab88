// Reply addresses (issue 28): signed per conversation, refused when altered or moved to another conversation,
// still accepted after a key rotation, and case-insensitive; the reply text drops quoted history.
import { describe, expect, it } from 'vitest';
import { Keys } from '../../../server/lib/keys';
import { ReplyTokens } from '../../../server/services/email/replyAddress';
import { replyText } from '../../../server/services/email/inbound';

const tokens = new ReplyTokens(new Keys('master-one'));

describe('reply addresses', () => {
  it('name their conversation and nothing else', () => {
    const address = tokens.address({ projectId: 3, conversationId: 41 }, 'reply.acme.test');
    expect(tokens.parseAddress(address)).toEqual({ ref: { projectId: 3, conversationId: 41 }, domain: 'reply.acme.test' });
    expect(tokens.parseAddress(address.toUpperCase())?.ref).toEqual({ projectId: 3, conversationId: 41 });
    expect(tokens.parseAddress(address.replace('.41.', '.42.'))).toBeNull();
    expect(tokens.parseAddress(address.replace('reply+3.', 'reply+4.'))).toBeNull();
    expect(tokens.parseAddress('reply+3.41.0000@reply.acme.test')).toBeNull();
    expect(tokens.verify('unsubscribe', tokens.token('reply', { projectId: 3, conversationId: 41 }))).toBeNull();
  });

  it('verify what a previous master key signed', () => {
    const old = tokens.address({ projectId: 1, conversationId: 2 }, 'r.test');
    expect(new ReplyTokens(new Keys('master-two', ['master-one'])).parseAddress(old)?.ref).toEqual({ projectId: 1, conversationId: 2 });
    expect(new ReplyTokens(new Keys('master-two')).parseAddress(old)).toBeNull();
  });

  it('keep only the new part of a reply', () => {
    expect(replyText({ text: 'Thanks!\n\nOn Mon, 1 Jan 2026 at 10:00, Acme <a@b.test> wrote:\n> old\n', html: null })).toBe('Thanks!');
    expect(replyText({ text: '', html: '<p>From <b>HTML</b></p>' })).toBe('From HTML');
  });
});
