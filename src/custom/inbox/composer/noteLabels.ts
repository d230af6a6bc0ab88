// Wording of internal notes (ours: the spec has no notes). Notes are agents' own: the composer, the thread and the
// mention offer say so plainly, so nobody takes a note for a reply the visitor reads.
export const NOTE_UI = {
  mode: 'Reply or internal note',
  reply: 'Reply',
  note: 'Note',
  notePlaceholder: 'Write an internal note...',
  noteLabel: 'Internal note',
  noteHint: 'Only your team sees notes',
  switchToNote: 'Switch to a note',
  switchToNoteHint: 'Mentions notify a teammate and belong in internal notes; the visitor never sees a note.',
  mentionOffer: 'Mention a teammate',
  addNote: 'Add note',
} as const;

export type ComposerMode = 'reply' | 'note';

/** The notes' own yellow (sticky-note paper), in either colour mode: apart from the brand blue of replies and from
 *  the theme's orange warnings. */
export const NOTE_COLORS = {
  light: { paper: '#FFF6D1', border: '#F0D774', label: '#7A5D00' },
  dark: { paper: 'rgba(255, 214, 79, 0.14)', border: 'rgba(255, 214, 79, 0.45)', label: '#FFD54F' },
} as const;

export const noteColors = (mode: 'light' | 'dark') => NOTE_COLORS[mode];
