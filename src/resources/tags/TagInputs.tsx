import { TextInput } from 'react-admin';
import { RESOURCE_LABEL } from '../shared/labels';

export function TagInputs() {
  return <TextInput source="name" label={RESOURCE_LABEL.tagName} fullWidth sx={{ maxWidth: 420 }} />;
}
