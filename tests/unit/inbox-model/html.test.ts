// Spec §5: escaping and the link check for HTML we write ourselves (pure, shared by the server and the browser).
// Cleaning others' HTML is the maintained sanitizers' job: sanitize-server.test.ts and sanitize-browser.test.tsx.
import { escapeHtml, safeHref } from '../../../src/domain/inbox/html';

describe('escapeHtml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
    expect(escapeHtml('plain text')).toBe('plain text');
  });
});

describe('safeHref', () => {
  it('accepts http, https and mailto links', () => {
    expect(safeHref('https://parley.example/pricing')).toBe('https://parley.example/pricing');
    expect(safeHref('HTTP://parley.example')).toBe('HTTP://parley.example');
    expect(safeHref('mailto:sales@parley.example')).toBe('mailto:sales@parley.example');
    expect(safeHref('  https://a.example  ')).toBe('https://a.example');
  });

  it('refuses other schemes, relative links and disguised javascript', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeHref('java\tscript:alert(1)')).toBeNull();
    expect(safeHref('&#106;avascript:alert(1)')).toBeNull();
    expect(safeHref('&#x6A;avascript&colon;alert(1)')).toBeNull();
    expect(safeHref('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
    expect(safeHref('vbscript:msgbox(1)')).toBeNull();
    expect(safeHref('/settings')).toBeNull();
    expect(safeHref('https://a.example/\u0000x')).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref('jav&#0;ascript:alert(1)')).toBeNull();
    expect(safeHref('&#x110000;https://a.example')).toBeNull();
  });

  it('decodes character references the way a browser would before judging', () => {
    expect(safeHref('https://a.example/?q=1&amp;r=2')).toBe('https://a.example/?q=1&r=2');
    expect(safeHref('&#104;ttps://a.example')).toBe('https://a.example');
    // A named reference without ';' is not decoded in an attribute, so "&lt=2" stays a query parameter.
    expect(safeHref('https://a.example/?q=1&lt=2')).toBe('https://a.example/?q=1&lt=2');
    expect(safeHref('https://a.example/?q=&unknown;')).toBe('https://a.example/?q=&unknown;');
  });
});
