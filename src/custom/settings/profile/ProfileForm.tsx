// Name, timezone and meeting link (PUT app/user/profile), validated with the shared profileSchema.
import { useMemo } from 'react';
import { AutocompleteInput, TextInput } from 'react-admin';
import type { Profile } from '../../../domain/api';
import { profileSchema } from '../../../domain/schemas/profile';
import { toast } from '../../../providers/notifications';
import { settingsApi } from '../api';
import { SettingsForm } from '../common/SettingsForm';
import { useTimezones } from '../common/useTimezones';
import { SETTINGS_UI } from '../labels';
import { timezoneChoices } from './model';

const UI = SETTINGS_UI.profile;

export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: () => Promise<void> | void }) {
  const timezones = useTimezones();
  const choices = useMemo(
    () => timezoneChoices(timezones.data ?? [], profile.timezone).map((tz) => ({ id: tz, name: tz })),
    [timezones.data, profile.timezone],
  );
  return (
    <SettingsForm
      schema={profileSchema}
      defaultValues={{ name: profile.name, timezone: profile.timezone, meetingLink: profile.meetingLink ?? '' }}
      onSubmit={async (values) => {
        await settingsApi.updateProfile({ ...values, meetingLink: values.meetingLink || null });
        toast.success(UI.saved);
        await onSaved();
      }}
    >
      <TextInput source="name" label={UI.name} autoComplete="name" />
      <AutocompleteInput source="timezone" label={UI.timezone} choices={choices} isPending={timezones.isPending} disableClearable />
      <TextInput source="meetingLink" label={UI.meetingLink} type="url" helperText={SETTINGS_UI.meeting.hint} />
    </SettingsForm>
  );
}
