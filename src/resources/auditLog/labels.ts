// The audit log page's words (ours: the spec has no audit log).
export const AUDIT_UI = {
  area: 'Audit log',
  subtitle:
    'Who changed what in roles, users, integrations, settings, conversation flows, tags, canned messages and notification channels, and every data export. Only admins see this page.',
  when: 'When',
  who: 'Who',
  action: 'Action',
  allActions: 'All actions',
  target: 'Changed',
  changes: 'What changed',
  actor: 'Actor',
  actorHint: 'Name or email',
  from: 'From',
  to: 'To',
  nothingListed: 'No field changes',
  more: (n: number) => `+ ${n} more`,
  clearFilters: 'Clear filters',
  ip: 'IP address',
  targetId: 'Id',
  time: 'Time',
  removedUser: 'A removed user',
} as const;
