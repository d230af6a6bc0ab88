// Whether the signed-in user may change conversation flows ('write' on the conversations area). UI convenience
// only: the server refuses writes without it anyway. Outside a session (tests, demos) editing is allowed.
import { canAccessPath } from '../../domain/permissions';
import { useShellSession } from '../../ui/session/SessionContext';

export function useCanEditFlows(): boolean {
  const flat = useShellSession()?.facts.flat;
  return flat ? canAccessPath(flat, 'conversations', 'write') : true;
}
