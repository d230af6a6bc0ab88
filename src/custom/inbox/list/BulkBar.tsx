// Bulk action of spec §4: close every selected conversation.
import { Button, Checkbox, Stack, Typography } from '@mui/material';
import { fill, UI } from '../labels';

export interface BulkBarProps {
  selected: readonly number[];
  total: number;
  onToggleAll(checked: boolean): void;
  onClose(): void;
}

export function BulkBar({ selected, total, onToggleAll, onClose }: BulkBarProps) {
  const all = total > 0 && selected.length === total;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 0.5, minHeight: 40, borderBottom: 1, borderColor: 'divider' }}>
      <Checkbox
        size="small"
        checked={all}
        indeterminate={selected.length > 0 && !all}
        disabled={total === 0}
        onChange={(e) => onToggleAll(e.target.checked)}
        slotProps={{ input: { 'aria-label': UI.selectAll } }}
      />
      {selected.length > 0 && (
        <>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {fill(UI.selected, { n: selected.length })}
          </Typography>
          <Button size="small" variant="contained" onClick={onClose}>
            {UI.bulkClose}
          </Button>
        </>
      )}
    </Stack>
  );
}
