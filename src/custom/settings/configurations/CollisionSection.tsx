// The inbox's team preference of collision control (issue #25): "Replies from agents who are not assigned", allow /
// warn / block, saved as the project settings document 'collision' with the schema the server validates it with.
import { RadioButtonGroupInput } from 'react-admin';
import { Typography } from '@mui/material';
import { COLLISION_DEFAULTS, COLLISION_MSG, REPLY_POLICIES, collisionSettingsSchema, type CollisionSettings } from '../../../domain/collision/policy';
import { SettingsForm } from '../common/SettingsForm';
import { SettingsSection } from '../common/SettingsPage';
import { useSettingsDocument } from '../common/useSettingsDocument';
import { SectionLoader } from '../widget/SectionLoader';

const CHOICES = REPLY_POLICIES.map((id) => ({ id, name: COLLISION_MSG.policies[id] }));
export const COLLISION_UI = {
  title: 'Inbox',
  hint: 'When a conversation is assigned, other agents can still open it. Choose what happens when they reply.',
} as const;

export function CollisionSection({ readOnly }: { readOnly: boolean }) {
  const doc = useSettingsDocument<CollisionSettings>('collision');
  return (
    <SettingsSection title={COLLISION_UI.title}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {COLLISION_UI.hint}
      </Typography>
      <SectionLoader data={doc.data} isError={doc.isError} label={COLLISION_UI.title}>
        {(saved) => (
          <SettingsForm schema={collisionSettingsSchema} defaultValues={{ ...COLLISION_DEFAULTS, ...saved }} readOnly={readOnly} onSubmit={doc.save}>
            <RadioButtonGroupInput source="unassignedReplies" label={COLLISION_MSG.setting} choices={CHOICES} row={false} disabled={readOnly} />
          </SettingsForm>
        )}
      </SectionLoader>
    </SettingsSection>
  );
}
