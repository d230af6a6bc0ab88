// Widget appearance (PUT app/settings/widgetAppearance): colours, launcher icon and label, position and offsets,
// light/dark/auto, title, the home screen's greeting and avatar (src/domain/widgetAppearance.ts, the server's
// schema too), with the live preview of the real widget beside the form.
import { useState } from 'react';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { Box, Stack } from '@mui/material';
import { LAUNCHER_ICONS, WIDGET_THEMES, widgetAppearanceSchema, type WidgetAppearance, type WidgetLook } from '../../../domain/widgetAppearance';
import type { InstallInfo } from '../../../domain/install/snippet';
import { SettingsForm } from '../common/SettingsForm';
import { SettingsSection } from '../common/SettingsPage';
import { useSettingsDocument } from '../common/useSettingsDocument';
import { SETTINGS_UI } from '../labels';
import { APPEARANCE_UI } from './appearanceLabels';
import { SectionLoader } from './SectionLoader';
import { LookWatcher, WidgetPreview } from './WidgetPreview';

export type Appearance = WidgetAppearance;
const UI = SETTINGS_UI.widget;
const POSITIONS = [
  { id: 'right', name: UI.positions.right },
  { id: 'left', name: UI.positions.left },
];
const ICONS = LAUNCHER_ICONS.map((id) => ({ id, name: APPEARANCE_UI.launcherIcons[id] }));
const THEMES = WIDGET_THEMES.map((id) => ({ id, name: APPEARANCE_UI.themes[id] }));

export function AppearanceSection({ readOnly }: { readOnly: boolean }) {
  const doc = useSettingsDocument<Appearance>('widgetAppearance');
  const install = useSettingsDocument<InstallInfo>('install');
  const [look, setLook] = useState<WidgetLook | null>(null);
  return (
    <SettingsSection title={UI.appearance}>
      <SectionLoader data={doc.data} isError={doc.isError} label={UI.appearance}>
        {(saved) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'flex-start' }}>
            <Box sx={{ flex: '1 1 360px', minWidth: 0 }}>
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
                <LookWatcher onLook={setLook} />
                <Stack direction="row" spacing={2}>
                  <TextInput source="colour" label={UI.colour} type="color" sx={{ width: 150 }} disabled={readOnly} />
                  <TextInput source="textColour" label={APPEARANCE_UI.textColour} type="color" sx={{ width: 150 }} disabled={readOnly} />
                </Stack>
                <TextInput source="title" label={UI.title} disabled={readOnly} />
                <TextInput source="greeting" label={APPEARANCE_UI.greeting} multiline minRows={2} disabled={readOnly} />
                <TextInput source="avatarUrl" label={APPEARANCE_UI.avatarUrl} disabled={readOnly} />
                <Stack direction="row" spacing={2}>
                  <SelectInput source="launcherIcon" label={APPEARANCE_UI.launcherIcon} choices={ICONS} disabled={readOnly} sx={{ flex: 1 }} />
                  <TextInput source="launcherLabel" label={APPEARANCE_UI.launcherLabel} disabled={readOnly} sx={{ flex: 1 }} />
                </Stack>
                <Stack direction="row" spacing={2}>
                  <SelectInput source="position" label={UI.position} choices={POSITIONS} disabled={readOnly} sx={{ flex: 1 }} />
                  <SelectInput source="theme" label={APPEARANCE_UI.theme} choices={THEMES} disabled={readOnly} sx={{ flex: 1 }} />
                </Stack>
                <Stack direction="row" spacing={2}>
                  <NumberInput source="offsetX" label={APPEARANCE_UI.offsetX} min={0} max={200} step={1} disabled={readOnly} sx={{ flex: 1 }} />
                  <NumberInput source="offsetY" label={APPEARANCE_UI.offsetY} min={0} max={200} step={1} disabled={readOnly} sx={{ flex: 1 }} />
                </Stack>
              </SettingsForm>
            </Box>
            {install.data && <WidgetPreview widgetKey={install.data.widgetKey} look={look} />}
          </Box>
        )}
      </SectionLoader>
    </SettingsSection>
  );
}
