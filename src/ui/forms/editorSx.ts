// What every tiptap editor of the dashboard shares in its frame (the reply editor, the builder's rich text):
// tiptap's placeholder drawn from data-placeholder, and mentions in the primary colour.
export const tiptapFrameSx = {
  '& .ProseMirror p.is-editor-empty:first-of-type::before': {
    content: 'attr(data-placeholder)',
    color: 'text.disabled',
    float: 'left',
    height: 0,
    pointerEvents: 'none',
  },
  '& .mention': { color: 'primary.main', fontWeight: 600 },
} as const;
