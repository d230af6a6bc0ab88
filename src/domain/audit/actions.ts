// The audit log's vocabulary (issue 16): what an admin did, in readable words, and to what kind of thing. Shared by
// the server (route config, records, the list's filter) and the dashboard (labels, filter choices).
import type { SettingsKey } from '../settings/widget';

/** Every action the log records, with the words the page shows. */
export const AUDIT_ACTIONS = {
  'role.create': 'Created a role',
  'role.clone': 'Cloned a role',
  'role.update': 'Changed a role',
  'role.delete': 'Deleted a role',
  'team.create': 'Created a team',
  'team.clone': 'Cloned a team',
  'team.update': 'Changed a team',
  'team.delete': 'Deleted a team',
  'user.invite': 'Invited a user',
  'user.reinvite': 'Resent an invitation',
  'user.uninvite': 'Revoked an invitation',
  'user.update': 'Changed a user',
  'user.role_change': "Changed a user's role",
  'user.delete': 'Removed a user',
  'integration.connect': 'Connected an integration',
  'integration.credentials': 'Changed integration credentials',
  'integration.disconnect': 'Disconnected an integration',
  'settings.update': 'Changed settings',
  'flow.update': 'Saved a conversation flow',
  'flow.publish': 'Published a conversation flow',
  'flow.unpublish': 'Unpublished a conversation flow',
  'flow.delete': 'Deleted a conversation flow',
  'audience.delete': 'Deleted an audience',
  'tag.create': 'Created a tag',
  'tag.update': 'Renamed a tag',
  'tag.delete': 'Deleted a tag',
  'canned.create': 'Created a canned message',
  'canned.update': 'Changed a canned message',
  'canned.delete': 'Deleted a canned message',
  'notifications.update': 'Changed notification channels',
  'export.analytics': 'Exported analytics',
  'apikey.create': 'Created an API key',
  'apikey.revoke': 'Revoked an API key',
  'apikey.call': 'Called the API with a key',
  'webhook.create': 'Added a webhook endpoint',
  'webhook.update': 'Changed a webhook endpoint',
  'webhook.delete': 'Deleted a webhook endpoint',
  'webhook.rotate': 'Rotated a webhook secret',
  'contact.import': 'Imported contacts',
  'contact.merge': 'Merged two contacts',
  'contact.export': "Exported a contact's data",
  'contact.erase': 'Erased a contact',
  'contact.identity_secret': 'Rotated the identity verification secret',
  'conversation.merge': 'Merged conversations',
  'conversation.merge_undo': 'Undid a conversation merge',
  'message.edit': 'Edited a message',
  'message.delete': 'Deleted a message',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

export const isAuditAction = (v: unknown): v is AuditAction => typeof v === 'string' && Object.hasOwn(AUDIT_ACTIONS, v);

/** 'Changed a role'; an action written by a newer server than this page shows as its key. */
export const auditActionLabel = (action: string): string => (isAuditAction(action) ? AUDIT_ACTIONS[action] : action);

/** The area an action belongs to (its prefix): the page groups the filter's choices and colours the chips by it. */
export const AUDIT_AREAS = {
  role: 'Roles',
  team: 'Teams',
  user: 'Users',
  integration: 'Integrations',
  settings: 'Settings',
  flow: 'Conversation flows',
  audience: 'Audiences',
  tag: 'Tags',
  canned: 'Canned messages',
  notifications: 'Notification channels',
  export: 'Exports',
  apikey: 'API keys',
  webhook: 'Webhooks',
  contact: 'Contacts',
  conversation: 'Conversations',
  message: 'Messages',
} as const;
export type AuditArea = keyof typeof AUDIT_AREAS;

export const auditAreaOf = (action: string): AuditArea | null => {
  const area = action.split('.')[0] ?? '';
  return Object.hasOwn(AUDIT_AREAS, area) ? (area as AuditArea) : null;
};

/** What kind of thing an action changed. */
export const AUDIT_TARGET_TYPES = {
  role: 'Role',
  team: 'Team',
  user: 'User',
  integration: 'Integration',
  settings: 'Settings',
  profile: 'Profile',
  flow: 'Conversation flow',
  audience: 'Audience',
  tag: 'Tag',
  cannedMessage: 'Canned message',
  notifications: 'Notification channels',
  export: 'Export',
  apiKey: 'API key',
  webhook: 'Webhook endpoint',
  contact: 'Contact',
  conversation: 'Conversation',
  message: 'Message',
} as const;
export type AuditTargetType = keyof typeof AUDIT_TARGET_TYPES;

export const auditTargetTypeLabel = (type: string): string =>
  Object.hasOwn(AUDIT_TARGET_TYPES, type) ? AUDIT_TARGET_TYPES[type as AuditTargetType] : type;

/** The settings documents an admin changes, by the names their pages give them. */
export const AUDIT_SETTINGS_LABELS = {
  widgetStatus: 'Widget status',
  widgetAppearance: 'Widget appearance',
  privacy: 'Privacy policy',
  officeHours: 'Office hours',
  holidays: 'Holidays',
  bot: 'Bot settings',
  chatFields: 'Chat fields',
  collision: 'Inbox collision control',
  email: 'Email follow-up',
  messageEdits: 'Message edits',
  allowedDomains: 'Allowed domains',
  highlights: 'Highlights',
} as const satisfies Record<SettingsKey | 'allowedDomains' | 'highlights', string>;
