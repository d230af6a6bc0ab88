// Entry of widget.js. A site embeds it with
//   <script src="https://<parley host>/widget.js" data-project="<widget key>" async></script>
// The API origin is the script's own origin; the widget lives in a shadow root on its own host element, so the
// site's CSS cannot reach it. Nothing runs twice if the snippet is pasted twice.
import { ApiError } from './api';
import { installCommands } from './commands';
import { WidgetController } from './controller';
import { snippetLook } from './launcherLook';
import { CSS } from './styles';

declare global {
  interface Window {
    __parleyWidget?: WidgetController;
  }
}

/** The embedding <script>: document.currentScript while executing, else the first tag naming widget.js. */
function ownScript(doc: Document): HTMLScriptElement | null {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current;
  return doc.querySelector<HTMLScriptElement>('script[data-project][src*="widget.js"]');
}

function mount(doc: Document): { root: ShadowRoot; host: HTMLElement } {
  const host = doc.createElement('parley-widget');
  host.setAttribute('data-parley', '');
  const root = host.attachShadow({ mode: 'open' });
  // A constructed sheet is not subject to the site's CSP style-src; a <style> element is the fallback.
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
  } else {
    const style = doc.createElement('style');
    style.textContent = CSS;
    root.appendChild(style);
  }
  doc.body.appendChild(host);
  return { root, host };
}

function boot(): void {
  const script = ownScript(document);
  const projectKey = script?.dataset.project;
  if (!script || !projectKey || window.__parleyWidget) return;
  const origin = new URL(script.src, location.href).origin;
  // Commands queued by the snippet run once the widget exists; later ones at once (commands.ts).
  let ready: (w: WidgetController) => void;
  const widgetP = new Promise<WidgetController>((resolve) => (ready = resolve));
  installCommands(window, async (name, arg) => (await widgetP).command(name, arg));
  const start = () => {
    const { root, host } = mount(document);
    host.toggleAttribute('data-preview', script.hasAttribute('data-preview'));
    // data-preview: the appearance preview of /settings/widget (controller.ts startPreview).
    const widget = new WidgetController({ origin, projectKey, root, host, win: window, preview: script.hasAttribute('data-preview'), snippetLook: snippetLook(script.dataset) });
    window.__parleyWidget = widget;
    ready(widget);
    // One warning, never a throw: whatever fails here would land in the site's own error monitoring.
    widget.start().catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 403) {
        // A page on a domain the project does not allow: the widget leaves the page as it found it.
        host.remove();
        window.__parleyWidget = undefined;
        console.warn(`Parley: ${err.message}`);
      } else console.warn('Parley widget could not start:', err);
    });
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

boot();
