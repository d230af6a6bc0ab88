// The list's selection toolbar: select rows (spec §4 bulk close of the selected rows, and the bulk actions over
// them), then "Select all N conversations matching this filter" (issue 27), whose actions run as a job over every
// match (src/custom/inbox/bulk).
import type { ReactNode } from 'react';
import { Button, Checkbox, Stack, Typography } from '@mui/material';
import { BULK_MSG, allMatchingSelectedText, selectAllMatchingText } from '../../../domain/inbox/bulk';
import { fill, UI } from '../labels';

export interface BulkBarProps {
  selected: readonly number[];
  total: number;
  onToggleAll(checked: boolean): void;
  onClose(): void;
  /** How many conversations the filter matches (all pages); undefined until known. */
  matching?: number;
  /** Every match is selected, not only the loaded rows. */
  allMatching?: boolean;
  onSelectAllMatching?(): void;
  onClearSelection?(): void;
  /** The bulk actions: over every match when allMatching, else over the selected rows. */
  actions?: ReactNode;
}

export function BulkBar({ selected, total, onToggleAll, onClose, matching, allMatching = false, onSelectAllMatching, onClearSelection, actions }: BulkBarProps) {
  const all = total > 0 && selected.length === total;
  const more = all && !allMatching && matching !== undefined && matching > selected.length && onSelectAllMatching;
  return (
    <Stack sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 0.5, minHeight: 40 }}>
        <Checkbox
          size="small"
          checked={all || allMatching}
          indeterminate={selected.length > 0 && !all && !allMatching}
          disabled={total === 0}
          onChange={(e) => onToggleAll(e.target.checked)}
          slotProps={{ input: { 'aria-label': UI.selectAll } }}
        />
        {allMatching && matching !== undefined ? (
          <>
            <Typography variant="body2" sx={{ flex: 1, fontWeight: 500 }}>
              {allMatchingSelectedText(matching)}
            </Typography>
            {actions}
          </>
        ) : (
          selected.length > 0 && (
            <>
              <Typography variant="body2" sx={{ flex: 1 }}>
                {fill(UI.selected, { n: selected.length })}
              </Typography>
              {actions}
              <Button size="small" variant="contained" onClick={onClose}>
                {UI.bulkClose}
              </Button>
            </>
          )
        )}
      </Stack>
      {(more || allMatching) && (
        <Stack direction="row" sx={{ px: 1.5, pb: 0.75, justifyContent: 'center' }}>
          {more ? (
            <Button size="small" variant="text" onClick={onSelectAllMatching} sx={{ textTransform: 'none' }}>
              {selectAllMatchingText(matching!)}
            </Button>
          ) : (
            <Button size="small" variant="text" color="inherit" onClick={onClearSelection} sx={{ textTransform: 'none' }}>
              {BULK_MSG.clearSelection}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
