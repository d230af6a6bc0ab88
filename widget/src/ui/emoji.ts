// The emoji picker (emoji-picker-element), loaded the first time a visitor opens it so the first load stays small:
// its module and emoji data come from our own server (server/routes/visitorEmoji.ts), never from a CDN. Escape or
// a pick closes it and gives the focus back.
import { TEXT } from '../strings';
import { h } from './dom';
import { ICON_EMOJI, icon } from './icons';

const TAG = 'emoji-picker';
let loading: Promise<void> | null = null;

export const emojiAsset = (origin: string, file: 'picker.js' | 'data.json') => `${origin}/app/visitor/emoji/${file}`;

/** Injects the picker's module script once; resolves when <emoji-picker> is defined. */
export function loadPicker(doc: Document, origin: string): Promise<void> {
  if (customElements.get(TAG)) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = emojiAsset(origin, 'picker.js');
    script.onload = () => void customElements.whenDefined(TAG).then(() => resolve());
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The emoji picker could not be loaded'));
    };
    doc.head.appendChild(script);
  });
  return loading;
}

/** The picker's own <style> as a constructed sheet, before it is connected: a site's CSP may refuse an inline
 *  <style> (and report it), never an adopted sheet. */
function adoptStyles(picker: HTMLElement): void {
  const root = picker.shadowRoot;
  const style = root?.querySelector('style');
  if (!root || !style || !('adoptedStyleSheets' in root) || typeof CSSStyleSheet !== 'function') return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(style.textContent ?? '');
  root.adoptedStyleSheets = [sheet];
  style.remove();
}

/** The picker writes style attributes (CSS variables, grid columns), which a strict CSP refuses to apply: the same
 *  declarations set through the CSSOM are never refused. */
function keepStyleAttributes(picker: HTMLElement): void {
  const root = picker.shadowRoot;
  if (!root || typeof MutationObserver !== 'function') return;
  const apply = (el: Element) => {
    const text = el.getAttribute('style');
    if (text && el instanceof HTMLElement && el.style.length === 0) el.style.cssText = text;
  };
  const sweep = () => root.querySelectorAll('[style]').forEach(apply);
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') apply(r.target as Element);
      else r.addedNodes.forEach((n) => n instanceof Element && (apply(n), n.querySelectorAll('[style]').forEach(apply)));
    }
  }).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
  sweep();
}

export interface EmojiControl {
  button: HTMLButtonElement;
  panel: HTMLElement;
  setDark(dark: boolean): void;
  close(): void;
}

export function emojiControl(origin: string, insert: (emoji: string) => void): EmojiControl {
  let picker: HTMLElement | null = null;
  let dark = false;
  const panel = h('div', { class: 'emoji', hidden: true, role: 'dialog', 'aria-label': TEXT.emoji });
  const close = (focusButton = false) => {
    panel.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (focusButton) button.focus();
  };
  const open = async () => {
    panel.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    try {
      await loadPicker(document, origin);
    } catch {
      close(true);
      return;
    }
    if (!picker) {
      picker = document.createElement(TAG);
      picker.setAttribute('data-source', emojiAsset(origin, 'data.json'));
      // Emoji up to 14.0 (2021) render on every current system: no canvas probe of the visitor's fonts needed.
      picker.setAttribute('emoji-version', '14.0');
      picker.addEventListener('emoji-click', (e) => {
        const unicode = (e as CustomEvent<{ unicode?: string }>).detail?.unicode;
        if (unicode) insert(unicode);
        close();
      });
      adoptStyles(picker);
      keepStyleAttributes(picker);
      panel.appendChild(picker);
    }
    picker.className = dark ? 'dark' : 'light';
    requestAnimationFrame(() => picker?.shadowRoot?.querySelector<HTMLInputElement>('input')?.focus());
  };
  const button = h('button', { type: 'button', class: 'emoji-btn', 'aria-label': TEXT.emoji, 'aria-haspopup': 'dialog', 'aria-expanded': 'false', onclick: () => (panel.hidden ? void open() : close(true)) }, icon(ICON_EMOJI));
  panel.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close(true);
    }
  });
  return { button, panel, setDark: (d) => (dark = d), close: () => close() };
}
