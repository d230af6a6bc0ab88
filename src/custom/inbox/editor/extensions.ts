// The reply editor's tiptap extensions: paragraphs, lists and hard breaks (what richText.ts knows), @mentions of
// team users, the placeholder, and Enter to send (Shift+Enter keeps its hard break from StarterKit).
import { Extension, type AnyExtension } from '@tiptap/core';
import Mention from '@tiptap/extension-mention';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';

/** A team user as a mention node carries it. */
export interface MentionItem {
  id: string;
  label: string;
}

/** How the suggestion plugin talks to the React mention menu. */
export interface MentionBridge {
  open(props: SuggestionProps<unknown, MentionItem>): void;
  close(): void;
  /** The menu's keyboard handling; true when it took the key. */
  keyDown(props: SuggestionKeyDownProps): boolean;
  isOpen(): boolean;
}

export interface ReplyExtensionsOptions {
  placeholder: () => string;
  mentions: MentionBridge;
  /** Enter: send the draft. */
  onSubmit: () => void;
}

export function replyExtensions({ placeholder, mentions, onSubmit }: ReplyExtensionsOptions): AnyExtension[] {
  const SubmitOnEnter = Extension.create({
    name: 'submitOnEnter',
    addKeyboardShortcuts() {
      return {
        Enter: () => {
          // While the mention menu is open, Enter picks a user instead.
          if (mentions.isOpen()) return false;
          onSubmit();
          return true;
        },
      };
    },
  });
  return [
    // Replies go out as plain text with mentions (spec §7), so no marks that would be lost on the way.
    StarterKit.configure({
      heading: false,
      codeBlock: false,
      blockquote: false,
      horizontalRule: false,
      bold: false,
      italic: false,
      strike: false,
      code: false,
      underline: false,
      link: false,
    }),
    Placeholder.configure({ placeholder: () => placeholder() }),
    Mention.configure({
      HTMLAttributes: { class: 'mention' },
      suggestion: {
        char: '@',
        // The React menu searches with useMemberSearch as the query changes.
        items: () => [],
        // The extension's own insertion, minus its unguarded DOM collapseToEnd(), which throws while the page
        // holds no selection yet (e.g. a pick made with the mouse before the editor ever had focus).
        command: ({ editor, range, props }) => {
          const after = editor.view.state.selection.$to.nodeAfter;
          const to = after?.text?.startsWith(' ') ? range.to + 1 : range.to;
          editor
            .chain()
            .focus()
            .insertContentAt({ from: range.from, to }, [
              { type: 'mention', attrs: { ...props, mentionSuggestionChar: '@' } },
              { type: 'text', text: ' ' },
            ])
            .run();
          const selection = editor.view.dom.ownerDocument.defaultView?.getSelection();
          if (selection && selection.rangeCount > 0) selection.collapseToEnd();
        },
        render: () => ({
          onStart: (props) => mentions.open(props),
          onUpdate: (props) => mentions.open(props),
          onExit: () => mentions.close(),
          onKeyDown: (props) => mentions.keyDown(props),
        }),
      },
    }),
    SubmitOnEnter,
  ];
}
