// Wording of internal notes (ours: the spec has no notes). Notes are agents' own: the composer, the thread and the
// mention offer say so plainly, so nobody takes a note for a reply the visitor reads.
export const NOTE_UI = {
  mode: 'Reply or internal note',
  reply: 'Reply',
  note: 'Note',
  notePlaceholder: 'Write an internal note: only your team sees it. Type @ to mention a teammate...',
  noteLabel: 'Internal note',
  noteHint: 'Only agents see notes',
  switchToNote: 'Switch to a note',
  switchToNoteHint: 'Mentions notify a teammate and belong in internal notes; the visitor never sees a note.',
  mentionOffer: 'Mention a teammate',
  addNote: 'Add note',
} as const;

export type ComposerMode = 'reply' | 'note';
