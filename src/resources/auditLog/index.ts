// The audit log (issue 16): a read-only list shown on the /settings/audit-log route (BUILT_PAGES), not a
// <Resource> of its own: nothing creates or edits its rows.
export { AuditLogPage } from './AuditLogPage';
