// The selected filter per tab, kept in local storage under the inbox selected-filter key (spec §2, §9) with the
// parse/serialise rules of filters.ts. Storage that cannot be read or written (private mode) just is not kept.
import { useCallback, useState } from 'react';
import {
  parseSelectedFilters,
  SELECTED_FILTER_STORAGE_KEY,
  serializeSelectedFilters,
  type SelectedFilters,
} from '../../../domain/inbox/filters';

function read(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_FILTER_STORAGE_KEY);
  } catch {
    return null;
  }
}

function write(value: SelectedFilters): void {
  try {
    window.localStorage.setItem(SELECTED_FILTER_STORAGE_KEY, serializeSelectedFilters(value));
  } catch {
    // Not kept across reloads; the screen still works with what it holds.
  }
}

export function useSelectedFilters(): [SelectedFilters, (next: SelectedFilters) => void] {
  const [value, setValue] = useState<SelectedFilters>(() => parseSelectedFilters(read()));
  const save = useCallback((next: SelectedFilters) => {
    setValue(next);
    write(next);
  }, []);
  return [value, save];
}
