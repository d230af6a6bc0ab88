// Every stored message type has a one-line preview (issue 22 point 4): nothing in the list is ever blank.
import { messagePreview, PREVIEW_CHARS, type PreviewSource } from '../../../src/domain/inbox/preview';
import { MESSAGE_TYPES, type MessageType } from '../../../src/domain/inbox/types';

const bare = (type: MessageType, extra: Partial<PreviewSource> = {}): PreviewSource => ({ type, text: '', ...extra });

describe('messagePreview', () => {
  it('says something for every message type the server stores, even with no text', () => {
    for (const type of MESSAGE_TYPES) expect(messagePreview(bare(type)), type).not.toBe('');
  });

  it('previews what a textless chat message carries', () => {
    expect(messagePreview(bare('message', { gif: { name: 'cat', original: 'x', previewGif: 'x', previewStill: 'x' } }))).toBe('GIF');
    expect(
      messagePreview(bare('attachments', { attachment: { id: 1, name: 'quote.pdf', publicUrl: '/u/q', size: 10, type: 'application/pdf', createdAt: 1, senderName: 'A' } })),
    ).toBe('Attachment: quote.pdf');
    expect(messagePreview(bare('message', { calendar: { url: 'https://cal', title: 'Book a meeting with Sam' } }))).toBe('Meeting link: Book a meeting with Sam');
    expect(messagePreview(bare('message', { calendar: { url: 'https://cal', title: '' } }))).toBe('Meeting link');
    expect(messagePreview(bare('message', { link: { url: 'https://docs', title: 'Pricing', subtitle: '' } }))).toBe('Link: Pricing');
    expect(messagePreview(bare('message', { buttons: [{ id: 'a', label: 'Sales' }, { id: 'b', label: 'Support' }] }))).toBe('Options: Sales, Support');
    expect(messagePreview(bare('message', { cannedMessage: { messageId: 3, message: 'Thanks!\nBye' } }))).toBe('Thanks! Bye');
  });

  it('prefers the words of a message, on one line', () => {
    expect(messagePreview({ type: 'message', text: '  Which plan\n\nfits us? ', buttons: [{ id: 'a', label: 'Sales' }] })).toBe('Which plan fits us?');
  });

  it('previews CSAT requests, answers and dismissals', () => {
    expect(messagePreview(bare('feedback'))).toBe('Asked for a rating');
    expect(messagePreview(bare('feedback', { text: 'How did we do?' }))).toBe('How did we do?');
    expect(messagePreview(bare('csat_response', { feedback: { id: 'f', rating: 4, label: 'Good' } }))).toBe('Rated 4/5 (Good)');
    expect(messagePreview(bare('csat_response', { feedback: { id: 'f', rating: 2 } }))).toBe('Rated 2/5');
    expect(messagePreview(bare('csat_cancel'))).toBe('Rating dismissed');
  });

  it('previews the block marker and info rows', () => {
    expect(messagePreview(bare('visitor_blocked'))).toBe('Visitor blocked');
    expect(messagePreview(bare('info', { text: 'Zendesk ticket skipped' }))).toBe('Zendesk ticket skipped');
  });

  it('marks notes as notes, whatever they carry', () => {
    expect(messagePreview(bare('note', { text: 'Looping in @Sam' }))).toBe('Note: Looping in @Sam');
    expect(messagePreview(bare('note'))).toBe('Note: Message');
  });

  it('keeps a long message to one clipped line', () => {
    const p = messagePreview({ type: 'message', text: 'x'.repeat(500) });
    expect(p).toHaveLength(PREVIEW_CHARS);
    expect(p.endsWith('…')).toBe(true);
  });
});
