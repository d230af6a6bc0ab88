// A bot message in rich text (tiptap): paragraphs, bullet and ordered lists, @mentions of team users. The value
// is the editor's JSON (RichDoc); remount with a new key to load another value.
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { SuggestionProps } from '@tiptap/suggestion';
import { Box, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import { isEmptyDoc, type RichDoc } from '../../../domain/inbox/richText';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI } from '../labels';
import { messageExtensions, type MentionBridge, type MentionOption } from './extensions';
import { MentionPopup } from './MentionPopup';
import { tiptapFrameSx } from '../../forms/editorSx';
import { styleNonce } from '../../../providers/styleNonce';

export interface RichTextInputProps {
  label: string;
  value: RichDoc;
  onChange(doc: RichDoc): void;
  error?: string | null;
  disabled?: boolean;
}

type Suggestion = SuggestionProps<MentionOption, MentionOption>;

export function RichTextInput({ label, value, onChange, error, disabled = false }: RichTextInputProps) {
  const { people } = useBuilder();
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const [active, setActive] = useState(0);
  const latest = useRef({ onChange, users: people.users ?? [], suggestion, active });
  latest.current = { onChange, users: people.users ?? [], suggestion, active };

  // Built once per editor: the callbacks read the latest props through the ref.
  const extensions = useMemo(() => {
    const bridge: MentionBridge = {
      items: (query) =>
        latest.current.users
          .filter((u) => u.name.toLowerCase().includes(query.trim().toLowerCase()))
          .slice(0, 8)
          .map((u) => ({ id: String(u.id), label: u.name })),
      open: (props) => {
        setSuggestion(props);
        setActive((a) => Math.min(a, Math.max(props.items.length - 1, 0)));
      },
      close: () => {
        setSuggestion(null);
        setActive(0);
      },
      keyDown: ({ event }) => {
        const s = latest.current.suggestion;
        if (!s || s.items.length === 0) return false;
        const n = s.items.length;
        if (event.key === 'ArrowDown') setActive((a) => (a + 1) % n);
        else if (event.key === 'ArrowUp') setActive((a) => (a - 1 + n) % n);
        else if (event.key === 'Enter' || event.key === 'Tab') s.command(s.items[latest.current.active] ?? s.items[0]!);
        else return false;
        return true;
      },
    };
    return messageExtensions(label, bridge);
  }, [label]);

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
      {suggestion && <MentionPopup items={suggestion.items} active={active} rect={suggestion.clientRect} onPick={(item) => suggestion.command(item)} />}
    </Box>
  );
}
