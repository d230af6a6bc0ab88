// Holidays (PUT app/settings/holidays): a name and a date each, at most 100; the four messages of spec §5 come
// from holidaysSchema and show from the first save attempt on; 'Updated the holiday settings successfully'.
import { memo, useCallback, useMemo, useState } from 'react';
import { Box, Button, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { HOLIDAYS_MAX } from '../../../../domain/constants';
import type { Holiday } from '../../../../domain/settings/officeHours';
import { SettingsSection } from '../../common/SettingsPage';
import { useSettingsDocument } from '../../common/useSettingsDocument';
import { SETTINGS_UI } from '../../labels';
import { SectionLoader } from '../SectionLoader';
import { addHoliday, canAddHoliday, hasHolidayErrors, holidayErrors, removeHoliday, setHoliday, type HolidayErrors } from './model';

const UI = SETTINGS_UI.holidays;
const NO_ERRORS: HolidayErrors = { list: [], rows: {} };

interface HolidayRowProps {
  index: number;
  holiday: Holiday;
  errors: HolidayErrors['rows'][number] | undefined;
  readOnly: boolean;
  onChange: (index: number, patch: Partial<Holiday>) => void;
  onRemove: (index: number) => void;
}

const HolidayRow = memo(function HolidayRow({ index: i, holiday: h, errors, readOnly, onChange, onRemove }: HolidayRowProps) {
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" role="group" aria-label={`Holiday ${i + 1}`}>
      <TextField
        size="small"
        label={UI.name}
        value={h.name}
        disabled={readOnly}
        onChange={(e) => onChange(i, { name: e.target.value })}
        error={Boolean(errors?.name)}
        helperText={errors?.name}
        slotProps={{ htmlInput: { 'aria-label': `${UI.name} ${i + 1}`, maxLength: 50 } }}
      />
      <TextField
        size="small"
        type="date"
        label={UI.date}
        value={h.date}
        disabled={readOnly}
        onChange={(e) => onChange(i, { date: e.target.value })}
        error={Boolean(errors?.date)}
        helperText={errors?.date}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${UI.date} ${i + 1}` } }}
      />
      {!readOnly && (
        <IconButton aria-label={`${UI.remove} ${i + 1}`} onClick={() => onRemove(i)} size="small" sx={{ mt: 0.5 }}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
});

function HolidaysEditor({ saved, readOnly, onSave }: { saved: Holiday[]; readOnly: boolean; onSave: (list: Holiday[]) => Promise<unknown> }) {
  const [list, setList] = useState<Holiday[]>(saved);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = useMemo(() => holidayErrors(list), [list]);
  const shown = attempted ? errors : NO_ERRORS;
  // Stable callbacks: with up to 100 rows, editing one must not re-render the others.
  const change = useCallback((i: number, patch: Partial<Holiday>) => setList((l) => setHoliday(l, i, patch)), []);
  const remove = useCallback((i: number) => setList((l) => removeHoliday(l, i)), []);

  const save = async () => {
    setAttempted(true);
    if (hasHolidayErrors(errors) || saving) return;
    setSaving(true);
    try {
      await onSave(list.map((h) => ({ name: h.name.trim(), date: h.date })));
    } catch {
      // httpClient has toasted the reason; the rows stay for another try
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">{UI.count(list.length, HOLIDAYS_MAX)}</Typography>
      {list.length === 0 && <Typography>{UI.none}</Typography>}
      {list.map((h, i) => (
        <HolidayRow key={i} index={i} holiday={h} errors={shown.rows[i]} readOnly={readOnly} onChange={change} onRemove={remove} />
      ))}
      {shown.list.map((m) => (
        <FormHelperText key={m} error role="alert">
          {m}
        </FormHelperText>
      ))}
      {!readOnly && (
        <Stack direction="row" spacing={1} alignItems="center">
          <Button startIcon={<AddIcon />} disabled={!canAddHoliday(list)} onClick={() => setList(addHoliday(list))}>
            {UI.add}
          </Button>
          {!canAddHoliday(list) && <Typography color="text.secondary">{UI.limitReached(HOLIDAYS_MAX)}</Typography>}
          <Box sx={{ flexGrow: 1 }} />
          <Button variant="contained" disabled={saving} onClick={() => void save()}>
            {SETTINGS_UI.save}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

export function HolidaysSection({ readOnly }: { readOnly: boolean }) {
  const doc = useSettingsDocument<{ holidays: Holiday[] }>('holidays');
  return (
    <SettingsSection title={UI.heading}>
      <SectionLoader data={doc.data} isError={doc.isError} label={UI.heading}>
        {(saved) => <HolidaysEditor saved={saved.holidays} readOnly={readOnly} onSave={(holidays) => doc.save({ holidays })} />}
      </SectionLoader>
    </SettingsSection>
  );
}
