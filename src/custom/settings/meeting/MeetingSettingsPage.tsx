// /settings/meeting: the calendar link visitors book meetings through (saved on the profile: PUT app/user/profile)
// and the agent's meeting availability (its own section and call).
import { TextInput } from 'react-admin';
import { CircularProgress, Typography } from '@mui/material';
import { ADMIN_MSG } from '../../../domain/adminMessages';
import { toast } from '../../../providers/notifications';
import { SettingsForm } from '../common/SettingsForm';
import { SettingsPage, SettingsSection } from '../common/SettingsPage';
import { useProfile, useRefreshProfile, useUpdateProfile } from '../common/useProfile';
import { SETTINGS_UI } from '../labels';
import { AvailabilitySection } from './AvailabilitySection';
import { CalendarSection } from './CalendarSection';
import { calendarApi, CALENDAR_KEY } from '../../../providers/api/calendar';
import { MEETING_UI } from './labels';
import { useQuery } from '@tanstack/react-query';
import { meetingSchema } from './model';

const UI = SETTINGS_UI.meeting;

export function MeetingSettingsPage() {
  const profile = useProfile();
  const refresh = useRefreshProfile();
  const updateProfile = useUpdateProfile();
  const p = profile.data;
  const calendar = useQuery({ queryKey: CALENDAR_KEY, queryFn: calendarApi.status, retry: false });
  return (
    <SettingsPage area={UI.area} heading={UI.heading}>
      <CalendarSection />
      {!p ? (
        profile.isError ? null : <CircularProgress aria-label="Loading meeting settings" />
      ) : (
        <SettingsSection title={UI.section}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {UI.hint} {calendar.data?.bookingUrl ? MEETING_UI.withCalendar : MEETING_UI.fallback}
          </Typography>
          <SettingsForm
            schema={meetingSchema}
            defaultValues={{ meetingLink: p.meetingLink ?? '' }}
            onSubmit={async ({ meetingLink }) => {
              // The profile update carries name and timezone too: the adapter sends the saved ones unchanged.
              await updateProfile({ meetingLink }, p);
              toast.success(ADMIN_MSG.meetingSettingSaved);
              await refresh();
            }}
          >
            <TextInput source="meetingLink" label={UI.calendarLink} type="url" />
          </SettingsForm>
        </SettingsSection>
      )}
      <AvailabilitySection />
    </SettingsPage>
  );
}
