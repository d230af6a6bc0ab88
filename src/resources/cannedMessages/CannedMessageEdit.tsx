import { Edit, SimpleForm } from 'react-admin';
import { RESOURCE_MSG } from '../shared/labels';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { cannedMessagePayload, validateCannedMessage } from './cannedForm';
import { CannedMessageInputs } from './CannedMessageInputs';

export function CannedMessageEdit() {
  const mutationOptions = useSaveHandlers({ success: RESOURCE_MSG.cannedUpdated });
  return (
    <Edit title="Edit canned message" mutationMode="pessimistic" transform={cannedMessagePayload} mutationOptions={mutationOptions}>
      <SimpleForm noValidate validate={validateCannedMessage}>
        <CannedMessageInputs />
      </SimpleForm>
    </Edit>
  );
}
