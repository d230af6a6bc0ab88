import { Create, SimpleForm } from 'react-admin';
import { RESOURCE_MSG } from '../shared/labels';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { cannedMessagePayload, validateCannedMessage } from './cannedForm';
import { CannedMessageInputs } from './CannedMessageInputs';
import { ResourcePage } from '../shared/ResourcePage';

export function CannedMessageCreate() {
  const mutationOptions = useSaveHandlers({ success: RESOURCE_MSG.cannedCreated });
  return (
    <ResourcePage area="Canned messages" title="New canned message">
      <Create title={false} transform={cannedMessagePayload} mutationOptions={mutationOptions}>
        <SimpleForm noValidate defaultValues={{ message: '' }} validate={validateCannedMessage}>
          <CannedMessageInputs />
        </SimpleForm>
      </Create>
    </ResourcePage>
  );
}
