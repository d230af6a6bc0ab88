// How many of the inbox's three areas fit side by side in the width the inbox has (the window less the side
// navigation): all three, the list and the thread with the visitor panel as a drawer, or one pane at a time (the
// list, or the open conversation with a way back), as on a phone.
export type PaneMode = 'three' | 'drawer' | 'single';

/** The list (340 px), a thread that still reads well (420 px) and the visitor panel (280 px). */
export const THREE_PANES_MIN_PX = 1040;
/** The list and a thread of at least 380 px. */
export const TWO_PANES_MIN_PX = 720;

export function paneMode(widthPx: number): PaneMode {
  if (widthPx >= THREE_PANES_MIN_PX) return 'three';
  if (widthPx >= TWO_PANES_MIN_PX) return 'drawer';
  return 'single';
}

/** Which panes show: in one-pane mode the list until a conversation is open, then the conversation alone. */
export function visiblePanes(mode: PaneMode, conversationOpen: boolean): { list: boolean; thread: boolean } {
  if (mode !== 'single') return { list: true, thread: true };
  return { list: !conversationOpen, thread: conversationOpen };
}

/** Opening the first conversation by itself only makes sense when the list stays beside it. */
export const autoSelects = (mode: PaneMode): boolean => mode !== 'single';
