// Privacy policy notice in the widget (PUT app/settings/privacy): 'Updated the privacy policy settings successfully'.
import { BooleanInput, TextInput } from 'react-admin';
import type { InferType } from 'yup';
import { privacySchema } from '../../../domain/settings/widget';
import { SettingsForm } from '../common/SettingsForm';
import { SettingsSection } from '../common/SettingsPage';
import { useSettingsDocument } from '../common/useSettingsDocument';
import { SETTINGS_UI } from '../labels';
import { SectionLoader } from './SectionLoader';

const UI = SETTINGS_UI.widget;

export function PrivacySection({ readOnly }: { readOnly: boolean }) {
  const doc = useSettingsDocument<InferType<typeof privacySchema>>('privacy');
  return (
    <SettingsSection title={UI.privacy}>
      <SectionLoader data={doc.data} isError={doc.isError} label={UI.privacy}>
        {(saved) => (
          <SettingsForm schema={privacySchema} defaultValues={saved} readOnly={readOnly} onSubmit={(values) => doc.save(values)}>
            <BooleanInput source="enabled" label={UI.privacyEnabled} disabled={readOnly} />
            <TextInput source="text" label={UI.privacyText} multiline minRows={2} disabled={readOnly} />
            <TextInput source="url" label={UI.privacyUrl} type="url" disabled={readOnly} />
          </SettingsForm>
        )}
      </SectionLoader>
    </SettingsSection>
  );
}
