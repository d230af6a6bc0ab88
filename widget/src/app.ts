// Entry of widget-app.js, the rest of the widget after the launcher: loaded by widget.js (main.ts) as soon as it has
// drawn the launcher, from the same origin. Starts the controller on the shadow root and launcher widget.js made.
import { ApiError } from './api';
import { WidgetController } from './controller';
import type { Handoff, StartedWidget } from './handoff';

export function startWidget(h: Handoff): StartedWidget {
  const widget = new WidgetController({ origin: h.origin, projectKey: h.projectKey, root: h.root, host: h.host, win: h.win, preview: h.preview, launcher: h.launcher, settings: h.settings });
  // One warning, never a throw: whatever fails here would land in the site's own error monitoring.
  widget.start().catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 403) {
      // A page on a domain the project does not allow: the widget leaves the page as it found it.
      h.host.remove();
      h.win.__parleyWidget = undefined;
      console.warn(`Parley: ${err.message}`);
    } else console.warn('Parley widget could not start:', err);
  });
  // A click on the early launcher: the window opens as soon as the settings are drawn.
  if (h.open) void widget.command('open', undefined);
  return widget;
}
