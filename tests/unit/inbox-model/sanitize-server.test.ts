// The server's sanitizer (sanitize-html under the shared allow-list): the shared table, the libraries' hostile
// payloads, and HTML reduced to the text a reader sees.
import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from '../../../server/lib/html';
import { dangerous, HOSTILE, PARSER_DEPENDENT, SAME_OUTPUT } from './sanitizeCases';

describe('sanitizeHtml (server, sanitize-html)', () => {
  it.each(SAME_OUTPUT)('%s', (_what, input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it.each(PARSER_DEPENDENT)('%s, as its parser reads it', (_what, input, server) => {
    expect(sanitizeHtml(input)).toBe(server);
  });

  it.each(HOSTILE)('leaves nothing that runs in %s, and is stable', (input) => {
    const out = sanitizeHtml(input);
    expect(dangerous(out)).toEqual([]);
    expect(sanitizeHtml(out)).toBe(out);
  });

  it('stays fast on hostile input', () => {
    const hostile = '<a ' + 'x '.repeat(20000) + '<p ' + '"'.repeat(20000) + '<'.repeat(20000);
    const started = performance.now();
    const out = sanitizeHtml(hostile);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(out).not.toContain('<a');
  });
});

describe('htmlToText', () => {
  it('keeps the text a reader sees, references decoded, scripts and styles dropped', () => {
    expect(htmlToText('You are billed per <em>seat</em>, monthly &amp; annually. 1 &lt; 2 &#169;<script>x()</script><style>p{}</style>')).toBe(
      'You are billed per seat, monthly & annually. 1 < 2 ©',
    );
    expect(htmlToText('<img src=x onerror=alert(1)>&lt;b&gt;not bold&lt;/b&gt;')).toBe('<b>not bold</b>');
  });

  it('leaves out the content of the elements asked for (Teams\' <at> mention of the bot)', () => {
    expect(htmlToText('<p><at>Parley</at> Sure, <b>Monday</b> &amp; Tuesday</p>', ['at'])).toBe(' Sure, Monday & Tuesday');
  });
});
