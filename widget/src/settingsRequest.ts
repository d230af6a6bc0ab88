// GET app/visitor/widget, the public widget settings: widget.js sends it as it starts (loader.ts), so it is on its
// way while the rest of the widget loads; VisitorApi reads the answer (api.ts widgetConfig).
export const settingsRequest = (origin: string, projectKey: string): Promise<Response> =>
  fetch(`${origin}/app/visitor/widget?projectKey=${encodeURIComponent(projectKey)}`, { method: 'GET', credentials: 'omit' });
