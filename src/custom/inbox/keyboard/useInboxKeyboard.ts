// The inbox's shortcuts (the table in domain/keyboard): keys without a modifier are ignored while the agent types
// in a field or the reply editor (react-hotkeys-hook's defaults). `/` stays with the search box that owns it.
import { useEffect } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { SHORTCUTS, shortcutFor, type ShortcutAction } from '../../../domain/keyboard/shortcuts';
import { publishOpenConversation } from './openConversationCommands';
import { useConversationCommands, type InboxKeyboardTarget } from './useConversationCommands';

const HANDLED = SHORTCUTS.filter((s) => s.scope === 'inbox' && s.action !== 'search' && s.action !== 'leaveField');
const LEAVE_FIELD = shortcutFor('leaveField').keys;
const ACTION_OF = new Map<string, ShortcutAction>(HANDLED.flatMap((s) => s.keys.map((k) => [k, s.action] as const)));

export function useInboxKeyboard(target: InboxKeyboardTarget): void {
  const run = useConversationCommands(target);
  useHotkeys(
    [...ACTION_OF.keys()],
    (_e, hotkey) => {
      const action = ACTION_OF.get(hotkey.hotkey);
      if (action) run(action);
    },
    { preventDefault: true },
    [run],
  );

  // Escape takes the focus out of the editor or a field, so the single-key shortcuts work again.
  useHotkeys(LEAVE_FIELD, () => (document.activeElement as HTMLElement | null)?.blur(), { enableOnFormTags: true, enableOnContentEditable: true });

  // The command palette runs actions on the conversation open here.
  const { selectedId } = target;
  useEffect(() => {
    publishOpenConversation(selectedId === null ? null : { conversationId: selectedId, run });
    return () => publishOpenConversation(null);
  }, [selectedId, run]);
}
