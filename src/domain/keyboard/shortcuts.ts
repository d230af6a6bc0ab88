// The keyboard shortcuts (issue #25): one table read by the inbox's key handling, the `?` cheat sheet and the
// command palette, so a key, its label and its action never drift apart. Keys are react-hotkeys-hook strings
// ('+' combines, '>' is a sequence). Shortcuts without a modifier never fire while typing in a field or editor.

export type ShortcutScope = 'inbox' | 'global';

export type ShortcutAction =
  | 'next'
  | 'previous'
  | 'open'
  | 'reply'
  | 'search'
  | 'close'
  | 'reopen'
  | 'assignToMe'
  | 'star'
  | 'tag'
  | 'leaveField'
  | 'tabVisitors'
  | 'tabBot'
  | 'goInbox'
  | 'goAnalytics'
  | 'goSettings'
  | 'cheatSheet'
  | 'palette';

export interface Shortcut {
  action: ShortcutAction;
  /** react-hotkeys-hook key strings; the first is the one shown. */
  keys: readonly string[];
  /** What the cheat sheet shows for the keys. */
  display: string;
  label: string;
  scope: ShortcutScope;
  /** With a modifier the shortcut also works from a field or the editor. */
  modifier: boolean;
  /** Matched by the character the key produces, whatever key and Shift/AltGr make it on the user's layout (`?` is
   *  Shift+/ in US English, Shift+, in French AZERTY, Shift+ß in German); see producesCharacter. */
  byCharacter?: true;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'next', keys: ['j', 'down'], display: 'J or ↓', label: 'Next conversation', scope: 'inbox', modifier: false },
  { action: 'previous', keys: ['k', 'up'], display: 'K or ↑', label: 'Previous conversation', scope: 'inbox', modifier: false },
  { action: 'open', keys: ['enter'], display: 'Enter', label: 'Open conversation', scope: 'inbox', modifier: false },
  { action: 'reply', keys: ['r'], display: 'R', label: 'Reply', scope: 'inbox', modifier: false },
  // Handled by the search box itself (InboxSearchBox); listed here for the cheat sheet.
  { action: 'search', keys: ['slash'], display: '/', label: 'Search conversations', scope: 'inbox', modifier: false },
  { action: 'close', keys: ['e'], display: 'E', label: 'Close conversation', scope: 'inbox', modifier: false },
  { action: 'reopen', keys: ['shift+e'], display: 'Shift E', label: 'Reopen conversation', scope: 'inbox', modifier: false },
  { action: 'assignToMe', keys: ['a'], display: 'A', label: 'Assign to me', scope: 'inbox', modifier: false },
  { action: 'star', keys: ['s'], display: 'S', label: 'Star or unstar', scope: 'inbox', modifier: false },
  { action: 'tag', keys: ['t'], display: 'T', label: 'Add a tag', scope: 'inbox', modifier: false },
  // Works in fields and the editor (it is how the keyboard gets out of them); the field's own Escape runs first.
  { action: 'leaveField', keys: ['escape'], display: 'Esc', label: 'Leave the field or editor', scope: 'inbox', modifier: false },
  { action: 'tabVisitors', keys: ['1'], display: '1', label: 'Visitors tab', scope: 'inbox', modifier: false },
  { action: 'tabBot', keys: ['2'], display: '2', label: 'Bot tab', scope: 'inbox', modifier: false },
  { action: 'goInbox', keys: ['g>i'], display: 'G then I', label: 'Go to inbox', scope: 'global', modifier: false },
  { action: 'goAnalytics', keys: ['g>a'], display: 'G then A', label: 'Go to analytics', scope: 'global', modifier: false },
  { action: 'goSettings', keys: ['g>s'], display: 'G then S', label: 'Go to settings', scope: 'global', modifier: false },
  { action: 'cheatSheet', keys: ['?'], display: '?', label: 'Keyboard shortcuts', scope: 'global', modifier: false, byCharacter: true },
  { action: 'palette', keys: ['mod+k'], display: 'Ctrl K / ⌘ K', label: 'Command palette', scope: 'global', modifier: true },
];

/** For a byCharacter shortcut: the key typed the character alone (Shift or AltGr may be needed to produce it; Ctrl,
 *  Alt or Cmd combinations are other shortcuts). Windows reports AltGr as Ctrl+Alt, hence the AltGraph state. */
export function producesCharacter(e: KeyboardEvent): boolean {
  const altGraph = typeof e.getModifierState === 'function' && e.getModifierState('AltGraph');
  return !e.metaKey && (altGraph || (!e.ctrlKey && !e.altKey));
}

export const SCOPE_LABELS: Record<ShortcutScope, string> = { inbox: 'Inbox', global: 'Everywhere' };

export function shortcutFor(action: ShortcutAction): Shortcut {
  const found = SHORTCUTS.find((s) => s.action === action);
  if (!found) throw new Error(`No shortcut for ${action}`);
  return found;
}

/** The table grouped by scope, in table order, for the cheat sheet. */
export function shortcutsByScope(): { scope: ShortcutScope; label: string; shortcuts: Shortcut[] }[] {
  return (Object.keys(SCOPE_LABELS) as ShortcutScope[]).map((scope) => ({
    scope,
    label: SCOPE_LABELS[scope],
    shortcuts: SHORTCUTS.filter((s) => s.scope === scope),
  }));
}

/** Actions on the open conversation: the palette offers these, with the same ids as the shortcuts. */
export const CONVERSATION_ACTIONS: readonly ShortcutAction[] = ['reply', 'close', 'reopen', 'assignToMe', 'star', 'tag'];
