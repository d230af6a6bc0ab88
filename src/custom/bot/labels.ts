// The bot pages' own words (ours: the spec names the routes and 'Bot name is required', not the pages' buttons).
// Spec texts stay in src/domain (ADMIN_MSG, STEP_LABELS, DESTINATION_LABELS).
export const BOT_UI = {
  area: 'Bot',
  settingsArea: 'Bot Settings',
  integrationsArea: 'Bot Integrations',
  heading: 'Bot',
  tabs: { overview: 'Overview', settings: 'Settings', integrations: 'Integrations' },
  tabsLabel: 'Bot pages',
  avatar: (name: string) => `${name} avatar`,

  // Overview
  identity: 'Identity',
  editSettings: 'Edit settings',
  flows: 'Conversation flows',
  flowCounts: (active: number, total: number) =>
    total === 0 ? 'No conversation flows yet' : `${active} of ${total} ${total === 1 ? 'flow' : 'flows'} active`,
  openFlows: 'Open conversation flows',
  behaviour: 'Default behaviour',
  integrations: 'Integrations',
  integrationCounts: (connected: number, total: number) => `${connected} of ${total} connected`,
  openIntegrations: 'See integrations',

  // Settings
  save: 'Save',
  name: 'Bot name',
  nameHelp: 'Visitors see this name on every bot message',
  image: 'Bot image',
  imageUrl: 'Image URL',
  imageUrlHelp: 'An https address, or upload an image',
  uploadImage: 'Upload image',
  removeImage: 'Use the default image',
  imageType: 'Choose a PNG, JPEG, GIF or WebP image',
  imageTooLarge: 'The image must be at most 256 KB',
  defaultImage: 'Default image',
  uploadedImage: 'Uploaded image',
  defaultFlow: 'Default conversation flow',
  defaultFlowHelp: "Runs for visitors that no conversation flow's audience matches",
  noDefaultFlow: 'None: the bot stays quiet',
  noAudienceGreets: 'it has no audience, so it greets every visitor',
  everyoneAudienceGreets: (audience: string) => `its audience "${audience}" has no rules, so it greets every visitor`,
  inactive: 'inactive',
  unexpectedReply: 'When a visitor types instead of choosing a button',
  unexpectedReplies: { repeat: 'Show the buttons again', handoff: 'Connect the visitor to a human' },
  replyDelay: 'Pause before each bot message (seconds)',
  replyDelayHelp: 'Visitors see the typing indicator meanwhile',
  readOnly: 'You can see the bot settings; changing them needs write access to settings.',
  noAccess: 'You are not authorized to see the bot settings.',

  // Integrations
  integrationsIntro: 'Steps of a conversation flow that hand work to another tool need that tool connected.',
  connected: 'Connected',
  notConnected: 'Not connected',
  usedBy: 'Used by',
  notUsed: 'Not used by any conversation flow',
  usedByFlows: (names: readonly string[]) => `Used by: ${names.join(', ')}`,
  unconnectedUse: (n: number) =>
    `${n === 1 ? '1 conversation flow uses' : `${n} conversation flows use`} it: those steps cannot run until it is connected.`,
  connect: 'Connect in Integrations settings',
  needs: 'Needed by',
} as const;
