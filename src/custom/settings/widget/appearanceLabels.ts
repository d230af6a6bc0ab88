// Labels of the appearance section and its live preview (/settings/widget).
export const APPEARANCE_UI = {
  textColour: 'Text on colour',
  launcherIcon: 'Launcher icon',
  launcherIcons: { chat: 'Chat bubble', question: 'Question mark', wave: 'Waving hand' },
  launcherLabel: 'Launcher label (optional)',
  offsetX: 'Side offset (px)',
  offsetY: 'Bottom offset (px)',
  theme: 'Theme',
  themes: { light: 'Light', dark: 'Dark', auto: "Auto (the visitor's system setting)" },
  greeting: 'Home screen greeting',
  avatarUrl: 'Avatar image URL (shown when no agent is available)',
  preview: 'Live preview',
  previewHint: 'This is the real widget with your unsaved changes. Save to publish them.',
  previewFrame: 'Widget preview',
  previewStates: { home: 'Home', chat: 'Conversation', closed: 'Closed' },
} as const;
