// The @mention suggestions: team users from useMemberSearch for what follows '@', picked with the mouse or
// Arrow keys and Enter. The editor's suggestion plugin hands its keys here through `keys`.
import { useEffect, useState, type RefObject } from 'react';
import { List, ListItemButton, ListItemText, Paper, Popper } from '@mui/material';
import type { SuggestionKeyDownProps } from '@tiptap/suggestion';
import { useMemberSearch } from '../data';
import type { MentionItem } from './extensions';

export interface MentionMenuProps {
  query: string;
  rect: (() => DOMRect | null) | null | undefined;
  onPick(item: MentionItem): void;
  /** Set by the menu: its key handler and whether it has anything to pick. */
  keys: RefObject<{ keyDown(p: SuggestionKeyDownProps): boolean; hasOptions: boolean }>;
}

export function MentionMenu({ query, rect, onPick, keys }: MentionMenuProps) {
  const { users, isLoading } = useMemberSearch(query);
  const options = users ?? [];
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [query]);

  const pick = (index: number) => {
    const u = options[index];
    if (u) onPick({ id: String(u.id), label: u.name });
  };
  keys.current = {
    hasOptions: options.length > 0,
    keyDown: ({ event }) => {
      if (options.length === 0) return false;
      if (event.key === 'ArrowDown') setActive((i) => (i + 1) % options.length);
      else if (event.key === 'ArrowUp') setActive((i) => (i - 1 + options.length) % options.length);
      else if (event.key === 'Enter' || event.key === 'Tab') pick(active);
      else return false;
      return true;
    },
  };

  const anchor = rect ? { getBoundingClientRect: () => rect() ?? new DOMRect() } : null;
  const open = anchor !== null && (options.length > 0 || isLoading);
  return (
    <Popper open={open} anchorEl={anchor} placement="top-start" sx={{ zIndex: 1500 }}>
      <Paper elevation={4}>
        <List dense role="listbox" aria-label="Mention a team member" sx={{ minWidth: 220, maxHeight: 240, overflowY: 'auto' }}>
          {options.map((u, i) => (
            <ListItemButton
              key={u.id}
              role="option"
              selected={i === active}
              aria-selected={i === active}
              // mousedown keeps the editor's selection, so the mention lands where the '@' was typed.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(i);
              }}
            >
              <ListItemText primary={u.name} secondary={u.email} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </Popper>
  );
}
