// A tiny element builder: text always goes in as text nodes (never HTML), so nothing a visitor, agent or site
// writes can inject markup into the widget.
type Attrs = Record<string, string | number | boolean | null | undefined | EventListener>;
export type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(name.slice(2), value);
    else if (value === true) el.setAttribute(name, '');
    else el.setAttribute(name, String(value));
  }
  append(el, children);
  return el;
}

export function append(parent: Node, children: Child[]): void {
  for (const c of children) if (c !== null && c !== undefined && c !== false) parent.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
}

/** Only http(s) and same-origin relative addresses become links or images (no javascript: URLs from a message). */
export function safeUrl(url: string | undefined | null, origin: string): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, origin);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}
