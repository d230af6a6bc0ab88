// Entry of widget.js, the widget's small first chunk. A site embeds it with
//   <script src="https://<parley host>/widget.js" data-project="<widget key>" async></script>
// (plus optional data-* look attributes: launcherLook.ts). It draws the launcher at once (issue 26: on screen
// < 300 ms after the script loads, which a cold compile of the whole widget could not do), sends the settings
// request, and loads the rest, widget-app.js (app.ts), from the same place; a click meanwhile opens the window when
// it arrives, and Parley(…) commands wait for it. The API origin is the script's own origin; the widget lives in a
// shadow root on its own host element, so the site's CSS cannot reach it. Nothing runs twice if the snippet is
// pasted twice.
import { installCommands } from './commands';
import { APP_GLOBAL, type StartedWidget, type WidgetApp } from './handoff';
import { snippetLook } from './launcherLook';
import { settingsRequest } from './settingsRequest';
import { WidgetStorage } from './storage';
import { CSS } from './styles';
import { createLauncher, drawEarly } from './ui/launcher';

/** widget-app.js?v=<its content hash>, relative to widget.js (widget/vite.config.ts defines it at build time). */
declare const __PARLEY_APP_FILE__: string;

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

/** Downloads widget-app.js at once (a preload: it does not run yet). */
function preload(doc: Document, src: string, nonce: string): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = src;
  if (nonce) link.nonce = nonce;
  doc.head.appendChild(link);
}

/** After the launcher's first frame: widget-app.js's evaluation would otherwise hold that frame back on a slow
 *  machine. At once on a hidden page, which draws no frames. */
const afterPaint = (doc: Document) => new Promise<void>((resolve) => (doc.hidden ? resolve() : requestAnimationFrame(() => setTimeout(resolve, 0))));

/** A classic script next to widget.js (same origin, so the site's CSP already allows it; its nonce is passed on). */
function loadApp(doc: Document, src: string, nonce: string): Promise<WidgetApp> {
  return new Promise((resolve, reject) => {
    const s = doc.createElement('script');
    s.src = src;
    s.async = true;
    if (nonce) s.nonce = nonce;
    s.onload = () => {
      const app = (window as unknown as Record<string, WidgetApp | undefined>)[APP_GLOBAL];
      if (app) resolve(app);
      else reject(new Error('widget-app.js did not define the widget'));
    };
    s.onerror = () => reject(new Error(`${s.src} could not be loaded`));
    doc.head.appendChild(s);
  });
}

function boot(): void {
  const script = ownScript(document);
  const projectKey = script?.dataset.project;
  if (!script || !projectKey || window.__parleyWidget) return;
  window.__parleyWidget = true;
  const origin = new URL(script.src, location.href).origin;
  const preview = script.hasAttribute('data-preview');
  // Commands queued by the snippet run once the widget exists; later ones at once (commands.ts).
  let ready: (w: StartedWidget) => void;
  const widgetP = new Promise<StartedWidget>((resolve) => (ready = resolve));
  installCommands(window, async (name, arg) => (await widgetP).command(name, arg));
  // Both on their way while the launcher is drawn; the settings are read (a failure reported) by widget-app.js, which
  // runs once the launcher is on screen.
  const settings = settingsRequest(origin, projectKey);
  settings.catch(() => undefined);
  const appSrc = new URL(__PARLEY_APP_FILE__, script.src).href;
  const nonce = script.nonce ?? '';
  preload(document, appSrc, nonce);
  const start = () => {
    const { root, host } = mount(document);
    // data-preview: the appearance preview of /settings/widget (controller.ts startPreview) draws nothing early.
    host.toggleAttribute('data-preview', preview);
    const launcher = preview ? undefined : createLauncher(root, host);
    let open = false;
    if (launcher) {
      drawEarly(launcher, new WidgetStorage(projectKey), snippetLook(script));
      launcher.onClick(() => launcher.draw((open = !open)));
    }
    afterPaint(document)
      .then(() => loadApp(document, appSrc, nonce))
      .then(
        (a) => {
          const widget = a.startWidget({ origin, projectKey, root, host, win: window, preview, launcher, settings, open });
          window.__parleyWidget = widget;
          ready(widget);
        },
        (err: unknown) => console.warn('Parley widget could not start:', err),
      );
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

boot();
