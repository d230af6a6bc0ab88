// Words of the inbox's narrow-screen layout.
export const LAYOUT_UI = {
  back: 'Back to conversations',
  showVisitor: 'Show visitor details',
  visitor: 'Visitor',
  closeVisitor: 'Close visitor details',
} as const;
