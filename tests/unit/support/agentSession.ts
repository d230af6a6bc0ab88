// The signed-in agent of the inbox's tests (pro plan, inbox-only permissions unless given): the session the shell
// provides to the inbox page and its reply tools.
import { flattenPermissions, inboxOnlyPermissionTree, type PermissionTree } from '../../../src/domain/permissions';
import type { ShellSession } from '../../../src/ui/session/SessionContext';

export function agentSession(tree: PermissionTree | null = inboxOnlyPermissionTree()): ShellSession {
  return {
    details: {
      project: { id: 1, name: 'Acme', ziTenantId: 't-1' },
      user: { email: 'agent@acme.test', userId: 7, ziUserId: 'z-7', isCSUser: false, name: 'Ada Agent' },
      subscription: { plan: 'pro', features: [], userLimit: 10 },
      isDoziCustomer: false,
      migrationInProgress: false,
      isInsideMSTeams: false,
    },
    facts: { flat: flattenPermissions(tree), isCSUser: false },
    isInsideMSTeams: false,
  };
}
