// The one set of tiptap extensions of the dashboard's rich text: the reply editor, the bot builder's messages and
// the canned message form, configured per use. Only what src/domain/inbox/richText.ts knows (paragraphs, lists,
// hard breaks, @mentions with an id), pasted HTML cleaned by the message HTML policy first, and, for the reply
// editor, Enter to send (Shift+Enter keeps its hard break from StarterKit).
import { Extension, type AnyExtension } from '@tiptap/core';
import Mention from '@tiptap/extension-mention';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { sanitizeHtml } from '../sanitizeHtml';

/** A team user as a mention node carries it. */
export interface MentionItem {
  id: string;
  label: string;
}

export type MentionSuggestion = SuggestionProps<unknown, MentionItem>;

/** How the suggestion plugin talks to the React mention menu. */
export interface MentionBridge {
  open(props: MentionSuggestion): void;
  close(): void;
  /** The menu's keyboard handling; true when it took the key. */
  keyDown(props: SuggestionKeyDownProps): boolean;
  isOpen(): boolean;
}

export interface EditorExtensionsOptions {
  /** Shown while the editor is empty; a function is read again on each transaction. */
  placeholder?: string | (() => string);
  /** @mentions of team users; none without it. */
  mentions?: MentionBridge;
  /** Enter: send the draft (the reply editor); without it Enter starts a new paragraph. */
  onSubmit?: () => void;
  /** Bullet and ordered lists (default true); off where the value is plain text. */
  lists?: boolean;
}

/** Pasted HTML from elsewhere goes through the same allow-list as rendered messages before tiptap parses it. A
 *  slice copied from a Parley editor (ProseMirror marks it data-pm-slice) is left whole: the policy would strip that
 *  mark and the mentions' data-type, and it holds only what the schema allows anyway. */
const PasteSanitizer = Extension.create({
  name: 'pasteSanitizer',
  addProseMirrorPlugins() {
    return [new Plugin({ key: new PluginKey('pasteSanitizer'), props: { transformPastedHTML: (html) => (html.includes('data-pm-slice') ? html : sanitizeHtml(html)) } })];
  },
});

function mentionExtension(mentions: MentionBridge): AnyExtension {
  return Mention.configure({
    HTMLAttributes: { class: 'mention' },
    suggestion: {
      char: '@',
      // The React menu finds the users as the query changes.
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
  });
}

function submitOnEnter(onSubmit: () => void, mentions: MentionBridge | undefined): AnyExtension {
  return Extension.create({
    name: 'submitOnEnter',
    addKeyboardShortcuts() {
      return {
        Enter: () => {
          // While the mention menu is open, Enter picks a user instead.
          if (mentions?.isOpen()) return false;
          onSubmit();
          return true;
        },
      };
    },
  });
}

export function editorExtensions({ placeholder, mentions, onSubmit, lists = true }: EditorExtensionsOptions = {}): AnyExtension[] {
  const listsOff = lists ? {} : { bulletList: false, orderedList: false, listItem: false, listKeymap: false } as const;
  return [
    // Messages go out as text with mentions and lists (spec §7), so no marks that would be lost on the way.
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
      ...listsOff,
    }),
    PasteSanitizer,
    ...(placeholder === undefined ? [] : [Placeholder.configure({ placeholder: typeof placeholder === 'string' ? placeholder : () => placeholder() })]),
    ...(mentions ? [mentionExtension(mentions)] : []),
    ...(onSubmit ? [submitOnEnter(onSubmit, mentions)] : []),
  ];
}
