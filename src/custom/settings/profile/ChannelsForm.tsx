// Channels for team chat and push (spec §3 Profile): where team-chat notifications go (Slack or Microsoft Teams, a
// handle or a webhook) and whether the inbox raises desktop notifications and plays a sound.
import { BooleanInput, FormDataConsumer, SelectInput, TextInput, useUpdate } from 'react-admin';
import { Typography } from '@mui/material';
import {
  channelsFormSchema,
  channelsFromForm,
  channelsToForm,
  CHANNELS_MSG,
  DEFAULT_NOTIFICATION_CHANNELS,
  TEAM_CHAT_SERVICES,
  type NotificationChannels,
  type TeamChatService,
} from '../../../domain/schemas/profile';
import { toast } from '../../../providers/notifications';
import { SettingsForm } from '../common/SettingsForm';
import { SETTINGS_RESOURCE, type SettingsRecord } from '../../../providers/settingsAdapter';
import { CHANNELS_UI as UI } from './channelsLabels';

const SERVICE_CHOICES = TEAM_CHAT_SERVICES.map((id) => ({ id, name: UI.services[id] }));

/** The handle / webhook field, for the chosen service only. */
function TargetInput({ service }: { service: TeamChatService | undefined }) {
  if (!service || service === 'none') return null;
  return <TextInput source="target" label={UI.target[service]} helperText={UI.targetHint[service]} />;
}

export function ChannelsForm({ channels, onSaved }: { channels: NotificationChannels | undefined; onSaved: () => Promise<void> | void }) {
  // The section 'channels' of the settings resource (PUT app/user/profile/channels); the profile carries the saved
  // channels, so the form reads them from there and reloads the profile after a save.
  const [update] = useUpdate<SettingsRecord<NotificationChannels>>();
  return (
    <SettingsForm
      schema={channelsFormSchema}
      defaultValues={channelsToForm(channels ?? DEFAULT_NOTIFICATION_CHANNELS)}
      submitLabel={UI.save}
      onSubmit={async (values) => {
        const answer = await update(
          SETTINGS_RESOURCE,
          { id: 'channels', data: { ...channelsFromForm(values), id: 'channels' }, previousData: channels && { ...channels, id: 'channels' } },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        toast.success(answer?.message || CHANNELS_MSG.saved);
        await onSaved();
      }}
    >
      <Typography color="text.secondary">{UI.intro}</Typography>
      <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
        {UI.teamChat}
      </Typography>
      <SelectInput source="service" label={UI.service} choices={SERVICE_CHOICES} isRequired />
      <FormDataConsumer<{ service?: TeamChatService }>>{({ formData }) => <TargetInput service={formData.service} />}</FormDataConsumer>
      <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
        {UI.push}
      </Typography>
      <BooleanInput source="desktop" label={UI.desktop} />
      <BooleanInput source="sound" label={UI.sound} />
    </SettingsForm>
  );
}
