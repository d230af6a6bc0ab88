// mutationOptions for <Create>/<Edit>: our success text, then back to the list. Failures are not notified again:
// httpClient already showed the error toast, and the form shows the server's field errors in place.
import { useNotify, useRedirect, useResourceContext, type RaRecord, type RedirectionSideEffect } from 'react-admin';

export interface SaveHandlerOptions {
  /** The success toast, or a function of the saved record (the server's `message` when it sends one). */
  success: string | ((saved: RaRecord) => string);
  redirect?: RedirectionSideEffect;
  /** Anything besides the toast (e.g. opening the upgrade prompt on a 402). */
  onError?: (error: unknown) => void;
}

export function useSaveHandlers({ success, redirect: to = 'list', onError }: SaveHandlerOptions) {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return {
    onSuccess: (saved: RaRecord) => {
      notify(typeof success === 'function' ? success(saved) : success, { type: 'success' });
      redirect(to, resource, saved?.id, saved);
    },
    onError: (error: unknown) => onError?.(error),
  };
}
