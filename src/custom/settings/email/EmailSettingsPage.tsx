// /settings/email (issue 28): whether replies to visitors who left go out by email, the sender name, the reply-to
// domain, the grace period and the template's logo and colour, with a live preview. One settings document ('email',
// PUT app/settings/email) validated by the same schema on the server.
import { Alert } from '@mui/material';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { emailSettingsSchema, type EmailSettings } from '../../../domain/email/settings';
import { SettingsForm } from '../common/SettingsForm';
import { SettingsPage, SettingsSection } from '../common/SettingsPage';
import { useSettingsDocument } from '../common/useSettingsDocument';
import { SETTINGS_UI } from '../labels';
import { useCanWriteWidgetSettings } from '../upgrade/usePlan';
import { SectionLoader } from '../widget/SectionLoader';
import { EmailPreview } from './EmailPreview';
import { EMAIL_UI } from './labels';

export function EmailSettingsPage() {
  const readOnly = !useCanWriteWidgetSettings();
  const doc = useSettingsDocument<EmailSettings>('email');
  return (
    <SettingsPage area={EMAIL_UI.area} heading={EMAIL_UI.heading} subtitle={EMAIL_UI.subtitle}>
      {readOnly && <Alert severity="info">{SETTINGS_UI.readOnly}</Alert>}
      <SettingsSection title={EMAIL_UI.section}>
        <SectionLoader data={doc.data} isError={doc.isError} label={EMAIL_UI.section}>
          {(saved) => (
            <SettingsForm schema={emailSettingsSchema} defaultValues={saved} readOnly={readOnly} onSubmit={(values) => doc.save(values)}>
              <BooleanInput source="enabled" label={EMAIL_UI.enabled} disabled={readOnly} />
              <TextInput source="senderName" label={EMAIL_UI.senderName} helperText={EMAIL_UI.senderHint} disabled={readOnly} />
              <TextInput source="replyDomain" label={EMAIL_UI.replyDomain} helperText={EMAIL_UI.replyHint} disabled={readOnly} />
              <NumberInput source="graceMinutes" label={EMAIL_UI.grace} helperText={EMAIL_UI.graceHint} min={0} max={60} disabled={readOnly} />
              <TextInput source="logoUrl" label={EMAIL_UI.logoUrl} type="url" disabled={readOnly} />
              <TextInput source="colour" label={EMAIL_UI.colour} disabled={readOnly} />
              <EmailPreview />
            </SettingsForm>
          )}
        </SectionLoader>
      </SettingsSection>
    </SettingsPage>
  );
}
