// A bot message in rich text (tiptap): paragraphs, bullet and ordered lists, @mentions of team users. The value
// is the editor's JSON (RichDoc); remount with a new key to load another value.
import { useMemo, useRef, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { Box, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import { isEmptyDoc, type RichDoc } from '../../../domain/inbox/richText';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI } from '../labels';
import { editorExtensions } from '../../../ui/editor/extensions';
import { MentionMenu } from '../../../ui/editor/MentionMenu';
import { useMentions } from '../../../ui/editor/useMentions';
import { tiptapFrameSx } from '../../../ui/forms/editorSx';
import { styleNonce } from '../../../providers/styleNonce';

export interface RichTextInputProps {
  label: string;
  value: RichDoc;
  onChange(doc: RichDoc): void;
  error?: string | null;
  disabled?: boolean;
}

export function RichTextInput({ label, value, onChange, error, disabled = false }: RichTextInputProps) {
  const { people } = useBuilder();
  const { bridge, suggestion, keys } = useMentions();
  const latest = useRef({ onChange });
  latest.current = { onChange };
  // Built once per editor: the callbacks read the latest props through the ref.
  const extensions = useMemo(() => editorExtensions({ placeholder: label, mentions: bridge }), [label, bridge]);

  const editor = useEditor({
    injectNonce: styleNonce(),
    extensions,
    editable: !disabled,
    content: isEmptyDoc(value) ? undefined : value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => latest.current.onChange(e.getJSON() as RichDoc),
  });

  const lists = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ bullet: !!e?.isActive('bulletList'), ordered: !!e?.isActive('orderedList') }),
  });

  const listButton = (title: string, icon: ReactNode, run: () => void, on: boolean) => (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={title} aria-pressed={on} color={on ? 'primary' : 'default'} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={run}>
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="caption" color={error ? 'error' : 'text.secondary'} sx={{ flex: 1 }}>
          {label}
        </Typography>
        {listButton(BUILDER_UI.bulletList, <FormatListBulletedIcon fontSize="small" />, () => editor?.chain().focus().toggleBulletList().run(), !!lists?.bullet)}
        {listButton(BUILDER_UI.orderedList, <FormatListNumberedIcon fontSize="small" />, () => editor?.chain().focus().toggleOrderedList().run(), !!lists?.ordered)}
      </Stack>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 1.5,
          '& .ProseMirror': { minHeight: 56, py: 1, outline: 'none' },
          '& .ProseMirror p': { my: 0.5 },
          ...tiptapFrameSx,
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {suggestion && (
        <MentionMenu
          label={BUILDER_UI.mentionMenu}
          query={suggestion.query}
          options={mentionOptions(people.users ?? [], suggestion.query)}
          rect={suggestion.clientRect}
          keys={keys}
          onPick={(item) => suggestion.command(item)}
        />
      )}
    </Box>
  );
}

/** The team users whose name holds what follows '@', eight at most. */
function mentionOptions(users: ReadonlyArray<{ id: number | string; name: string }>, query: string) {
  const q = query.trim().toLowerCase();
  return users
    .filter((u) => u.name.toLowerCase().includes(q))
    .slice(0, 8)
    .map((u) => ({ id: String(u.id), label: u.name }));
}
