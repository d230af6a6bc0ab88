// An agent has one calendar (whichever calendar provider): connecting the other one replaces it when its callback lands.
// The dashboard asks first, naming the calendar and account; the server refuses to start such a connect unless the
// body says `replace: true`, so no client can drop a connected calendar without that confirmation.
import type { Repositories } from '../../db/repositories/index';
import { INTEGRATIONS, isIntegrationKind, type IntegrationKind } from '../../../src/domain/integrations/kinds';
import { INTEGRATION_MSG } from '../../../src/domain/integrations/messages';
import { replacedCalendar } from '../../../src/domain/integrations/rules';
import { ApiError } from '../../lib/apiError';

/** 409 with the calendar and account that would be replaced, unless the connect body confirmed `replace`. */
export async function refuseUnconfirmedCalendarReplacement(
  repos: Pick<Repositories, 'calendars'>,
  caller: { projectId: number; userId: number },
  kind: IntegrationKind,
  input: object,
): Promise<void> {
  if (INTEGRATIONS[kind].group !== 'calendar') return;
  const row = await repos.calendars.find(caller.projectId, caller.userId);
  const current = row && isIntegrationKind(row.kind) ? replacedCalendar(kind, { kind: row.kind, account: row.account }) : null;
  if (!current || (input as { replace?: unknown }).replace === true) return;
  throw new ApiError(409, INTEGRATION_MSG.calendarReplaceRefused(INTEGRATIONS[kind].name, INTEGRATIONS[current.kind].name, current.account), undefined, {
    replaces: current.kind,
    account: current.account,
  });
}
