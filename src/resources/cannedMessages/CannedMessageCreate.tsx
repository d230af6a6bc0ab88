import { Create, SimpleForm } from 'react-admin';
import { RESOURCE_MSG } from '../shared/labels';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { cannedMessagePayload, validateCannedMessage } from './cannedForm';
import { CannedMessageInputs } from './CannedMessageInputs';

export function CannedMessageCreate() {
  const mutationOptions = useSaveHandlers({ success: RESOURCE_MSG.cannedCreated });
  return (
    <Create title="New canned message" transform={cannedMessagePayload} mutationOptions={mutationOptions}>
      <SimpleForm noValidate defaultValues={{ message: '' }} validate={validateCannedMessage}>
        <CannedMessageInputs />
      </SimpleForm>
    </Create>
  );
}
