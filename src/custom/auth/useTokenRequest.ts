// Runs one request for the token in the address, once per token (also under StrictMode's double effects), and
// tracks its outcome for pages that render from it (email verification, invitation).
import { useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../ui/forms/serverErrors';

export type TokenRequest<T> =
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'failed'; message: string };

export function useTokenRequest<T>(token: string | null, request: (token: string) => Promise<T>): TokenRequest<T> {
  const [state, setState] = useState<TokenRequest<T>>({ status: 'loading' });
  const sentFor = useRef<string | null>(null);
  // The latest request function without making it a dependency: pages pass inline arrows.
  const requestRef = useRef(request);
  requestRef.current = request;

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    setState({ status: 'loading' });
    requestRef.current(token).then(
      (data) => setState({ status: 'done', data }),
      (err: unknown) => setState({ status: 'failed', message: errorMessageOf(err) }),
    );
  }, [token]);

  return state;
}
