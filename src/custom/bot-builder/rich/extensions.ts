// The bot messages' tiptap extensions: paragraphs, bullet and ordered lists, hard breaks and @mentions with an
// id (spec §3 greeting message variant), the same shapes src/domain/inbox/richText.ts reads. Unlike the inbox
// reply editor, Enter starts a new paragraph: nothing is sent from here.
import type { AnyExtension } from '@tiptap/core';
import Mention from '@tiptap/extension-mention';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';

export interface MentionOption {
  id: string;
  label: string;
}

/** How the suggestion plugin talks to the React popup. */
export interface MentionBridge {
  items(query: string): MentionOption[];
  open(props: SuggestionProps<MentionOption, MentionOption>): void;
  close(): void;
  keyDown(props: SuggestionKeyDownProps): boolean;
}

export function messageExtensions(placeholder: string, mentions: MentionBridge): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: false,
      codeBlock: false,
      blockquote: false,
      horizontalRule: false,
      bold: false,
      italic: false,
      code: false,
      strike: false,
      underline: false,
      link: false,
    }),
    Placeholder.configure({ placeholder }),
    Mention.configure({
      HTMLAttributes: { class: 'mention' },
      suggestion: {
        char: '@',
        items: ({ query }) => mentions.items(query),
        render: () => ({
          onStart: (props) => mentions.open(props),
          onUpdate: (props) => mentions.open(props),
          onExit: () => mentions.close(),
          onKeyDown: (props) => mentions.keyDown(props),
        }),
      },
    }),
  ];
}
