// Widget appearance (PUT app/settings/widgetAppearance): colour, position, title (at most 50 characters).
import { SelectInput, TextInput } from 'react-admin';
import type { InferType } from 'yup';
import { widgetAppearanceSchema } from '../../../domain/settings/widget';
import { SettingsForm } from '../common/SettingsForm';
import { SettingsSection } from '../common/SettingsPage';
import { useSettingsDocument } from '../common/useSettingsDocument';
import { SETTINGS_UI } from '../labels';
import { SectionLoader } from './SectionLoader';

export type Appearance = InferType<typeof widgetAppearanceSchema>;
const UI = SETTINGS_UI.widget;
const POSITIONS = [
  { id: 'right', name: UI.positions.right },
  { id: 'left', name: UI.positions.left },
];

export function AppearanceSection({ readOnly }: { readOnly: boolean }) {
  const doc = useSettingsDocument<Appearance>('widgetAppearance');
  return (
    <SettingsSection title={UI.appearance}>
      <SectionLoader data={doc.data} isError={doc.isError} label={UI.appearance}>
        {(saved) => (
          <SettingsForm
            schema={widgetAppearanceSchema}
            defaultValues={saved}
            readOnly={readOnly}
            // The conversation switches below save the same document: keep what they saved since.
            onSubmit={(values) => {
              const now = doc.latest() ?? saved;
              return doc.save({ ...values, offlineConversation: now.offlineConversation, holidayConversation: now.holidayConversation });
            }}
          >
            <TextInput source="colour" label={UI.colour} type="color" sx={{ maxWidth: 160 }} disabled={readOnly} />
            <SelectInput source="position" label={UI.position} choices={POSITIONS} disabled={readOnly} />
            <TextInput source="title" label={UI.title} disabled={readOnly} />
          </SettingsForm>
        )}
      </SectionLoader>
    </SettingsSection>
  );
}
