// '@' typed in a reply: instead of mentioning a teammate into a message the visitor reads, offer to turn the draft
// into an internal note (where the same '@' then lists teammates). Enter or a click switches; Escape keeps replying.
import type { RefObject } from 'react';
import { List, ListItemButton, ListItemIcon, ListItemText, Paper, Popper } from '@mui/material';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import type { SuggestionKeyDownProps } from '@tiptap/suggestion';
import { NOTE_UI } from '../composer/noteLabels';

export interface NoteOfferProps {
  rect: (() => DOMRect | null) | null | undefined;
  onSwitch(): void;
  keys: RefObject<{ keyDown(p: SuggestionKeyDownProps): boolean; hasOptions: boolean }>;
}

export function NoteOffer({ rect, onSwitch, keys }: NoteOfferProps) {
  keys.current = {
    hasOptions: true,
    keyDown: ({ event }) => {
      if (event.key === 'Enter' || event.key === 'Tab') {
        onSwitch();
        return true;
      }
      return event.key === 'ArrowDown' || event.key === 'ArrowUp';
    },
  };
  const anchor = rect ? { getBoundingClientRect: () => rect() ?? new DOMRect() } : null;
  return (
    <Popper
      open={anchor !== null}
      anchorEl={anchor}
      placement="top-start"
      sx={{ zIndex: 1500 }}
      modifiers={[{ name: 'flip', enabled: true }, { name: 'preventOverflow', options: { padding: 8 } }]}
    >
      <Paper elevation={4}>
        <List dense role="listbox" aria-label={NOTE_UI.mentionOffer} sx={{ maxWidth: 320 }}>
          <ListItemButton
            role="option"
            selected
            aria-selected
            // mousedown keeps the editor's selection, so the '@' stays where it was typed.
            onMouseDown={(e) => {
              e.preventDefault();
              onSwitch();
            }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <StickyNote2Icon fontSize="small" color="warning" />
            </ListItemIcon>
            <ListItemText primary={NOTE_UI.switchToNote} secondary={NOTE_UI.switchToNoteHint} />
          </ListItemButton>
        </List>
      </Paper>
    </Popper>
  );
}
