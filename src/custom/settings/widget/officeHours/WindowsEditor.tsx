// One list of office-hour windows (a day, or the shared everyday / weekdays list): half-hour From/To pickers,
// several shifts a day, and the schema's messages for the list (overlap, empty window).
import { Box, Button, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { DAY_SECONDS } from '../../../../domain/constants';
import { timeSlots, type TimeWindow } from '../../../../domain/settings/officeHours';
import { SETTINGS_UI } from '../../labels';

const UI = SETTINGS_UI.officeHours;
const SLOTS = timeSlots();
// A window starts before the day ends and ends after it starts: midnight is 0 as a start and 86400 as an end.
const FROM_SLOTS = SLOTS.filter((s) => s.value < DAY_SECONDS);
const TO_SLOTS = SLOTS.filter((s) => s.value > 0);

export interface WindowsEditorProps {
  /** 'Monday', or the shared list's title. */
  title: string;
  windows: readonly TimeWindow[];
  errors: readonly string[];
  readOnly: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onChange: (index: number, patch: Partial<TimeWindow>) => void;
}

function SlotSelect(props: { label: string; ariaLabel: string; value: number; slots: typeof SLOTS; disabled: boolean; onChange: (v: number) => void }) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange(Number(e.target.value))}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': props.ariaLabel } }}
      sx={{ minWidth: 130 }}
    >
      {props.slots.map((s) => (
        <option key={s.value} value={s.value}>
          {s.label}
        </option>
      ))}
    </TextField>
  );
}

export function WindowsEditor({ title, windows, errors, readOnly, onAdd, onRemove, onChange }: WindowsEditorProps) {
  return (
    <Box role="group" aria-label={title} sx={{ py: 1 }}>
      {/* On a phone the day goes above its shifts: beside them, two selects and the remove button do not fit. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} alignItems="flex-start">
        <Typography sx={{ width: { sm: 110 }, pt: { sm: 1 } }}>{title}</Typography>
        <Stack spacing={1}>
          {windows.length === 0 && <Typography color="text.secondary" sx={{ pt: 1 }}>{UI.closed}</Typography>}
          {windows.map((w, i) => {
            const shift = `${title} shift ${i + 1}`;
            return (
              <Stack key={i} direction="row" spacing={1} alignItems="center">
                <SlotSelect label={UI.from} ariaLabel={`${shift} ${UI.from}`} value={w.from} slots={FROM_SLOTS} disabled={readOnly} onChange={(from) => onChange(i, { from })} />
                <SlotSelect label={UI.to} ariaLabel={`${shift} ${UI.to}`} value={w.to} slots={TO_SLOTS} disabled={readOnly} onChange={(to) => onChange(i, { to })} />
                {!readOnly && (
                  <IconButton aria-label={`${UI.removeShift}: ${shift}`} onClick={() => onRemove(i)} size="small">
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                )}
              </Stack>
            );
          })}
          {errors.map((m) => (
            <FormHelperText key={m} error role="alert">
              {m}
            </FormHelperText>
          ))}
          {!readOnly && (
            <Box>
              <Button size="small" startIcon={<AddIcon />} onClick={onAdd} aria-label={`${UI.addShift}: ${title}`}>
                {UI.addShift}
              </Button>
            </Box>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
