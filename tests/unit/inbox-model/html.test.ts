// Spec §5 "text is sanitized": escaping, and an allow-list sanitiser written as string processing (no DOM), so the
// server and the widget produce the same safe HTML the dashboard does.
import { escapeHtml, safeHref, sanitizeHtml } from '../../../src/domain/inbox/html';

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

describe('sanitizeHtml', () => {
  it('keeps the allowed structure as it is', () => {
    const html = '<p>Hi <strong>there</strong>, <em>see</em>:</p><ul><li>one</li><li>two<br>lines</li></ul><ol><li>x</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('normalises allowed tags: case, attributes, b and i, self-closing br', () => {
    expect(sanitizeHtml('<P class="x" style="color:red">A<BR/>B<b>bold</b><i>it</i></P>')).toBe('<p>A<br>B<strong>bold</strong><em>it</em></p>');
  });

  it('keeps safe links with a new tab and no opener, and drops unsafe ones but keeps their text', () => {
    expect(sanitizeHtml('<a href="https://docs.example/x?a=1&amp;b=2" onclick="steal()">docs</a>')).toBe(
      '<a href="https://docs.example/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">docs</a>',
    );
    expect(sanitizeHtml("<a href='mailto:help@parley.example'>mail us</a>")).toBe(
      '<a href="mailto:help@parley.example" target="_blank" rel="noopener noreferrer">mail us</a>',
    );
    expect(sanitizeHtml('<a href=https://a.example>bare</a>')).toBe('<a href="https://a.example" target="_blank" rel="noopener noreferrer">bare</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">click</a> me')).toBe('click me');
    expect(sanitizeHtml('<a>no target</a>')).toBe('no target');
  });

  it('keeps mention spans with their id only', () => {
    expect(sanitizeHtml('<span class="mention" data-id="4" data-label="Alan" onmouseover="x()">@Alan</span>')).toBe(
      '<span class="mention" data-id="4">@Alan</span>',
    );
    expect(sanitizeHtml('<span class="chip mention" data-id="user_4">@A</span>')).toBe('<span class="mention" data-id="user_4">@A</span>');
  });

  it('drops spans that are not mentions or carry an odd id, keeping their text and nesting right', () => {
    expect(sanitizeHtml('<span style="x">plain <span class="mention" data-id="4">@Alan</span> end</span>')).toBe(
      'plain <span class="mention" data-id="4">@Alan</span> end',
    );
    expect(sanitizeHtml('<span class="mention" data-id="4&quot; onclick=&quot;x">@A</span>')).toBe('@A');
    expect(sanitizeHtml('<span class="mention">@A</span>')).toBe('@A');
  });

  it('drops disallowed tags but keeps their text', () => {
    expect(sanitizeHtml('<div><h1>Title</h1><img src=x onerror="alert(1)"><u>under</u></div>')).toBe('Titleunder');
  });

  it('drops scripts, styles, frames and comments with their content', () => {
    expect(sanitizeHtml('a<script>alert("x")</script>b<style>p{}</style>c<!-- secret -->d<iframe src="x">inner</iframe>e')).toBe('abcde');
    expect(sanitizeHtml('<SCRIPT type="text/javascript">x()</SCRIPT >ok')).toBe('ok');
    expect(sanitizeHtml('<svg><script>x()</script><text>t</text></svg>after')).toBe('after');
    expect(sanitizeHtml('before<script>never closed')).toBe('before');
    expect(sanitizeHtml('before<!-- never closed')).toBe('before');
    expect(sanitizeHtml('a</script>b</style>c')).toBe('abc');
  });

  it('escapes stray markup characters and keeps existing character references', () => {
    expect(sanitizeHtml('1 < 2 > 0 & done &amp; &#169; &copy;')).toBe('1 &lt; 2 &gt; 0 &amp; done &amp; &#169; &copy;');
    expect(sanitizeHtml('<<script>x</script>p>')).toBe('&lt;p&gt;');
    expect(sanitizeHtml('<!doctype html><p>x</p>')).toBe('&lt;!doctype html&gt;<p>x</p>');
  });

  it('closes what is left open and ignores closing tags that match nothing', () => {
    expect(sanitizeHtml('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(sanitizeHtml('</em>text</p>')).toBe('text');
    expect(sanitizeHtml('<ul><li>a</ul>b')).toBe('<ul><li>a</li></ul>b');
    expect(sanitizeHtml('<p><em>x</p>y')).toBe('<p><em>x</em></p>y');
  });

  it('reads an attribute value containing ">" as part of the tag', () => {
    expect(sanitizeHtml('<a title="a>b" href="https://a.example">t</a>')).toBe('<a href="https://a.example" target="_blank" rel="noopener noreferrer">t</a>');
  });

  it('is stable: sanitising twice changes nothing more', () => {
    const inputs = ['<p onclick=x>a & b <b>c</b></p><script>y</script>', '<a href="https://x.example/?a=1&b=2">l</a><<p', '<span class=mention data-id=7>@x</span>'];
    for (const input of inputs) expect(sanitizeHtml(sanitizeHtml(input))).toBe(sanitizeHtml(input));
  });

  it('stays fast on hostile input', () => {
    const hostile = '<a ' + 'x '.repeat(20000) + '<p ' + '"'.repeat(20000) + '<'.repeat(20000);
    const started = performance.now();
    const out = sanitizeHtml(hostile);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(out).not.toContain('<a');
  });
});
