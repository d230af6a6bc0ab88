// Holds the upgrade prompt's text: a 402 answer opens it with the server's reason.
import { useCallback, useState } from 'react';
import { errorMessageOf } from '../../ui/forms/serverErrors';
import { isUpgradeError } from './upgrade';

export function useUpgradePrompt() {
  const [message, setMessage] = useState<string | null>(null);
  /** Opens the prompt when the error is a 402; returns whether it did. */
  const offerUpgrade = useCallback((error: unknown): boolean => {
    if (!isUpgradeError(error)) return false;
    setMessage(errorMessageOf(error));
    return true;
  }, []);
  const close = useCallback(() => setMessage(null), []);
  return { message, offerUpgrade, close };
}
