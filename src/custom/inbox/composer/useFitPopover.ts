// The reply tools' popovers (canned messages, GIFs) open above the toolbar and fill in after they open (lazy content,
// then data). MUI's Popover fits itself into the viewport only when it opens, so content arriving later grew past
// the bottom of a short window. This measures the content and asks the Popover to fit again whenever it resizes,
// and caps the paper to the window so a tall list scrolls inside instead of being clipped.
import { useEffect, useRef, useState } from 'react';
import type { PopoverActions } from '@mui/material';

/** Margin the Popover keeps from the window's edges (MUI's marginThreshold default). */
export const POPOVER_MARGIN = 16;

export function useFitPopover(open: boolean) {
  const action = useRef<PopoverActions>(null);
  const [content, setContent] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!open || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => action.current?.updatePosition());
    observer.observe(content);
    return () => observer.disconnect();
  }, [open, content]);
  return {
    action,
    /** Ref for the element that holds the popover's content. */
    contentRef: setContent,
    /** The paper's cap: the window less the margins on both sides. */
    paperSx: { maxHeight: `calc(100vh - ${POPOVER_MARGIN * 2}px)`, overflowY: 'auto' } as const,
  };
}
