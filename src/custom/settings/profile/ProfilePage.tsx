// /settings/profile: the agent's photo, name, timezone, meeting link, availability and notification channels, and
// whether the profile is complete enough to go online (spec §3 "Profile", §4).
import { Alert, CircularProgress, Typography } from '@mui/material';
import type { Profile } from '../../../domain/api';
import { AvailabilitySwitch } from '../availability/AvailabilitySwitch';
import { SettingsPage, SettingsSection } from '../common/SettingsPage';
import { useProfile, useRefreshProfile } from '../common/useProfile';
import { SETTINGS_UI } from '../labels';
import { ChannelsForm } from './ChannelsForm';
import { AgentEmailForm } from '../email/AgentEmailForm';
import { CHANNELS_UI } from './channelsLabels';
import { missingProfileParts } from './model';
import { ProfileForm } from './ProfileForm';
import { ProfilePhoto } from './ProfilePhoto';
import { SendWindowForm } from './SendWindowForm';
import { EDITS_MSG } from '../../../domain/messageEdits/rules';

const UI = SETTINGS_UI.profile;

function Completeness({ profile }: { profile: Profile }) {
  if (profile.profileCompleted) return <Alert severity="success">{UI.complete}</Alert>;
  const missing = missingProfileParts(profile).map((part) => UI.missing[part]);
  const add = missing.length > 0 ? ` ${UI.add} ${missing.join(' and ')}.` : '';
  return <Alert severity="warning">{`${UI.incomplete}${add}`}</Alert>;
}

export function ProfilePage() {
  const profile = useProfile();
  const refresh = useRefreshProfile();
  return (
    <SettingsPage area={UI.area} heading={UI.heading}>
      {!profile.data ? (
        profile.isError ? null : <CircularProgress aria-label="Loading profile" />
      ) : (
        <>
          <Completeness profile={profile.data} />
          <SettingsSection title={UI.photo}>
            <ProfilePhoto img={profile.data.img} name={profile.data.name} onUploaded={refresh} />
          </SettingsSection>
          <SettingsSection title={UI.heading}>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {UI.email}: {profile.data.email}
            </Typography>
            <ProfileForm profile={profile.data} onSaved={refresh} />
          </SettingsSection>
          <SettingsSection title={UI.availability}>
            <AvailabilitySwitch />
          </SettingsSection>
          <SettingsSection title={CHANNELS_UI.section}>
            <ChannelsForm channels={profile.data.channels} onSaved={refresh} />
            <AgentEmailForm />
          </SettingsSection>
          <SettingsSection title={EDITS_MSG.sendWindowLabel}>
            <SendWindowForm />
          </SettingsSection>
        </>
      )}
    </SettingsPage>
  );
}
