// Widget on/off (PUT app/settings/widgetStatus): 'Status of the widget updated successfully'.
import { SettingsSection } from '../common/SettingsPage';
import { useSettingsDocument } from '../common/useSettingsDocument';
import { SETTINGS_UI } from '../labels';
import { SectionLoader } from './SectionLoader';
import { ToggleSetting } from './ToggleSetting';

const UI = SETTINGS_UI.widget;

export function WidgetStatusSection({ readOnly }: { readOnly: boolean }) {
  const doc = useSettingsDocument<{ enabled: boolean }>('widgetStatus');
  return (
    <SettingsSection title={UI.status}>
      <SectionLoader data={doc.data} isError={doc.isError} label={UI.status}>
        {({ enabled }) => (
          <ToggleSetting
            label={UI.statusSwitch}
            checked={enabled}
            disabled={readOnly}
            onSave={(next) => doc.save({ enabled: next })}
          />
        )}
      </SectionLoader>
    </SettingsSection>
  );
}
