// Newest or oldest conversation first (spec §4).
import { MenuItem, TextField } from '@mui/material';
import { SORT_OPTIONS, type SortKey } from '../../../domain/inbox/filters';
import { UI } from '../labels';

export function SortMenu({ sort, onChange }: { sort: SortKey; onChange(sort: SortKey): void }) {
  return (
    <TextField
      select
      size="small"
      variant="standard"
      margin="none"
      fullWidth={false}
      value={sort}
      onChange={(e) => onChange(e.target.value as SortKey)}
      slotProps={{ htmlInput: { 'aria-label': UI.sortMenu } }}
      // Its own width (the longest label fits), shrinking with an ellipsis only where the column is narrower.
      sx={{ flex: '0 1 auto', minWidth: 110, '& .MuiSelect-select': { fontSize: 14 } }}
    >
      {SORT_OPTIONS.map((o) => (
        <MenuItem key={o.key} value={o.key}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
