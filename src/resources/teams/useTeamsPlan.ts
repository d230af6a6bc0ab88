// Teams are a plan feature: the lists say so up front, and a 402 from the server opens the upgrade prompt.
import { useShellSession } from '../../ui/session/SessionContext';
import { planHas } from '../shared/upgrade';

export function useTeamsPlan(): boolean {
  return planHas(useShellSession()?.details, 'teams');
}
