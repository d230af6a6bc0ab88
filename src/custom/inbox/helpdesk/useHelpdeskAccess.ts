// Whether each helpdesk card can work: the plan's feature (§6) and the connection (GET app/integration flags).
import { useQuery } from '@tanstack/react-query';
import { canAccessPath } from '../../../domain/permissions';
import { helpdeskAvailability, HELPDESK_IDS, type HelpdeskId } from '../../../domain/helpdesk/providers';
import { useShellSession } from '../../../ui/session/SessionContext';
import { usePlan } from '../../settings/upgrade/usePlan';
import { helpdeskApi } from '../../../providers/api/helpdesk';

export function useHelpdeskAccess(): { state: Record<HelpdeskId, 'ready' | 'upgrade' | 'connect' | 'loading'>; canConnect: boolean; canCreate: boolean } {
  const { features } = usePlan();
  const flat = useShellSession()?.facts.flat;
  // The same key as the bot pages' flags: one request serves both.
  const flags = useQuery({ queryKey: ['integration-flags'], queryFn: helpdeskApi.integrationFlags, staleTime: 60_000 });
  const state = Object.fromEntries(
    HELPDESK_IDS.map((id) => {
      const s = helpdeskAvailability(id, features, flags.data);
      return [id, s === 'connect' && flags.isLoading ? 'loading' : s];
    }),
  ) as Record<HelpdeskId, 'ready' | 'upgrade' | 'connect' | 'loading'>;
  // UI convenience only: the server checks both rights again.
  return { state, canConnect: flat ? canAccessPath(flat, 'settings.integrations', 'write') : false, canCreate: flat ? canAccessPath(flat, 'inbox', 'write') : false };
}
