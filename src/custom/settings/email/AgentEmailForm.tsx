// The agent's own email notifications (issue 28), on the profile page beside the browser's desktop notification and
// sound: mentions and assignments by email while they are away. Its own settings record ('agentEmail', GET/PUT
// app/user/profile/agent-email), validated by the schema the server uses.
import { Typography } from '@mui/material';
import { BooleanInput } from 'react-admin';
import { agentEmailSchema, AGENT_EMAIL_MSG, type AgentEmailChoice } from '../../../domain/email/agentEmail';
import { SettingsForm } from '../common/SettingsForm';
import { useSettingsDocument } from '../common/useSettingsDocument';
import { SectionLoader } from '../widget/SectionLoader';
import { AGENT_EMAIL_UI as UI } from './labels';

export function AgentEmailForm() {
  const doc = useSettingsDocument<AgentEmailChoice>('agentEmail', { savedText: AGENT_EMAIL_MSG.saved });
  return (
    <SectionLoader data={doc.data} isError={doc.isError} label={UI.section}>
      {(saved) => (
        <SettingsForm schema={agentEmailSchema} defaultValues={saved} submitLabel={UI.save} onSubmit={(values) => doc.save(values)}>
          <Typography variant="subtitle2" component="h3">
            {UI.section}
          </Typography>
          <BooleanInput source="enabled" label={UI.enabled} helperText={UI.hint} />
        </SettingsForm>
      )}
    </SectionLoader>
  );
}
