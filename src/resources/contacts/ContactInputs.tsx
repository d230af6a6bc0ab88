// The contact form's fields (edit): tags typed as a comma-separated list.
import { Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import { CONTACT_LABEL } from './labels';

const tagsFormat = (v: unknown) => (Array.isArray(v) ? v.join(', ') : '');
const tagsParse = (v: string) => v.split(',').map((t) => t.trim()).filter(Boolean);

export function ContactInputs() {
  return (
    <Stack spacing={0} sx={{ width: '100%', maxWidth: 520 }}>
      <TextInput source="name" label={CONTACT_LABEL.name} fullWidth />
      <TextInput source="email" label={CONTACT_LABEL.email} type="email" fullWidth />
      <TextInput source="company" label={CONTACT_LABEL.company} fullWidth />
      <TextInput source="location" label={CONTACT_LABEL.location} fullWidth />
      <TextInput source="tags" label={CONTACT_LABEL.tags} helperText={CONTACT_LABEL.tagsHelp} format={tagsFormat} parse={tagsParse} fullWidth />
    </Stack>
  );
}
