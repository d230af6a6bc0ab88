// The merge just made (issue 27), kept outside the component that made it: the thread that merged may unmount (the
// agent is taken to the survivor) while the Undo offer must stay for the window.
import { useSyncExternalStore } from 'react';
import type { MergeResult } from '../../../domain/merge/rules';

let current: MergeResult | null = null;
const listeners = new Set<() => void>();

export function showMergeUndo(result: MergeResult | null): void {
  current = result;
  for (const l of listeners) l();
}

export const useMergeUndo = (): MergeResult | null =>
  useSyncExternalStore(
    (l) => (listeners.add(l), () => void listeners.delete(l)),
    () => current,
  );
