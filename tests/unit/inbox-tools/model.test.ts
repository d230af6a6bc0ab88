// The reply tools' pure rules: feeds, uploads, canned messages riding on a draft, attachment sections, tags and
// where media may point.
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, FILE_MSG } from '../../../src/domain/files';
import type { Attachment } from '../../../src/domain/inbox/types';
import {
  attachmentHref,
  attachmentSections,
  conversationProgress,
  conversationTags,
  endUpload,
  failUpload,
  filterCanned,
  gifFeedFor,
  gifFeedNeedsCall,
  gifImageSrc,
  gifsOfPages,
  inlineContentOf,
  precheckUpload,
  progressUpload,
  startUpload,
  uploadsOf,
  withBlockedTag,
  withCannedMessage,
} from '../../../src/custom/inbox/tools/model';

const att = (id: number, createdAt: number): Attachment => ({ id, name: `f${id}.pdf`, publicUrl: '', size: 1, type: 'application/pdf', createdAt, senderName: 'x' });

describe('GIF feeds', () => {
  it('searches only for a keyword with something in it', () => {
    expect(gifFeedFor('trending', '  ')).toEqual({ feed: 'trending', keyword: '' });
    expect(gifFeedFor('recent', ' cats ')).toEqual({ feed: 'search', keyword: 'cats' });
    expect(gifFeedNeedsCall('search', ' ')).toBe(false);
    expect(gifFeedNeedsCall('search', 'x')).toBe(true);
    expect(gifFeedNeedsCall('trending', '')).toBe(true);
  });

  it('joins pages in order, each GIF once', () => {
    const g = (id: string) => ({ id, name: id, original: `https://g/${id}`, previewGif: '', previewStill: '' });
    expect(gifsOfPages([{ gifs: [g('a'), g('b')], next: 2 }, { gifs: [g('b'), g('c')], next: null }]).map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(gifsOfPages(undefined)).toEqual([]);
  });
});

describe('uploads', () => {
  it('tracks progress forward only, failures and ends, per conversation', () => {
    let list = startUpload([], { key: 'a', conversationId: 1, name: 'a.txt' });
    list = startUpload(list, { key: 'b', conversationId: 2, name: 'b.txt' });
    list = progressUpload(list, 'a', 40.4);
    expect(progressUpload(list, 'a', 20)).toBe(list);
    expect(uploadsOf(list, 1)).toEqual([{ key: 'a', conversationId: 1, name: 'a.txt', percentage: 40, status: 'uploading', error: null }]);
    expect(conversationProgress(list, 1)).toBe(40);
    list = failUpload(list, 'a', FILE_MSG.notAllowed);
    expect(uploadsOf(list, 1)[0]).toMatchObject({ status: 'failed', error: FILE_MSG.notAllowed });
    expect(progressUpload(list, 'a', 90)).toBe(list);
    expect(conversationProgress(list, 1)).toBeNull();
    expect(endUpload(list, 'a').map((u) => u.key)).toEqual(['b']);
  });

  it('refuses empty and oversized files before sending', () => {
    expect(precheckUpload({ size: 0 })).toBe(FILE_MSG.missing);
    expect(precheckUpload({ size: ATTACHMENT_MAX_BYTES })).toBeNull();
    expect(precheckUpload({ size: ATTACHMENT_MAX_BYTES + 1 })).toBe(FILE_MSG.tooLarge);
  });
});

describe('canned messages', () => {
  const list = [
    { messageId: 1, message: 'Thanks for reaching out!' },
    { messageId: 2, message: 'Our pricing page has the plans' },
  ];

  it('filters by every word typed', () => {
    expect(filterCanned(list, 'PRICING plans').map((c) => c.messageId)).toEqual([2]);
    expect(filterCanned(list, '')).toHaveLength(2);
  });

  it('rides on a draft only while the draft holds its text', () => {
    expect(withCannedMessage({ text: 'Hi! Thanks for reaching out!', mentions: [] }, list[0]!)).toEqual({
      text: 'Hi! Thanks for reaching out!',
      mentions: [],
      cannedMessage: list[0],
    });
    expect(withCannedMessage({ text: 'Thanks!' }, list[0]!)).toEqual({ text: 'Thanks!' });
    expect(withCannedMessage({ text: 'x' }, null)).toEqual({ text: 'x' });
  });

  it('goes into the editor as lines joined by hard breaks', () => {
    expect(inlineContentOf('One\n\nTwo')).toEqual([{ type: 'text', text: 'One' }, { type: 'hardBreak' }, { type: 'hardBreak' }, { type: 'text', text: 'Two' }]);
  });
});

describe('attachment sections', () => {
  it('adds thread attachments newer than the lists, and stands in with them while nothing loaded', () => {
    const lists = { visitorAttachments: [att(1, 10)], accountAttachments: [att(2, 20)] };
    const sections = attachmentSections(lists, 100, [att(1, 10), att(3, 50), att(4, 100)]);
    expect(sections.visitorAttachments.map((a) => a.id)).toEqual([4, 1]);
    expect(sections.accountAttachments.map((a) => a.id)).toEqual([2]);
    expect(attachmentSections(undefined, 0, [att(3, 50), att(3, 50)]).visitorAttachments.map((a) => a.id)).toEqual([3]);
  });
});

describe('tags', () => {
  const all = [
    { id: 1, name: 'VIP', key: null },
    { id: 9, name: 'Blocked', key: 'blocked' },
  ];
  it('shows the Blocked tag by the visitor flag and the others by the row', () => {
    expect(conversationTags(all, [1, 9], false).map((t) => t.name)).toEqual(['VIP']);
    expect(conversationTags(all, [], true).map((t) => t.name)).toEqual(['Blocked']);
  });
  it('adds or removes the Blocked tag id on a row', () => {
    expect(withBlockedTag([1], 9, true)).toEqual([1, 9]);
    expect(withBlockedTag([1, 9], 9, true)).toEqual([1, 9]);
    expect(withBlockedTag([1, 9], 9, false)).toEqual([1]);
    expect(withBlockedTag([1], null, true)).toEqual([1]);
  });
});

describe('media addresses', () => {
  it('lets GIFs be https or inline raster images only', () => {
    expect(gifImageSrc('https://media.example/a.gif')).toBe('https://media.example/a.gif');
    expect(gifImageSrc('data:image/gif;base64,R0lGODlh')).toBe('data:image/gif;base64,R0lGODlh');
    expect(gifImageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
    expect(gifImageSrc('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
    expect(gifImageSrc('javascript:alert(1)')).toBeNull();
  });
  it('links attachments to our uploads route under the API base, or to https', () => {
    expect(attachmentHref('/uploads/abcdefghijklmnop1234/a%20b.png')).toBe('/uploads/abcdefghijklmnop1234/a%20b.png');
    expect(attachmentHref('/uploads/abcdefghijklmnop1234/a.png', 'https://api.example/')).toBe('https://api.example/uploads/abcdefghijklmnop1234/a.png');
    expect(attachmentHref('https://bucket.example/a.png')).toBe('https://bucket.example/a.png');
    expect(attachmentHref('/settings')).toBeNull();
    expect(attachmentHref('//evil.example/uploads/x')).toBeNull();
    expect(attachmentHref('javascript:alert(1)')).toBeNull();
  });
});
