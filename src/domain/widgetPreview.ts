// The appearance preview's messages between /settings/widget and the real widget in its iframe (widget.js loaded
// with data-preview): the page posts the unsaved look; the widget says when it is ready for one.
import type { WidgetLook } from './widgetAppearance';

export const PREVIEW_MESSAGE = 'parley:preview';
export const PREVIEW_READY = 'parley:preview-ready';

export interface PreviewMessage {
  type: typeof PREVIEW_MESSAGE;
  look: WidgetLook;
  open?: boolean;
  screen?: 'home' | 'chat';
}

/** The iframe's document: the widget script of this server with the project's key, in preview mode. */
export const previewDocument = (widgetKey: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>` +
  `<script src="/widget.js" data-project="${widgetKey.replace(/[^A-Za-z0-9_-]/g, '')}" data-preview async></script></body></html>`;
