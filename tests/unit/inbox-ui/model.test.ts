// @vitest-environment jsdom
// The inbox screen's pure rules (src/custom/inbox/model.ts).
import { describe, expect, it } from 'vitest';
import { flattenPermissions, fullPermissionTree, inboxOnlyPermissionTree } from '../../../src/domain/permissions';
import {
  autoSelectTarget,
  canReply,
  conversationIdFromParam,
  correctedAbv,
  csatLabel,
  detailTarget,
  draftFromDoc,
  filterCount,
  formatFileSize,
  initials,
  messageHtml,
  parseInboxQuery,
  parseSubEntity,
  relativeTime,
  tabFromParam,
  withParams,
} from '../../../src/custom/inbox/model';
import { buildConversation } from '../inbox-model/builders';

describe('inbox query', () => {
  it('reads visitorId, chat_only, abv, tab, status and subEntityId', () => {
    const sub = encodeURIComponent('{"channelId":"c-1","visitorId":"v-9"}');
    expect(parseInboxQuery(`?visitorId=v-1&chat_only=true&abv=false&tab=1&status=Open&subEntityId=${sub}`)).toEqual({
      visitorId: 'v-1',
      chatOnly: true,
      abv: 'false',
      tab: 1,
      statusLabel: 'Open',
      subEntity: { channelId: 'c-1', visitorId: 'v-9' },
    });
    expect(parseInboxQuery('')).toEqual({ visitorId: null, chatOnly: false, abv: null, tab: 0, statusLabel: null, subEntity: null });
  });

  it('takes tab 0 (or none) as the human tab and any other value as the bot tab', () => {
    expect([null, '', '0', '1', '2', 'bot'].map(tabFromParam)).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it('reads subEntityId only as a JSON object of strings', () => {
    expect(parseSubEntity('{"visitorId":"v-1","channelId":3}')).toEqual({ visitorId: 'v-1' });
    expect(parseSubEntity('not json')).toBeNull();
    expect(parseSubEntity('[1]')).toBeNull();
    expect(parseSubEntity('42')).toBeNull();
    expect(parseSubEntity(null)).toBeNull();
  });

  it('sets and removes keys, keeping the rest in order', () => {
    expect(withParams('?a=1&b=2', { b: '3', c: 'x y' })).toBe('?a=1&b=3&c=x+y');
    expect(withParams('?a=1', { a: null })).toBe('');
  });

  it("forces abv to true when it is 'false' and not chat-only", () => {
    expect(correctedAbv('?abv=false&tab=1')).toBe('?abv=true&tab=1');
    expect(correctedAbv('?abv=false&chat_only=true')).toBeNull();
    expect(correctedAbv('?abv=true')).toBeNull();
    expect(correctedAbv('')).toBeNull();
  });

  it('accepts only a whole number as conversation id', () => {
    expect(conversationIdFromParam('42')).toBe(42);
    expect(conversationIdFromParam('4x')).toBeNull();
    expect(conversationIdFromParam(undefined)).toBeNull();
  });

  it('selects into the detail route with visitorId set and the query kept', () => {
    const item = buildConversation({ id: 7, user: { id: 'v-7' } });
    expect(detailTarget(item, '?tab=1&visitorId=old&chat_only=true')).toEqual({
      pathname: '/inbox/7',
      search: '?tab=1&visitorId=v-7&chat_only=true',
    });
  });

  it('auto-selects the preferred visitor when listed, else the first, else nothing', () => {
    const items = [buildConversation({ id: 1, user: { id: 'a' } }), buildConversation({ id: 2, user: { id: 'b' } })];
    expect(autoSelectTarget(items, 'b')?.id).toBe(2);
    expect(autoSelectTarget(items, 'zzz')?.id).toBe(1);
    expect(autoSelectTarget(items)?.id).toBe(1);
    expect(autoSelectTarget([], 'b')).toBeNull();
  });
});

describe('who may reply', () => {
  it('needs inbox write permission, or chat-only mode', () => {
    const readOnly = flattenPermissions({ ...fullPermissionTree(), inbox: { permissions: ['read'] } });
    expect(canReply(false, flattenPermissions(inboxOnlyPermissionTree()))).toBe(true);
    expect(canReply(false, readOnly)).toBe(false);
    expect(canReply(false, null)).toBe(false);
    expect(canReply(true, null)).toBe(true);
    expect(canReply(true, readOnly)).toBe(true);
  });
});

describe('drafts', () => {
  it('sends nothing for an empty or blank document', () => {
    expect(draftFromDoc(null)).toBeNull();
    expect(draftFromDoc({ type: 'doc', content: [{ type: 'paragraph' }] })).toBeNull();
    expect(
      draftFromDoc({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '  ' }, { type: 'hardBreak' }] }] }),
    ).toBeNull();
  });

  it('sends the cleaned text and the mentions', () => {
    const doc = {
      type: 'doc' as const,
      content: [
        { type: 'paragraph' },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Ask ' },
            { type: 'mention', attrs: { id: '4', label: 'Bob' } },
            { type: 'text', text: ' ' },
          ],
        },
      ],
    };
    expect(draftFromDoc(doc)).toEqual({ text: 'Ask @Bob', mentions: [{ id: 4, name: 'Bob' }] });
  });
});

describe('filter counts', () => {
  const stats = { open: 4, pending: 2, close: 1, online: 3, archived: 5, starred: 1, unread: 2, my: 6 };
  it('counts All as open, pending and closed together, and each other filter by its statistic', () => {
    expect(filterCount(stats, 'all')).toBe(7);
    expect(filterCount(stats, 'close')).toBe(1);
    expect(filterCount(stats, 'online')).toBe(3);
    expect(filterCount(stats, 'my')).toBe(6);
    expect(filterCount(undefined, 'all')).toBeNull();
  });
});

describe('display helpers', () => {
  it('labels CSAT ratings 1 to 5', () => {
    expect([1, 2, 3, 4, 5].map(csatLabel)).toEqual(['Disappointing', 'Bad', 'Just ok', 'Good', 'Excellent']);
    expect(csatLabel(0)).toBeNull();
    expect(csatLabel(2.5)).toBeNull();
    expect(csatLabel(undefined)).toBeNull();
  });

  it('formats file sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(15 * 1024 * 1024)).toBe('15 MB');
    expect(formatFileSize(-1)).toBe('');
  });

  it('gives the age of the last activity compactly', () => {
    const now = 1_700_000_000_000;
    const t = now / 1000;
    expect(relativeTime(t - 10, now)).toBe('now');
    expect(relativeTime(t - 300, now)).toBe('5m');
    expect(relativeTime(t - 3 * 3600, now)).toBe('3h');
    expect(relativeTime(t - 2 * 86400, now)).toBe('2d');
    expect(relativeTime(t + 60, now)).toBe('now');
    expect(relativeTime(t - 30 * 86400, now)).toMatch(/^\d{1,2} [A-Z][a-z]{2}$/);
  });

  it('makes initials', () => {
    expect(initials('Ada Lovelace King')).toBe('AL');
    expect(initials('  ')).toBe('?');
  });
});

describe('message HTML', () => {
  it('sanitises the text', () => {
    expect(messageHtml('<img src=x onerror=alert(1)>Hi <b>you</b>', [])).toBe('Hi <strong>you</strong>');
  });

  it('links a mention tag only when it holds an id the message mentions', () => {
    const html = messageHtml('<span class="mention" data-id="4">@Bob</span> <span class="mention" data-id="5">@Eve</span>', [{ id: 4, name: 'Bob' }]);
    expect(html).toBe('<a class="mention" data-id="4" href="#mention-4">@Bob</a> @Eve');
  });

  it('tags and links the mentions of plain text, the longest name first', () => {
    expect(messageHtml('@Bo and @Bob', [{ id: 1, name: 'Bo' }, { id: 2, name: 'Bob' }])).toBe(
      '<a class="mention" data-id="1" href="#mention-1">@Bo</a> and <a class="mention" data-id="2" href="#mention-2">@Bob</a>',
    );
    expect(messageHtml('Tom & @A&B', [{ id: 3, name: 'A&B' }])).toBe('Tom &amp; <a class="mention" data-id="3" href="#mention-3">@A&amp;B</a>');
  });

  it('leaves text without mentions as it is', () => {
    expect(messageHtml('@Bob hi', [])).toBe('@Bob hi');
  });
});
