// The configurations page's own wording (the spec shows none besides the messages in src/domain/settings/chatFields).
import type { ChatFieldType } from '../../../domain/settings/chatFields';

export const CONFIG_UI = {
  area: 'Configurations',
  heading: 'Configurations',
  chatFields: 'Chat fields',
  hint: 'Chat fields hold what visitors tell you in a conversation. Bot input steps store answers under a field key; a visitor who has not answered yet has the default value.',
  readOnly: 'You can view the chat fields; adding or removing them needs write access to widget settings.',
  columns: { name: 'Field name', key: 'Key', type: 'Type', defaultValue: 'Default value', kind: 'Kind' },
  defaultKind: 'Default',
  customKind: 'Custom',
  noDefault: '—',
  newField: 'New field',
  newFieldTitle: 'New chat field',
  name: 'Chat field name',
  key: 'Field key',
  type: 'Chat field type',
  options: 'Options (one per line)',
  defaultValue: 'Default value',
  create: 'Create field',
  cancel: 'Cancel',
  remove: (name: string) => `Remove ${name}`,
  yes: 'Yes',
  no: 'No',
  types: { text: 'Text', number: 'Number', price: 'Price', boolean: 'Yes / No', list: 'List of options' } satisfies Record<ChatFieldType, string>,
} as const;
