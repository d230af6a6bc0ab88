// The state between an editor's mention suggestion plugin and the React MentionMenu: the open suggestion (its
// query, where the caret is, how to insert a pick) and the menu's keys. The bridge is stable, so the editor's
// extensions can be built once.
import { useMemo, useRef, useState, type RefObject } from 'react';
import type { SuggestionKeyDownProps } from '@tiptap/suggestion';
import type { MentionBridge, MentionSuggestion } from './extensions';

export type MentionKeys = RefObject<{ keyDown(p: SuggestionKeyDownProps): boolean; hasOptions: boolean }>;

export function useMentions(): { bridge: MentionBridge; suggestion: MentionSuggestion | null; keys: MentionKeys } {
  const [suggestion, setSuggestion] = useState<MentionSuggestion | null>(null);
  const keys: MentionKeys = useRef({ keyDown: () => false, hasOptions: false });
  const bridge = useMemo<MentionBridge>(
    () => ({
      open: (props) => setSuggestion(props),
      close: () => {
        keys.current.hasOptions = false;
        setSuggestion(null);
      },
      keyDown: (props) => keys.current.keyDown(props),
      isOpen: () => keys.current.hasOptions,
    }),
    [],
  );
  return { bridge, suggestion, keys };
}
