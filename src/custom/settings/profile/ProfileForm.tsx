// Name and timezone (PUT app/user/profile), validated with the shared profileSchema. The meeting link the same call
// carries is edited in one place, Meeting settings (/settings/meeting): this form sends the saved one unchanged.
import { useMemo } from 'react';
import { AutocompleteInput, Link, TextInput } from 'react-admin';
import { Typography } from '@mui/material';
import { profileSchema } from '../../../domain/schemas/profile';
import { toast } from '../../../providers/notifications';
import type { ProfileRecord } from '../../../providers/profileAdapter';
import { SettingsForm } from '../common/SettingsForm';
import { useUpdateProfile } from '../common/useProfile';
import { useTimezones } from '../common/useTimezones';
import { SETTINGS_UI } from '../labels';
import { timezoneChoices } from './model';

const UI = SETTINGS_UI.profile;
const MEETING_SETTINGS_PATH = '/settings/meeting';

export function ProfileForm({ profile, onSaved }: { profile: ProfileRecord; onSaved: () => Promise<void> | void }) {
  const timezones = useTimezones();
  const updateProfile = useUpdateProfile();
  const choices = useMemo(
    () => timezoneChoices(timezones.data ?? [], profile.timezone).map((tz) => ({ id: tz, name: tz })),
    [timezones.data, profile.timezone],
  );
  return (
    <SettingsForm
      schema={profileSchema}
      defaultValues={{ name: profile.name, timezone: profile.timezone }}
      onSubmit={async ({ name, timezone }) => {
        await updateProfile({ name, timezone }, profile);
        toast.success(UI.saved);
        await onSaved();
      }}
    >
      <TextInput source="name" label={UI.name} autoComplete="name" />
      <AutocompleteInput source="timezone" label={UI.timezone} choices={choices} isPending={timezones.isPending} disableClearable />
      <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
        {UI.meetingLinkMoved} <Link to={MEETING_SETTINGS_PATH}>{SETTINGS_UI.meeting.heading}</Link>.
      </Typography>
    </SettingsForm>
  );
}
