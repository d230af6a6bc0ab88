// Office hours (PUT app/settings/officeHours): on/off, the office timezone, everyday / weekdays / each day of the
// week, and several half-hour windows a day. Overlaps and empty windows are shown as they happen (officeHoursSchema)
// and block the save. Gated by the plan's 'officeHours' feature (spec §6).
import { useMemo, useState } from 'react';
import { Autocomplete, Box, Button, FormControlLabel, Radio, RadioGroup, Stack, Switch, TextField } from '@mui/material';
import { type OfficeHours, type ScheduleMode } from '../../../../domain/settings/officeHours';
import { SettingsSection } from '../../common/SettingsPage';
import { useSettingsDocument } from '../../common/useSettingsDocument';
import { useTimezones } from '../../common/useTimezones';
import { SETTINGS_UI } from '../../labels';
import { timezoneChoices } from '../../profile/model';
import { PlanGate } from '../../upgrade/UpgradePrompt';
import { SectionLoader } from '../SectionLoader';
import { addWindow, changeMode, editedPaths, officeHoursErrors, removeWindow, setWindow, toSaved, windowsAt, type WindowsPath } from './model';
import { WindowsEditor } from './WindowsEditor';

const UI = SETTINGS_UI.officeHours;
const MODES: ScheduleMode[] = ['everyday', 'weekdays', 'custom'];

const titleOf = (path: WindowsPath): string => (path === 'windows' ? UI.hoursFor : UI.days[path.slice(5) as keyof typeof UI.days]);

function OfficeHoursEditor({ saved, readOnly, onSave }: { saved: OfficeHours; readOnly: boolean; onSave: (h: OfficeHours) => Promise<unknown> }) {
  const [draft, setDraft] = useState<OfficeHours>(saved);
  const [saving, setSaving] = useState(false);
  const timezones = useTimezones();
  const zones = useMemo(() => timezoneChoices(timezones.data ?? [], draft.timezone), [timezones.data, draft.timezone]);
  const errors = useMemo(() => officeHoursErrors(draft), [draft]);
  const invalid = Object.keys(errors).length > 0;

  const save = async () => {
    if (invalid || saving) return;
    setSaving(true);
    try {
      await onSave(toSaved(draft));
    } catch {
      // httpClient has toasted the reason; the draft stays for another try
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        label={UI.enabled}
        control={<Switch checked={draft.enabled} disabled={readOnly} onChange={(_, enabled) => setDraft({ ...draft, enabled })} />}
      />
      <Autocomplete
        options={zones}
        value={draft.timezone}
        disableClearable
        disabled={readOnly}
        onChange={(_, timezone) => setDraft({ ...draft, timezone })}
        renderInput={(params) => <TextField {...params} label={UI.timezone} size="small" error={Boolean(errors.timezone)} helperText={errors.timezone?.[0]} />}
        sx={{ maxWidth: 320 }}
      />
      <RadioGroup row aria-label={UI.mode} value={draft.mode} onChange={(_, mode) => setDraft(changeMode(draft, mode as ScheduleMode))}>
        {MODES.map((m) => (
          <FormControlLabel key={m} value={m} label={UI.modes[m]} control={<Radio disabled={readOnly} />} />
        ))}
      </RadioGroup>
      <Box>
        {editedPaths(draft.mode).map((path) => (
          <WindowsEditor
            key={path}
            title={titleOf(path)}
            windows={windowsAt(draft, path)}
            errors={errors[path] ?? []}
            readOnly={readOnly}
            onAdd={() => setDraft(addWindow(draft, path))}
            onRemove={(i) => setDraft(removeWindow(draft, path, i))}
            onChange={(i, patch) => setDraft(setWindow(draft, path, i, patch))}
          />
        ))}
      </Box>
      {!readOnly && (
        <Box>
          <Button variant="contained" disabled={invalid || saving} onClick={() => void save()}>
            {SETTINGS_UI.save}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

export function OfficeHoursSection({ readOnly }: { readOnly: boolean }) {
  return (
    <SettingsSection title={UI.heading}>
      <PlanGate feature="officeHours">
        <OfficeHoursDocument readOnly={readOnly} />
      </PlanGate>
    </SettingsSection>
  );
}

function OfficeHoursDocument({ readOnly }: { readOnly: boolean }) {
  const doc = useSettingsDocument<OfficeHours>('officeHours');
  return (
    <SectionLoader data={doc.data} isError={doc.isError} label={UI.heading}>
      {(saved) => <OfficeHoursEditor saved={saved} readOnly={readOnly} onSave={doc.save} />}
    </SectionLoader>
  );
}
