// The page-shell failure answer: when the dashboard's index.html cannot be served (not built, removed, unreadable),
// a browser asking for a page gets the spec's generic error page ('Oops! Something went wrong.', Try Again reloads,
// the help centre) as plain HTML that needs no script (the CSP allows none inline) rather than a JSON 500. Its
// <style nonce=""> gets the response's CSP nonce (csp.ts withNonce).
import { MSG } from '../../src/domain/messages';
import { PRODUCT_NAME } from '../../src/domain/constants';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function shellErrorPage(helpCentreUrl: string | null): string {
  const help = helpCentreUrl ? `<p><a href="${escape(helpCentreUrl)}" rel="noopener noreferrer" target="_blank">Visit the help centre</a></p>` : '';
  // "Try Again" is a link to the same address: a reload without any script.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${PRODUCT_NAME} Error</title>
<style nonce="">body{margin:0;font-family:Inter,"Segoe UI",system-ui,sans-serif;background:#f5f7fb;color:#172033;display:grid;place-items:center;min-height:100vh}
main{text-align:center;padding:32px}h1{font-size:32px;margin:0 0 24px}a.button{display:inline-block;background:#1f5eff;color:#fff;text-decoration:none;font-weight:600;padding:10px 22px;border-radius:8px}
p{margin:16px 0 0}p a{color:#1f5eff}</style></head>
<body><main><h1>${escape(MSG.oops)}</h1><a class="button" href="">Try Again</a>${help}</main></body></html>`;
}
