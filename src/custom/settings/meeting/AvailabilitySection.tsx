// Meeting availability (GET/PUT app/user/meeting/availability): the agent's timezone and half-hour windows per
// weekday, several a day; overlaps and empty windows show as they happen and block the save. Per user, so every
// signed-in user may edit their own. 'Saved meeting availability successfully'.
import { useMemo, useState } from 'react';
import { Autocomplete, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { MEETING_AVAILABILITY_MSG, type MeetingAvailability } from '../../../domain/settings/meetingAvailability';
import { WEEKDAYS } from '../../../domain/settings/officeHours';
import { SettingsSection } from '../common/SettingsPage';
import { useSettingsDocument } from '../common/useSettingsDocument';
import { useTimezones } from '../common/useTimezones';
import { SETTINGS_UI } from '../labels';
import { timezoneChoices } from '../profile/model';
import { WindowsEditor } from '../widget/officeHours/WindowsEditor';
import { addSlot, availabilityErrors, removeSlot, setSlot } from './availabilityModel';
import { MEETING_UI } from './labels';

function AvailabilityEditor({ saved, onSave }: { saved: MeetingAvailability; onSave: (a: MeetingAvailability) => Promise<unknown> }) {
  const [draft, setDraft] = useState(saved);
  const [saving, setSaving] = useState(false);
  const timezones = useTimezones();
  const zones = useMemo(() => timezoneChoices(timezones.data ?? [], draft.timezone), [timezones.data, draft.timezone]);
  const errors = useMemo(() => availabilityErrors(draft), [draft]);
  const invalid = Object.keys(errors).length > 0;

  const save = async () => {
    if (invalid || saving) return;
    setSaving(true);
    try {
      await onSave(draft);
    } catch {
      // httpClient has toasted the reason; the draft stays for another try
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Autocomplete
        options={zones}
        value={draft.timezone}
        disableClearable
        onChange={(_, timezone) => setDraft({ ...draft, timezone })}
        renderInput={(params) => (
          <TextField {...params} label={MEETING_UI.timezone} size="small" error={Boolean(errors.timezone)} helperText={errors.timezone?.[0]} />
        )}
        sx={{ maxWidth: 320 }}
      />
      <Box>
        {WEEKDAYS.map((day) => (
          <WindowsEditor
            key={day}
            title={SETTINGS_UI.officeHours.days[day]}
            windows={draft.days[day]}
            errors={errors[day] ?? []}
            readOnly={false}
            onAdd={() => setDraft((d) => addSlot(d, day))}
            onRemove={(i) => setDraft((d) => removeSlot(d, day, i))}
            onChange={(i, patch) => setDraft((d) => setSlot(d, day, i, patch))}
          />
        ))}
      </Box>
      <Box>
        <Button variant="contained" disabled={invalid || saving} onClick={() => void save()}>
          {MEETING_UI.saveAvailability}
        </Button>
      </Box>
    </Stack>
  );
}

export function AvailabilitySection() {
  // The section 'meetingAvailability' of the settings resource; the save toasts the server's text.
  const query = useSettingsDocument<MeetingAvailability>('meetingAvailability', { savedText: MEETING_AVAILABILITY_MSG.saved });
  const save = query.save;
  return (
    <SettingsSection title={MEETING_UI.availability}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {MEETING_UI.availabilityHint}
      </Typography>
      {query.data ? (
        <AvailabilityEditor saved={query.data} onSave={save} />
      ) : query.isError ? null : (
        <CircularProgress size={24} aria-label={`Loading ${MEETING_UI.availability}`} />
      )}
    </SettingsSection>
  );
}
