// The one @mention menu: the team users matching what follows '@' (found by the caller: a server search in the
// inbox, the loaded team in the bot builder), picked with the mouse or Arrow keys and Enter/Tab. The editor's
// suggestion plugin hands its keys here through `keys` (see useMentions).
import { useEffect, useState } from 'react';
import { List, ListItemButton, ListItemText, Paper, Popper } from '@mui/material';
import type { MentionItem } from './extensions';
import type { MentionKeys } from './useMentions';

export interface MentionOption extends MentionItem {
  /** A second line (the user's email). */
  secondary?: string;
}

export interface MentionMenuProps {
  /** The accessible name of the list. */
  label: string;
  query: string;
  options: MentionOption[];
  /** Still searching: the menu stays open while empty. */
  loading?: boolean;
  rect: (() => DOMRect | null) | null | undefined;
  /** Above the caret (a composer at the bottom of the page) or below it. */
  placement?: 'top-start' | 'bottom-start';
  onPick(item: MentionItem): void;
  keys: MentionKeys;
}

export function MentionMenu({ label, query, options, loading = false, rect, placement = 'bottom-start', onPick, keys }: MentionMenuProps) {
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [query]);

  const pick = (index: number) => {
    const o = options[index];
    if (o) onPick({ id: o.id, label: o.label });
  };
  keys.current = {
    hasOptions: options.length > 0,
    keyDown: ({ event }) => {
      if (options.length === 0) return false;
      if (event.key === 'ArrowDown') setActive((i) => (i + 1) % options.length);
      else if (event.key === 'ArrowUp') setActive((i) => (i - 1 + options.length) % options.length);
      else if (event.key === 'Enter' || event.key === 'Tab') pick(Math.min(active, options.length - 1));
      else return false;
      return true;
    },
  };

  const anchor = rect ? { getBoundingClientRect: () => rect() ?? new DOMRect() } : null;
  const open = anchor !== null && (options.length > 0 || loading);
  return (
    <Popper open={open} anchorEl={anchor} placement={placement} sx={{ zIndex: 1500 }}>
      <Paper elevation={4}>
        <List dense role="listbox" aria-label={label} sx={{ minWidth: 220, maxHeight: 240, overflowY: 'auto' }}>
          {options.map((o, i) => (
            <ListItemButton
              key={o.id}
              role="option"
              selected={i === active}
              aria-selected={i === active}
              // mousedown keeps the editor's selection, so the mention lands where the '@' was typed.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(i);
              }}
            >
              <ListItemText primary={o.label} secondary={o.secondary} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </Popper>
  );
}
