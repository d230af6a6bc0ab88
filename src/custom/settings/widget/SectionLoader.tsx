// A settings section's body once its document has loaded (a spinner before; nothing more after a failed load,
// whose toast httpClient has shown).
import type { ReactNode } from 'react';
import { CircularProgress } from '@mui/material';

export function SectionLoader<T>({ data, isError, label, children }: { data: T | undefined; isError: boolean; label: string; children: (data: T) => ReactNode }) {
  if (data !== undefined) return <>{children(data)}</>;
  return isError ? null : <CircularProgress size={24} aria-label={`Loading ${label}`} />;
}
