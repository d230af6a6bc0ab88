// The custom date range of spec §5: quick spans, or a from/to pair checked by validateDateRange with the spec's
// messages. The chosen range narrows the tab's list; Clear removes it.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { DATE_SPANS, rangeToTimes, spanToRange, validateDateRange, type DateRangeErrors, type TimeRange } from '../../../domain/inbox/dateRange';
import { UI } from '../labels';

export interface DateRangeDialogProps {
  open: boolean;
  onClose(): void;
  /** A range to apply, or null to clear it. */
  onApply(range: TimeRange | null): void;
  /** The clock (tests pass a fixed one). */
  now?: () => number;
}

/** A datetime-local value as epoch ms; empty or unreadable reads as not given. */
function parseLocal(value: string): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? ms : null;
}

export function DateRangeDialog({ open, onClose, onApply, now = Date.now }: DateRangeDialogProps) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<DateRangeErrors>({});

  const apply = () => {
    const f = parseLocal(from);
    const t = parseLocal(to);
    const found = validateDateRange(f, t, now());
    setErrors(found);
    if (found.from || found.to || f === null || t === null) return;
    onApply(rangeToTimes(f, t));
    onClose();
  };
  const choose = (range: TimeRange | null) => {
    onApply(range);
    setErrors({});
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="inbox-date-range-title">
      <DialogTitle id="inbox-date-range-title">{UI.customRange}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
          {DATE_SPANS.map((s) => (
            <Button key={s.value} size="small" variant="outlined" onClick={() => choose(spanToRange(s.value, now()))}>
              {s.label}
            </Button>
          ))}
        </Stack>
        <Stack direction="row" spacing={2}>
          <TextField
            label={UI.dateFrom}
            type="datetime-local"
            variant="outlined"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            error={!!errors.from}
            helperText={errors.from ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={UI.dateTo}
            type="datetime-local"
            variant="outlined"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={!!errors.to}
            helperText={errors.to ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => choose(null)}>{UI.clearRange}</Button>
        <Button onClick={onClose}>{UI.cancel}</Button>
        <Button variant="contained" onClick={apply}>
          {UI.apply}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
