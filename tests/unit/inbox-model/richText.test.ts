// Spec §5 rich text: trimmed of empty leading and trailing blocks and hard breaks, empty list items dropped; plain
// text, mentions and HTML derived from the editor's JSON; empty messages not sent; mentions as links.
import {
  canSend,
  cleanDoc,
  docToHtml,
  docToMentions,
  docToText,
  isBlank,
  isEmptyDoc,
  mentionIsLink,
  type RichDoc,
  type RichNode,
} from '../../../src/domain/inbox/richText';
import { sanitizeHtml } from '../../../server/lib/html';

// Builders in the editor's JSON shape (tiptap / ProseMirror).
const t = (text: string, marks?: RichNode['marks']): RichNode => (marks ? { type: 'text', text, marks } : { type: 'text', text });
const br: RichNode = { type: 'hardBreak' };
const p = (...content: RichNode[]): RichNode => (content.length ? { type: 'paragraph', content } : { type: 'paragraph' });
const li = (...content: RichNode[]): RichNode => ({ type: 'listItem', content });
const ul = (...items: RichNode[]): RichNode => ({ type: 'bulletList', content: items });
const ol = (...items: RichNode[]): RichNode => ({ type: 'orderedList', content: items });
const at = (id: number | string, label: string): RichNode => ({ type: 'mention', attrs: { id, label } });
const doc = (...content: RichNode[]): RichDoc => ({ type: 'doc', content });

describe('isBlank', () => {
  it('treats whitespace, hard breaks and empty containers as blank, and mentions and other leaves as content', () => {
    expect(isBlank(t('  '))).toBe(true);
    expect(isBlank(br)).toBe(true);
    expect(isBlank(p())).toBe(true);
    expect(isBlank(p(br, t(' ')))).toBe(true);
    expect(isBlank(ul(li(p())))).toBe(true);
    expect(isBlank(p(at(4, 'Alan')))).toBe(false);
    expect(isBlank({ type: 'image', attrs: { src: 'https://cdn.example/a.png' } })).toBe(false);
  });
});

describe('cleanDoc', () => {
  it('drops empty blocks before and after the text but keeps the ones between paragraphs', () => {
    const cleaned = cleanDoc(doc(p(), p(br), p(t('Hello')), p(), p(t('Bye')), p(t('   ')), p()));
    expect(cleaned).toEqual(doc(p(t('Hello')), p(), p(t('Bye'))));
  });

  it('drops hard breaks at the very start and end, keeping the ones inside', () => {
    expect(cleanDoc(doc(p(br, br, t('Line 1'), br, t('Line 2'), br, t(' '))))).toEqual(doc(p(t('Line 1'), br, t('Line 2'))));
  });

  it('trims the first and the last block separately', () => {
    expect(cleanDoc(doc(p(br, t('A'), br), p(br, t('B'), br)))).toEqual(doc(p(t('A'), br), p(br, t('B'))));
  });

  it('drops empty list items, and lists left empty', () => {
    const cleaned = cleanDoc(doc(p(t('Steps:')), ul(li(p(t('Open settings'))), li(p()), li(p(br)), li(p(t('Save')))), ol(li(p()), li(p(t(' '))))));
    expect(cleaned).toEqual(doc(p(t('Steps:')), ul(li(p(t('Open settings'))), li(p(t('Save'))))));
  });

  it('cleans nested lists and trims the edges of each list item', () => {
    // The break before the nested list is inside the item, not at its edge: it stays.
    const cleaned = cleanDoc(doc(ul(li(p(br, t('Plans'), br), ul(li(p()), li(p(t('Pro'), br)))), li(p(br), p(t('Free')), p()))));
    expect(cleaned).toEqual(doc(ul(li(p(t('Plans'), br), ul(li(p(t('Pro'))))), li(p(t('Free'))))));
  });

  it('keeps attributes and marks it does not need to touch', () => {
    const list: RichNode = { type: 'orderedList', attrs: { start: 3 }, content: [li(p(t('Third', [{ type: 'bold' }])))] };
    expect(cleanDoc(doc(list))).toEqual(doc(list));
  });

  it('reads a missing document as an empty one and leaves its input untouched', () => {
    expect(cleanDoc(null)).toEqual({ type: 'doc', content: [] });
    expect(cleanDoc({ type: 'doc' })).toEqual({ type: 'doc', content: [] });
    const input = doc(p(), p(t('x')));
    cleanDoc(input);
    expect(input.content).toHaveLength(2);
  });
});

describe('isEmptyDoc and canSend: a chat message with no content is not sent', () => {
  it('finds nothing to send in blank paragraphs, breaks and empty lists', () => {
    expect(isEmptyDoc(doc(p(), p(br, t('  ')), ul(li(p()))))).toBe(true);
    expect(isEmptyDoc(undefined)).toBe(true);
    expect(canSend(doc(p(br)))).toBe(false);
  });

  it('sends text, a lone mention, or a GIF or attachment with an empty editor', () => {
    expect(canSend(doc(p(t('ok'))))).toBe(true);
    expect(canSend(doc(p(at(4, 'Alan'))))).toBe(true);
    expect(canSend(doc(p()), { hasGif: true })).toBe(true);
    expect(canSend(doc(p()), { attachmentCount: 2 })).toBe(true);
    expect(canSend(doc(p()), { attachmentCount: 0, hasGif: false })).toBe(false);
  });
});

describe('docToText', () => {
  it('gives paragraphs and hard breaks as lines, mentions as @name, without the trimmed edges', () => {
    expect(docToText(doc(p(), p(t('Hi '), at(4, 'Alan'), t(',')), p(t('see below'), br, t('thanks')), p(br)))).toBe('Hi @Alan,\nsee below\nthanks');
  });

  it('keeps an empty paragraph between two as an empty line', () => {
    expect(docToText(doc(p(t('A')), p(), p(t('B'))))).toBe('A\n\nB');
  });

  it('writes bullet and numbered lists, numbering from the list start and indenting nested items', () => {
    const text = docToText(
      doc(
        p(t('Options:')),
        ul(li(p(t('Monthly'))), li(p(t('Yearly')), ul(li(p(t('with discount'))))), li(p())),
        { type: 'orderedList', attrs: { start: 4 }, content: [li(p(t('Fourth'))), li(p(t('Fifth'), br, t('two lines')))] },
      ),
    );
    expect(text).toBe(['Options:', '- Monthly', '- Yearly', '  - with discount', '4. Fourth', '5. Fifth', '   two lines'].join('\n'));
  });

  it('numbers from 1 without a start and reads marked text as plain text', () => {
    expect(docToText(doc(ol(li(p(t('Bold', [{ type: 'bold' }])))), ol(li(p(t('x'))))))).toBe('1. Bold\n1. x');
  });

  it('reads the text inside other blocks and inline wrappers, and nothing from images', () => {
    const d = doc({ type: 'blockquote', content: [p(t('quoted'))] }, p(t('see '), { type: 'image', attrs: { src: 'x.png' } }, { type: 'highlight', content: [t('this')] }));
    expect(docToText(d)).toBe('quoted\nsee this');
  });

  it('falls back to the id for a mention without a label, and gives an empty document as empty text', () => {
    expect(docToText(doc(p({ type: 'mention', attrs: { id: 9 } })))).toBe('@9');
    expect(docToText(doc(p(br)))).toBe('');
  });
});

describe('docToMentions', () => {
  it('lists each mentioned agent once, in order, from paragraphs and lists alike', () => {
    const d = doc(p(at(4, 'Alan'), t(' and '), at('11', 'Barbara')), ul(li(p(at(4, 'Alan'), at(2, 'Edsger')))));
    expect(docToMentions(d)).toEqual([
      { id: 4, name: 'Alan' },
      { id: 11, name: 'Barbara' },
      { id: 2, name: 'Edsger' },
    ]);
  });

  it('reads a name attribute when there is no label, and skips mentions without a usable id', () => {
    const d = doc(p({ type: 'mention', attrs: { id: 5, name: 'Katherine' } }, { type: 'mention', attrs: { id: 'abc', label: 'x' } }, { type: 'mention', attrs: { label: 'y' } }, { type: 'mention' }));
    expect(docToMentions(d)).toEqual([{ id: 5, name: 'Katherine' }]);
    expect(docToMentions(null)).toEqual([]);
  });
});

describe('mentionIsLink', () => {
  it('is a link only when the tag holds the mentioned id, whether ids come as numbers or strings', () => {
    expect(mentionIsLink(4, [1, 4])).toBe(true);
    expect(mentionIsLink('4', [4])).toBe(true);
    expect(mentionIsLink(4, ['4'])).toBe(true);
    expect(mentionIsLink(5, [1, 4])).toBe(false);
    expect(mentionIsLink(5, [])).toBe(false);
  });
});

describe('docToHtml', () => {
  it('writes the cleaned document with the allowed tags only', () => {
    const d = doc(
      p(br),
      p(t('Hi '), at(4, 'Alan'), t(', '), t('read', [{ type: 'bold' }]), t(' '), t('this', [{ type: 'italic' }, { type: 'bold' }])),
      ul(li(p(t('docs', [{ type: 'link', attrs: { href: 'https://docs.example/a?b=1&c=2' } }]))), li(p())),
      ol(li(p(t('one'), br, t('two')))),
    );
    expect(docToHtml(d)).toBe(
      '<p>Hi <span class="mention" data-id="4">@Alan</span>, <strong>read</strong> <em><strong>this</strong></em></p>' +
        '<ul><li><p><a href="https://docs.example/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">docs</a></p></li></ul>' +
        '<ol><li><p>one<br>two</p></li></ol>',
    );
  });

  it('escapes text and drops unsafe links and unknown marks', () => {
    const d = doc(p(t('<img src=x onerror=alert(1)> & "q"'), t('click', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }, { type: 'underline' }])));
    expect(docToHtml(d)).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot;click</p>');
  });

  it('writes a mention with an odd id as plain text, and unknown blocks as their content', () => {
    expect(docToHtml(doc(p({ type: 'mention', attrs: { id: '4"><b', label: 'Eve' } })))).toBe('<p>@Eve</p>');
    expect(docToHtml(doc({ type: 'blockquote', content: [p(t('quoted'))] }))).toBe('<p>quoted</p>');
  });

  it('produces HTML that the sanitizer leaves unchanged (but for quotes in text, which it writes bare)', () => {
    const d = doc(p(t('a < b & "c"'), at(4, 'Alan')), ul(li(p(t('x', [{ type: 'link', attrs: { href: 'mailto:help@parley.example' } }])))));
    const html = docToHtml(d);
    expect(sanitizeHtml(html)).toBe(html.replace(/&quot;c&quot;/, '"c"'));
  });
});
