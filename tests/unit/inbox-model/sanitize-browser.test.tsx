// The dashboard's sanitizer (DOMPurify under the shared allow-list) gives the server's output for the shared table,
// and leaves nothing that runs in the libraries' hostile payloads once the browser has parsed them.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/ui/sanitizeHtml';
import { dangerous, HOSTILE, PARSER_DEPENDENT, SAME_OUTPUT } from './sanitizeCases';

describe('sanitizeHtml (browser, DOMPurify)', () => {
  it.each(SAME_OUTPUT)('%s', (_what, input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it.each(PARSER_DEPENDENT)('%s, as its parser reads it', (_what, input, _server, browser) => {
    expect(sanitizeHtml(input)).toBe(browser);
  });

  it.each(HOSTILE)('leaves nothing that runs in %s, and is stable', (input) => {
    const out = sanitizeHtml(input);
    expect(dangerous(out)).toEqual([]);
    expect(sanitizeHtml(out)).toBe(out);
    // Rendered, the markup builds no element outside the policy and no handler.
    const box = document.createElement('div');
    box.innerHTML = out;
    const built = Array.from(box.querySelectorAll('*'));
    expect(built.filter((el) => !['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'span'].includes(el.localName)).map((el) => el.localName)).toEqual([]);
    expect(built.flatMap((el) => el.getAttributeNames().filter((n) => !['href', 'target', 'rel', 'class', 'data-id'].includes(n)))).toEqual([]);
  });
});
