// Offline and holiday conversations (saved in the appearance document), each with its info text (spec §8).
import { ADMIN_MSG } from '../../../domain/adminMessages';
import { SettingsSection } from '../common/SettingsPage';
import { useSettingsDocument } from '../common/useSettingsDocument';
import { SETTINGS_UI } from '../labels';
import type { Appearance } from './AppearanceSection';
import { SectionLoader } from './SectionLoader';
import { ToggleSetting } from './ToggleSetting';

const UI = SETTINGS_UI.widget;

export function ConversationTogglesSection({ readOnly }: { readOnly: boolean }) {
  const doc = useSettingsDocument<Appearance>('widgetAppearance');
  const saveFlag = (flag: 'offlineConversation' | 'holidayConversation', next: boolean) => {
    const now = doc.latest();
    return now ? doc.save({ ...now, [flag]: next }) : Promise.reject(new Error('not loaded'));
  };
  return (
    <SettingsSection title={UI.conversations}>
      <SectionLoader data={doc.data} isError={doc.isError} label={UI.conversations}>
        {(a) => (
          <>
            <ToggleSetting
              label={UI.offlineConversation}
              checked={a.offlineConversation}
              disabled={readOnly}
              onSave={(next) => saveFlag('offlineConversation', next)}
              helper={a.offlineConversation ? ADMIN_MSG.offlineConversationEnabled : ADMIN_MSG.offlineConversationDisabled}
            />
            <ToggleSetting
              label={UI.holidayConversation}
              checked={a.holidayConversation}
              disabled={readOnly}
              onSave={(next) => saveFlag('holidayConversation', next)}
              helper={a.holidayConversation ? ADMIN_MSG.holidayConversationEnabled : ADMIN_MSG.holidayConversationDisabled}
            />
          </>
        )}
      </SectionLoader>
    </SettingsSection>
  );
}
