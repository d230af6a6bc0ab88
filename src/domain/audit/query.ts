// GET app/audit-log's filter (ra-data-simple-rest's `filter` query): an action, an actor (name or email contains),
// and a date range in whole seconds (spec §9). Shared by the page's filter form and the server.
import * as yup from 'yup';
import { DATE_MSG } from '../analytics/dateRange';
import { AUDIT_ACTION_KEYS, type AuditAction } from './actions';

export const AUDIT_MSG = {
  unknownAction: 'Please select an action from the list',
  actorTooLong: 'Maximum of 100 characters are allowed',
  badDate: 'Please enter a valid date',
  empty: 'No admin actions yet',
  emptyHint: 'Changes to roles, users, integrations, settings and flows, and data exports, will be listed here.',
  emptyFiltered: 'No admin actions match these filters',
} as const;

/** Seconds; '' (a cleared input) is no bound. */
const seconds = () =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(AUDIT_MSG.badDate)
    .integer(AUDIT_MSG.badDate)
    .min(0, AUDIT_MSG.badDate)
    .optional();

export const auditLogFilterSchema = yup.object({
  action: yup
    .mixed<AuditAction>()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf([...AUDIT_ACTION_KEYS, undefined], AUDIT_MSG.unknownAction)
    .optional(),
  actor: yup.string().trim().max(100, AUDIT_MSG.actorTooLong).optional(),
  from: seconds(),
  to: seconds().test('after-from', DATE_MSG.toAfterFrom, function (to) {
    const from = this.parent.from as number | undefined;
    return to === undefined || from === undefined || to > from;
  }),
});
export type AuditLogFilter = yup.InferType<typeof auditLogFilterSchema>;

/** A row of GET app/audit-log, newest first. Times in seconds. */
export interface AuditLogRecord {
  id: number;
  createdAt: number;
  actor: { id: number | null; name: string; email: string };
  action: string;
  target: { type: string; id: string | null; label: string };
  summary: import('./summary').AuditSummary;
  ip: string | null;
}
