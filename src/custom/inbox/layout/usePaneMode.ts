// The pane mode for the width of an element (the inbox), measured before the first paint and again whenever it
// changes (the window resized, the side navigation opened or closed). Null until measured, so nothing that depends
// on the mode (opening the first conversation) acts on a guess.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { paneMode, type PaneMode } from './model';

export function usePaneMode(ref: RefObject<HTMLElement | null>): PaneMode | null {
  const [mode, setMode] = useState<PaneMode | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // No width at all means no layout to go by (a DOM without one, as in component tests): the wide inbox.
    const measure = () => {
      const width = el.getBoundingClientRect().width;
      setMode(width > 0 ? paneMode(width) : 'three');
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return mode;
}
