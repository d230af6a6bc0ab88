// The email settings page's wording (ours; the spec shows none). Tests select by these labels.
export const EMAIL_UI = {
  area: 'Email Settings',
  heading: 'Email follow-up',
  subtitle: 'When a visitor leaves before your team answers, Parley emails the reply and brings their answer back into the conversation.',
  section: 'Follow-up emails',
  enabled: 'Email replies to visitors who left',
  senderName: 'Sender name',
  senderHint: 'Shown as "Agent from <sender name>". Empty: the project name.',
  replyDomain: 'Reply-to domain',
  replyHint: 'Point its MX record at Parley. Empty: the server default.',
  grace: 'Grace period (minutes)',
  graceHint: 'How long Parley waits for the visitor to come back before emailing.',
  logoUrl: 'Logo URL',
  colour: 'Colour',
  preview: 'Preview',
  previewTitle: 'Preview of the follow-up email',
  sampleAgent: 'Maya',
  sampleText: 'Hi! Yes, we ship to Canada. Delivery takes 3–5 business days.',
  continueLabel: 'Continue the conversation',
  replyLine: 'Reply to this email to answer.',
  unsubscribe: 'Unsubscribe',
  sampleProject: 'Your company',
} as const;

/** The profile page's email notifications (mentions and assignments while away). */
export const AGENT_EMAIL_UI = {
  section: 'Email',
  enabled: 'Email me mentions and assignments while I am away',
  hint: 'Away: not available, or no Parley tab open. A burst of notices comes as one email.',
  save: 'Save email notifications',
} as const;
