// /settings/widget: widget on/off, appearance, offline and holiday conversations, privacy policy, office hours and
// holidays. The page needs the plan's 'widgetSettings' feature; office hours need 'officeHours' (spec §6). Users
// without write access see the values read-only (the server refuses their writes anyway).
import { Alert } from '@mui/material';
import { SettingsPage } from '../common/SettingsPage';
import { SETTINGS_UI } from '../labels';
import { PlanGate } from '../upgrade/UpgradePrompt';
import { useCanWriteWidgetSettings } from '../upgrade/usePlan';
import { AppearanceSection } from './AppearanceSection';
import { ConversationTogglesSection } from './ConversationTogglesSection';
import { HolidaysSection } from './holidays/HolidaysSection';
import { OfficeHoursSection } from './officeHours/OfficeHoursSection';
import { PrivacySection } from './PrivacySection';
import { WidgetStatusSection } from './WidgetStatusSection';
import { InstallSection } from './InstallSection';

const UI = SETTINGS_UI.widget;

export function WidgetSettingsPage() {
  const readOnly = !useCanWriteWidgetSettings();
  return (
    <SettingsPage area={UI.area} heading={UI.heading}>
      <PlanGate feature="widgetSettings">
        {readOnly && <Alert severity="info">{SETTINGS_UI.readOnly}</Alert>}
        <InstallSection />
        <WidgetStatusSection readOnly={readOnly} />
        <AppearanceSection readOnly={readOnly} />
        <ConversationTogglesSection readOnly={readOnly} />
        <PrivacySection readOnly={readOnly} />
        <OfficeHoursSection readOnly={readOnly} />
        <HolidaysSection readOnly={readOnly} />
      </PlanGate>
    </SettingsPage>
  );
}
