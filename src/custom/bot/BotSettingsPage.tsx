// /bot/settings (spec §2; issue 6): the bot's identity as visitors see it (name: 'Bot name is required'; image)
// and its default behaviour, saved as the project settings document 'bot' with the schema the server runs: one form,
// its two sections, one Save at the end.
import { NumberInput, RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin';
import { Alert, Stack } from '@mui/material';
import { botSettingsSchema, BOT_DELAY_MAX_SECONDS, UNEXPECTED_REPLY_ACTIONS } from '../../domain/settings/bot';
import { SettingsForm } from '../settings/common/SettingsForm';
import { SettingsSection } from '../settings/common/SettingsPage';
import { SectionLoader } from '../settings/widget/SectionLoader';
import { BotImageField } from './BotImageField';
import { BotShell } from './BotShell';
import { BOT_UI } from './labels';
import { defaultFlowChoices } from './model';
import { useBotFlows } from './useBotFlows';
import { useBotSettings } from './useBotSettings';

const REPLY_CHOICES = UNEXPECTED_REPLY_ACTIONS.map((id) => ({ id, name: BOT_UI.unexpectedReplies[id] }));

export function BotSettingsPage() {
  const bot = useBotSettings();
  const { flows } = useBotFlows();
  const readOnly = bot.access !== 'write';
  return (
    <BotShell tab="settings" area={BOT_UI.settingsArea} identity={bot.data}>
      {bot.access === 'none' ? (
        <Alert severity="info">{BOT_UI.noAccess}</Alert>
      ) : (
        <SectionLoader data={bot.data} isError={bot.isError} label={BOT_UI.settingsArea}>
          {(saved) => (
            <>
              {readOnly && <Alert severity="info">{BOT_UI.readOnly}</Alert>}
              <SettingsForm schema={botSettingsSchema} defaultValues={saved} readOnly={readOnly} onSubmit={bot.save} submitLabel={BOT_UI.save}>
                <Stack spacing={3} sx={{ mb: 2 }}>
                  <SettingsSection title={BOT_UI.identity}>
                    <TextInput source="name" label={BOT_UI.name} helperText={BOT_UI.nameHelp} disabled={readOnly} fullWidth />
                    <BotImageField name={saved.name} disabled={readOnly} />
                  </SettingsSection>
                  <SettingsSection title={BOT_UI.behaviour}>
                    <SelectInput
                      source="defaultFlowId"
                      label={BOT_UI.defaultFlow}
                      helperText={BOT_UI.defaultFlowHelp}
                      choices={defaultFlowChoices(flows ?? [])}
                      emptyText={BOT_UI.noDefaultFlow}
                      // Show "None" as the value rather than an empty box.
                      SelectProps={{ displayEmpty: true }}
                      InputLabelProps={{ shrink: true }}
                      isPending={!flows}
                      disabled={readOnly}
                      fullWidth
                    />
                    <RadioButtonGroupInput
                      source="unexpectedReply"
                      label={BOT_UI.unexpectedReply}
                      choices={REPLY_CHOICES}
                      row={false}
                      disabled={readOnly}
                    />
                    <NumberInput
                      source="replyDelaySeconds"
                      label={BOT_UI.replyDelay}
                      helperText={BOT_UI.replyDelayHelp}
                      min={0}
                      max={BOT_DELAY_MAX_SECONDS}
                      step={1}
                      disabled={readOnly}
                    />
                  </SettingsSection>
                </Stack>
              </SettingsForm>
            </>
          )}
        </SectionLoader>
      )}
    </BotShell>
  );
}
