// Lazy-loaded screens (spec §5, §9): a loading indicator only after 500 ms, a 10 s time-out ('Timed out while
// loading the page'), and a failed chunk ('Unable to load the page').
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { LAZY_DELAY_MS, LAZY_TIMEOUT_MS } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { browser } from '../../providers/browser';
import { ErrorBoundary } from '../errors/ErrorBoundary';

export class LazyTimeoutError extends Error {
  constructor() {
    super(MSG.timedOutLoading);
    this.name = 'LazyTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LazyTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** React.lazy with the loader time-out. */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs: number = LAZY_TIMEOUT_MS,
) {
  return lazy(() => withTimeout(load(), timeoutMs));
}

/** Nothing for the first `delay` ms (fast loads do not flash), then a spinner. */
export function DelayedLoader({ delay = LAZY_DELAY_MS }: { delay?: number }) {
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const t = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(t);
  }, [delay]);
  if (!visible) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}

export function loaderErrorText(error: unknown): string {
  return error instanceof LazyTimeoutError ? MSG.timedOutLoading : MSG.unableToLoad;
}

export function LoaderError({ error }: { error: unknown }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
      <Typography variant="h5" component="h1">
        {loaderErrorText(error)}
      </Typography>
      <Button variant="contained" onClick={() => browser.reload()}>
        Try Again
      </Button>
    </Box>
  );
}

export interface LazyBoundaryProps {
  children: ReactNode;
  /** ms before the indicator shows (0 shows it at once). */
  delay?: number;
}

/** Wrap a lazy page: the delayed indicator while it loads, the loader messages when it cannot. */
export function LazyBoundary({ children, delay = LAZY_DELAY_MS }: LazyBoundaryProps) {
  return (
    <ErrorBoundary fallback={(error) => <LoaderError error={error} />}>
      <Suspense fallback={<DelayedLoader delay={delay} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
