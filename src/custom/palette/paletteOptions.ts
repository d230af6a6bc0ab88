// What the command palette lists: the pages the user may open (the side menu's own rule), the shortcut actions on
// the open conversation (the same action ids), and the conversations and people found for what is typed.
import type { MenuEntry } from '../layout/menuEntries';
import { CONVERSATION_ACTIONS, shortcutFor, type ShortcutAction } from '../../domain/keyboard/shortcuts';
import type { SearchHit } from '../../domain/search/types';
import type { Contact } from '../../domain/contacts/types';

export type PaletteOption =
  | { kind: 'page'; key: string; label: string; to: string }
  | { kind: 'action'; key: string; label: string; action: ShortcutAction; hint: string }
  | { kind: 'conversation'; key: string; label: string; hit: SearchHit }
  | { kind: 'person'; key: string; label: string; detail: string; to: string };

export const PALETTE_GROUPS: Record<PaletteOption['kind'], string> = {
  action: 'Open conversation',
  page: 'Go to',
  conversation: 'Conversations',
  person: 'People',
};

export const PALETTE_UI = {
  title: 'Command palette',
  input: 'Search pages, actions, conversations and people',
  empty: 'Nothing matches',
} as const;

const matches = (label: string, text: string) => label.toLowerCase().includes(text.trim().toLowerCase());

export function paletteOptions(input: {
  text: string;
  pages: readonly MenuEntry[];
  conversationOpen: boolean;
  hits: readonly SearchHit[];
  contacts?: readonly Contact[];
}): PaletteOption[] {
  const actions: PaletteOption[] = input.conversationOpen
    ? CONVERSATION_ACTIONS.map((a) => {
        const s = shortcutFor(a);
        return { kind: 'action' as const, key: `action:${a}`, label: s.label, action: a, hint: s.display };
      })
    : [];
  const pages: PaletteOption[] = input.pages.map((p) => ({ kind: 'page' as const, key: `page:${p.to}`, label: p.label, to: p.to }));
  const found: PaletteOption[] = input.hits.map((h) => ({
    kind: 'conversation' as const,
    key: `conversation:${h.conversation.id}`,
    label: h.conversation.user.name.trim() || `Conversation ${h.conversation.id}`,
    hit: h,
  }));
  const people: PaletteOption[] = (input.contacts ?? []).map((c) => ({
    kind: 'person' as const,
    key: `person:${c.id}`,
    label: c.name.trim() || c.email,
    detail: [c.name.trim() ? c.email : '', c.company?.name ?? ''].filter(Boolean).join(' · '),
    to: `/contacts/${c.id}/show`,
  }));
  return [...actions.filter((o) => matches(o.label, input.text)), ...pages.filter((o) => matches(o.label, input.text)), ...found, ...people];
}
