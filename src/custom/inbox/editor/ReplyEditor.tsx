// The reply editor (tiptap): placeholder 'Reply to {name}...', @mentions of team users, Enter sends and
// Shift+Enter breaks the line. In note mode it is tinted and @ mentions teammates; in reply mode @ offers to switch
// to a note instead (a mention typed into a reply would reach the visitor). The draft is cleaned by richText.ts; an empty one is not sent (spec §5). Typing in
// a conversation is told to its visitor (useAgentTyping paces it: at most every 2 s, "stopped" after 3 s or on send).
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { replyPlaceholder } from '../../../domain/inbox/messages';
import type { RichDoc } from '../../../domain/inbox/richText';
import type { OutgoingDraft } from '../../../domain/inbox/sending';
import { useAgentTyping } from '../data';
import { UI } from '../labels';
import { draftFromDoc } from '../model';
import { editorExtensions } from '../../../ui/editor/extensions';
import { useMentions } from '../../../ui/editor/useMentions';
import { MentionMenu } from './MentionMenu';
import { NoteOffer } from './NoteOffer';
import { NOTE_UI, noteColors, type ComposerMode } from '../composer/noteLabels';
import { useTransientFlag } from './useTransientFlag';
import { tiptapFrameSx } from '../../../ui/forms/editorSx';
import { styleNonce } from '../../../providers/styleNonce';

export interface ReplyEditorProps {
  visitorName: string | null;
  /** The conversation replied to: its visitor sees the agent typing. */
  conversationId?: number;
  /** Sends the draft; false when there was nothing to send. */
  onSend(draft: OutgoingDraft): boolean;
  /** The reply tools under the editor, given a way to put content where the caret is. */
  tools?: (editor: EditorHandle) => ReactNode;
  /** Reply (to the visitor, default) or internal note (agents only). */
  mode?: ComposerMode;
  /** Offered when @ is typed in reply mode: mentions belong in notes. */
  onSwitchToNote?: () => void;
  /** Above the editor (the Reply / Note switch). */
  header?: ReactNode;
}

/** What the reply tools may do with the draft. */
export interface EditorHandle {
  /** Insert inline content (text and hard breaks) at the caret. */
  insert(content: Array<{ type: 'text'; text: string } | { type: 'hardBreak' }>): void;
  /** Send the draft as Enter would (the collision banner's "Reply anyway"). */
  submit?(): void;
}

export function ReplyEditor({ visitorName, conversationId, onSend, tools, mode = 'reply', onSwitchToNote, header }: ReplyEditorProps) {
  const isNote = mode === 'note';
  const placeholder = isNote ? NOTE_UI.notePlaceholder : replyPlaceholder(visitorName);
  // A note is not the visitor's business: they do not see the agent typing one.
  const agentTyping = useAgentTyping(isNote ? undefined : conversationId);
  const latest = useRef({ placeholder, submit: () => {}, agentTyping });
  latest.current.placeholder = placeholder;
  latest.current.agentTyping = agentTyping;
  const { bridge, suggestion, keys: menuKeys } = useMentions();
  const [typing, markTyping] = useTransientFlag();

  // Built once per editor: the callbacks read the latest props through refs.
  const extensions = useMemo(
    () => editorExtensions({ placeholder: () => latest.current.placeholder, mentions: bridge, onSubmit: () => latest.current.submit() }),
    [bridge],
  );

  const editor = useEditor({
    injectNonce: styleNonce(),
    extensions,
    editorProps: {
      attributes: () => ({ 'aria-label': latest.current.placeholder, role: 'textbox', 'aria-multiline': 'true' }),
    },
    onUpdate: ({ editor: ed }) => {
      markTyping();
      // Clearing the draft after a send is an update too, and not typing.
      if (!ed.isEmpty) latest.current.agentTyping.keystroke();
    },
  });

  // The placeholder and label follow the mode (tiptap reads them on the next transaction).
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.view.dispatch(editor.state.tr);
  }, [editor, placeholder]);

  latest.current.submit = () => {
    if (!editor) return;
    const draft = draftFromDoc(editor.getJSON() as RichDoc);
    if (draft && onSend(draft)) {
      latest.current.agentTyping.sent();
      editor.commands.clearContent(true);
    }
  };

  const handle: EditorHandle = {
    insert: (content) => {
      if (editor && content.length > 0) editor.chain().focus().insertContent(content).run();
    },
    submit: () => latest.current.submit(),
  };

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', px: 2, py: 1 }} data-mode={mode}>
      {header}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <Box
          sx={{
            flex: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1.5,
            // A note is drawn like the notes in the thread: on a yellow tint, so nobody takes it for a reply.
            ...(isNote ? { bgcolor: (t) => noteColors(t.palette.mode).paper, borderColor: (t) => noteColors(t.palette.mode).border } : {}),
            '& .ProseMirror': { minHeight: 44, maxHeight: 200, overflowY: 'auto', py: 1, outline: 'none' },
            '& .ProseMirror p': { m: 0 },
            ...tiptapFrameSx,
          }}
        >
          <EditorContent editor={editor} />
        </Box>
        <Tooltip title={isNote ? NOTE_UI.addNote : UI.send}>
          <IconButton color={isNote ? 'warning' : 'primary'} aria-label={isNote ? NOTE_UI.addNote : UI.send} onClick={() => latest.current.submit()}>
            <SendIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 24 }}>
        {tools?.(handle)}
        <Typography variant="caption" color="text.secondary" sx={{ visibility: typing ? 'visible' : 'hidden', ml: 'auto' }}>
          {UI.enterHint}
        </Typography>
      </Stack>
      {suggestion && !isNote && onSwitchToNote && (
        <NoteOffer rect={suggestion.clientRect} keys={menuKeys} onSwitch={onSwitchToNote} />
      )}
      {suggestion && (isNote || !onSwitchToNote) && (
        <MentionMenu
          query={suggestion.query}
          rect={suggestion.clientRect}
          keys={menuKeys}
          onPick={(item) => suggestion.command(item)}
        />
      )}
    </Box>
  );
}
