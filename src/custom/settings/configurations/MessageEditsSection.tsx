// How long agents may edit or delete their own messages (issue 27): the project settings document 'messageEdits',
// with the schema the server validates it with.
import { NumberInput } from 'react-admin';
import { MESSAGE_EDITS_DEFAULTS, messageEditsSettingsSchema, type MessageEditsSettings } from '../../../domain/messageEdits/schemas';
import { EDITS_MSG } from '../../../domain/messageEdits/rules';
import { SettingsForm } from '../common/SettingsForm';
import { SettingsSection } from '../common/SettingsPage';
import { useSettingsDocument } from '../common/useSettingsDocument';
import { SectionLoader } from '../widget/SectionLoader';

export const MESSAGE_EDITS_UI = { title: 'Message edits' } as const;

export function MessageEditsSection({ readOnly }: { readOnly: boolean }) {
  const doc = useSettingsDocument<MessageEditsSettings>('messageEdits');
  return (
    <SettingsSection title={MESSAGE_EDITS_UI.title}>
      <SectionLoader data={doc.data} isError={doc.isError} label={MESSAGE_EDITS_UI.title}>
        {(saved) => (
          <SettingsForm schema={messageEditsSettingsSchema} defaultValues={{ ...MESSAGE_EDITS_DEFAULTS, ...saved }} readOnly={readOnly} onSubmit={doc.save}>
            <NumberInput source="windowMinutes" label={EDITS_MSG.editWindowLabel} min={1} max={1440} step={1} disabled={readOnly} sx={{ width: 360, maxWidth: '100%' }} />
          </SettingsForm>
        )}
      </SectionLoader>
    </SettingsSection>
  );
}
