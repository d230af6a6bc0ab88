// Channels for team chat and push (spec §3 Profile): where team-chat notifications go (Slack or Microsoft Teams, a
// handle or a webhook) and whether the inbox raises desktop notifications and plays a sound.
import { BooleanInput, FormDataConsumer, SelectInput, TextInput } from 'react-admin';
import { Typography } from '@mui/material';
import {
  channelsFormSchema,
  channelsFromForm,
  channelsToForm,
  DEFAULT_NOTIFICATION_CHANNELS,
  TEAM_CHAT_SERVICES,
  type NotificationChannels,
  type TeamChatService,
} from '../../../domain/schemas/profile';
import { toast } from '../../../providers/notifications';
import { SettingsForm } from '../common/SettingsForm';
import { settingsApi } from '../../../providers/api/settings';
import { CHANNELS_UI as UI } from './channelsLabels';

const SERVICE_CHOICES = TEAM_CHAT_SERVICES.map((id) => ({ id, name: UI.services[id] }));

/** The handle / webhook field, for the chosen service only. */
function TargetInput({ service }: { service: TeamChatService | undefined }) {
  if (!service || service === 'none') return null;
  return <TextInput source="target" label={UI.target[service]} helperText={UI.targetHint[service]} />;
}

export function ChannelsForm({ channels, onSaved }: { channels: NotificationChannels | undefined; onSaved: () => Promise<void> | void }) {
  return (
    <SettingsForm
      schema={channelsFormSchema}
      defaultValues={channelsToForm(channels ?? DEFAULT_NOTIFICATION_CHANNELS)}
      submitLabel={UI.save}
      onSubmit={async (values) => {
        const answer = await settingsApi.saveChannels(channelsFromForm(values));
        toast.success(answer.message);
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
