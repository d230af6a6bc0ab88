// The audit log's filters, always shown: an action, an actor (name or email contains) and a date range. Days are
// chosen in the browser's timezone and sent as seconds (model.ts); the server validates with auditLogFilterSchema.
import { DateInput, SelectInput, TextInput } from 'react-admin';
import { AUDIT_ACTION_KEYS, auditActionLabel } from '../../domain/audit';
import { AUDIT_UI } from './labels';
import { dayToSeconds, secondsToDay } from './model';

const ACTION_CHOICES = AUDIT_ACTION_KEYS.map((id) => ({ id, name: auditActionLabel(id) }));

export const auditLogFilters = [
  <SelectInput key="action" source="action" label={AUDIT_UI.action} choices={ACTION_CHOICES} emptyText={AUDIT_UI.allActions} alwaysOn sx={{ minWidth: 240 }} />,
  <TextInput key="actor" source="actor" label={AUDIT_UI.actor} placeholder={AUDIT_UI.actorHint} alwaysOn resettable />,
  <DateInput key="from" source="from" label={AUDIT_UI.from} alwaysOn parse={(v: string) => dayToSeconds(v, 'start')} format={secondsToDay} />,
  <DateInput key="to" source="to" label={AUDIT_UI.to} alwaysOn parse={(v: string) => dayToSeconds(v, 'end')} format={secondsToDay} />,
];
