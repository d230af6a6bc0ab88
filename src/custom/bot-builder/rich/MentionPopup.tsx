// The @mention suggestions of a bot message: team users matching what follows '@', picked with the mouse or
// Arrow keys and Enter.
import { List, ListItemButton, ListItemText, Paper, Popper } from '@mui/material';
import { BUILDER_UI } from '../labels';
import type { MentionOption } from './extensions';

export interface MentionPopupProps {
  items: MentionOption[];
  active: number;
  rect: (() => DOMRect | null) | null | undefined;
  onPick(item: MentionOption): void;
}

export function MentionPopup({ items, active, rect, onPick }: MentionPopupProps) {
  const anchor = rect ? { getBoundingClientRect: () => rect() ?? new DOMRect() } : null;
  return (
    <Popper open={anchor !== null && items.length > 0} anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 1500 }}>
      <Paper elevation={4}>
        <List dense role="listbox" aria-label={BUILDER_UI.mentionMenu} sx={{ minWidth: 200, maxHeight: 220, overflowY: 'auto' }}>
          {items.map((item, i) => (
            <ListItemButton
              key={item.id}
              role="option"
              selected={i === active}
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onPick(item)}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </Popper>
  );
}
