// What each inbox shortcut does, on the inbox's own actions (useInboxActions, the route's select, the list's tabs):
// the keys and the command palette both come here. Failed actions were already toasted by the http client.
import { useCallback, useRef } from 'react';
import type { ShortcutAction } from '../../../domain/keyboard/shortcuts';
import type { InboxTab } from '../../../domain/inbox/filters';
import type { ConversationListItem } from '../../../domain/inbox/types';
import { useInboxActions, useSender } from '../data';
import { TAGS_UI } from '../visitor/ConversationTagsSection';

export interface InboxKeyboardTarget {
  items: ConversationListItem[];
  selectedId: number | null;
  select(item: ConversationListItem): void;
  changeTab(tab: InboxTab): void;
  /** The visitor panel holds the tag box; narrower, it is a drawer that must open first. */
  openVisitorPanel(): void;
}

/** Focus an element once React has rendered it (the drawer opening, the thread loading). */
function focusSoon(selector: string, tries = 20) {
  const el = document.querySelector<HTMLElement>(selector);
  if (el) el.focus();
  else if (tries > 0) setTimeout(() => focusSoon(selector, tries - 1), 50);
}

export const REPLY_EDITOR = '[contenteditable="true"][role="textbox"]';
export const TAG_BOX = `input[aria-label="${TAGS_UI.add}"]`;

export function useConversationCommands(target: InboxKeyboardTarget): (action: ShortcutAction) => void {
  const actions = useInboxActions();
  const userId = useSender()?.userId ?? null;
  const latest = useRef(target);
  latest.current = target;
  // Enter after going back to the list (one-pane mode) reopens the conversation the agent left.
  const last = useRef<number | null>(null);
  if (target.selectedId !== null) last.current = target.selectedId;

  return useCallback(
    (action: ShortcutAction) => {
      const { items, selectedId, select, changeTab, openVisitorPanel } = latest.current;
      const at = items.findIndex((c) => c.id === selectedId);
      const open = at >= 0 ? items[at] : null;
      const quiet = (p: Promise<void>) => void p.catch(() => undefined);
      switch (action) {
        case 'next': {
          const to = at < 0 ? items[0] : items[at + 1];
          if (to) select(to);
          return;
        }
        case 'previous': {
          if (at > 0) select(items[at - 1]);
          return;
        }
        case 'open': {
          const to = items.find((c) => c.id === last.current) ?? items[0];
          if (to && to.id !== selectedId) select(to);
          return;
        }
        case 'tabVisitors':
          return changeTab(0);
        case 'tabBot':
          return changeTab(1);
      }
      if (selectedId === null) return;
      switch (action) {
        case 'reply':
          return focusSoon(REPLY_EDITOR);
        case 'tag':
          openVisitorPanel();
          return focusSoon(TAG_BOX);
        case 'close':
          return quiet(actions.setStatus(selectedId, 'close'));
        case 'reopen':
          return quiet(actions.setStatus(selectedId, 'open'));
        case 'star':
          if (open) quiet(actions.setStarred(selectedId, !open.starred));
          return;
        case 'assignToMe':
          if (userId !== null && !open?.members.includes(userId)) quiet(actions.addMembers(selectedId, [userId]));
          return;
      }
    },
    [actions, userId],
  );
}
