import { TextInput } from 'react-admin';
import { CANNED_MESSAGE_MAX } from '../../domain/schemas/canned';
import { RESOURCE_LABEL } from '../shared/labels';

export function CannedMessageInputs() {
  return (
    <TextInput
      source="message"
      label={RESOURCE_LABEL.message}
      multiline
      minRows={3}
      fullWidth
      sx={{ maxWidth: 640 }}
      slotProps={{ htmlInput: { maxLength: CANNED_MESSAGE_MAX } }}
    />
  );
}
