// Spec §5 "text is sanitized": one table of inputs and the markup they must become, run against both sanitizers
// (sanitize-html on the server, DOMPurify in the dashboard) since both read the one allow-list
// (src/domain/inbox/htmlPolicy.ts). Then payloads from the libraries' own XSS suites, judged by what survives.

export const SAME_OUTPUT: ReadonlyArray<readonly [what: string, input: string, output: string]> = [
  ['keeps the allowed structure', '<p>Hi <strong>there</strong>, <em>see</em>:</p><ul><li>one</li><li>two<br>lines</li></ul><ol><li>x</li></ol>', '<p>Hi <strong>there</strong>, <em>see</em>:</p><ul><li>one</li><li>two<br>lines</li></ul><ol><li>x</li></ol>'],
  ['normalises case, attributes, b and i, self-closing br', '<P class="x" style="color:red">A<BR/>B<b>bold</b><i>it</i></P>', '<p>A<br>B<strong>bold</strong><em>it</em></p>'],
  ['keeps a safe link, opening in a new tab without opener', '<a href="https://docs.example/x?a=1&amp;b=2" onclick="steal()">docs</a>', '<a href="https://docs.example/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">docs</a>'],
  ['keeps mailto links', "<a href='mailto:help@parley.example'>mail us</a>", '<a href="mailto:help@parley.example" target="_blank" rel="noopener noreferrer">mail us</a>'],
  ['reads unquoted attributes', '<a href=https://a.example>bare</a>', '<a href="https://a.example" target="_blank" rel="noopener noreferrer">bare</a>'],
  ['trims spaces around an address', '<a href=" https://ok.example ">x</a>', '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">x</a>'],
  ['drops a javascript: link, keeping its text', '<a href="javascript:alert(1)">click</a> me', 'click me'],
  ['drops a javascript: link in other case and with spaces', '<a href=" JaVaScRiPt:alert(1)">click</a>', 'click'],
  ['drops a javascript: link written with character references', '<a href="&#106;avascript:alert(1)">x</a>', 'x'],
  ['drops a javascript: link split by a tab', '<a href="java&#x09;script:alert(1)">x</a>', 'x'],
  ['drops a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', 'x'],
  ['drops a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', 'x'],
  ['drops a relative link', '<a href="/settings">x</a>', 'x'],
  ['drops a link without an address', '<a>no target</a>', 'no target'],
  ['keeps mention spans with their id only', '<span class="mention" data-id="4" data-label="Alan" onmouseover="x()">@Alan</span>', '<span class="mention" data-id="4">@Alan</span>'],
  ['keeps a mention among other classes', '<span class="chip mention" data-id="user_4">@A</span>', '<span class="mention" data-id="user_4">@A</span>'],
  ['drops other spans, keeping text and nesting', '<span style="x">plain <span class="mention" data-id="4">@Alan</span> end</span>', 'plain <span class="mention" data-id="4">@Alan</span> end'],
  ['drops a mention with an odd id', '<span class="mention" data-id="4&quot; onclick=&quot;x">@A</span>', '@A'],
  ['drops a mention without an id', '<span class="mention">@A</span>', '@A'],
  ['drops other elements, keeping their text', '<div><h1>Title</h1><img src=x onerror="alert(1)"><u>under</u></div>', 'Titleunder'],
  ['drops scripts, styles, frames and comments with their content', 'a<script>alert("x")</script>b<style>p{}</style>c<!-- secret -->d<iframe src="x">inner</iframe>e', 'abcde'],
  ['drops an upper-case script', '<SCRIPT type="text/javascript">x()</SCRIPT >ok', 'ok'],
  ['drops svg whole', '<svg><script>x()</script><text>t</text></svg>after', 'after'],
  ['drops an unclosed script', 'before<script>never closed', 'before'],
  ['drops an unclosed comment', 'before<!-- never closed', 'before'],
  ['ignores stray closing tags', 'a</script>b</style>c', 'abc'],
  ['escapes stray markup characters, decodes references', '1 < 2 > 0 & done &amp; &#169; &copy;', '1 &lt; 2 &gt; 0 &amp; done &amp; © ©'],
  ['does not rebuild a tag from the pieces around a script', '<<script>x</script>p>', '&lt;p&gt;'],
  ['drops a doctype', '<!doctype html><p>x</p>', '<p>x</p>'],
  ['closes what is left open', '<p><strong>bold', '<p><strong>bold</strong></p>'],
  ['closes a list', '<ul><li>a</ul>b', '<ul><li>a</li></ul>b'],
  ['reads ">" in an attribute as part of the tag', '<a title="a>b" href="https://a.example">t</a>', '<a href="https://a.example" target="_blank" rel="noopener noreferrer">t</a>'],
  ['drops style attributes', '<p style="background:url(javascript:alert(1))">styled</p><a href="https://a.example" style="position:fixed;inset:0">cover</a>', '<p>styled</p><a href="https://a.example" target="_blank" rel="noopener noreferrer">cover</a>'],
  ['drops a body onload', '<body onload="alert(1)"><p>x</p></body>', '<p>x</p>'],
];

/**
 * Mis-nested markup, where the browser's parser (DOMPurify uses it, and it builds what renders) and htmlparser2
 * (sanitize-html's) disagree: each side's output is still within the policy.
 */
export const PARSER_DEPENDENT: ReadonlyArray<readonly [what: string, input: string, server: string, browser: string]> = [
  // The browser reopens the formatting element after the block closes (the HTML parser's adoption agency).
  ['closes inline elements with their block', '<p><em>x</p>y', '<p><em>x</em></p>y', '<p><em>x</em></p><em>y</em>'],
  // The browser ends the svg at the <p> (an HTML element breaks out of foreign content); htmlparser2 keeps it inside.
  ['drops svg with onload', '<svg onload=alert(1)><p>x</p></svg>y', 'y', '<p>x</p>y'],
];

/**
 * Payloads from DOMPurify's and sanitize-html's test suites (mutation XSS: markup that changes meaning when parsed
 * again; namespace confusion through svg and math; event handlers). Whatever a sanitizer makes of them, nothing
 * that runs may survive, and cleaning the result again must change nothing (what is stored is what renders).
 */
export const HOSTILE: readonly string[] = [
  '<img src=x onerror=alert(1)//>',
  '<svg><g/onload=alert(2)//<p>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mi><table><mi><mglyph><svg><mtext><textarea><a title="</textarea><img src=x onerror=alert(1)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<a href="javas&#99;ript:alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="//evil.example">x</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<template><img src=x onerror=alert(1)></template>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<p onclick="alert(1)" style="behavior:url(x.htc)">x</p>',
  '<span class="mention" data-id="1" onclick="alert(1)" style="x:expression(alert(1))">@x</span>',
  '<a href="https://a.example" onmouseover="alert(1)" target="_self" rel="opener">x</a>',
  '<<img src=x onerror=alert(1)>p>',
  '<p>"><img src=x onerror=alert(1)></p>',
  '<!--><img src=x onerror=alert(1)>-->',
  '<![CDATA[><img src=x onerror=alert(1)>]]>',
  '<style><img src=x onerror=alert(1)></style>',
];

/** What no cleaned output may hold: any element but the policy's, an event handler, a script address, a style. */
export function dangerous(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<([a-zA-Z][\w-]*)/g)) if (!['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'span'].includes(m[1]!.toLowerCase())) found.push(`<${m[1]}`);
  for (const m of html.matchAll(/<[^>]*\s(on\w+|style|srcdoc|src|data)\s*=/gi)) found.push(m[1]!);
  for (const m of html.matchAll(/href="([^"]*)"/g)) if (!/^(?:https?|mailto):/i.test(m[1]!)) found.push(`href=${m[1]}`);
  for (const m of html.matchAll(/<a\s[^>]*>/g)) if (!/target="_blank" rel="noopener noreferrer"/.test(m[0])) found.push(m[0]);
  return found;
}
