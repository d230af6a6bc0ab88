import { Edit, SimpleForm } from 'react-admin';
import { RESOURCE_MSG } from '../shared/labels';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { cannedMessagePayload, validateCannedMessage } from './cannedForm';
import { CannedMessageInputs } from './CannedMessageInputs';
import { ResourcePage } from '../shared/ResourcePage';

export function CannedMessageEdit() {
  const mutationOptions = useSaveHandlers({ success: RESOURCE_MSG.cannedUpdated });
  return (
    <ResourcePage area="Canned messages" title="Edit canned message">
      <Edit title={false} mutationMode="pessimistic" transform={cannedMessagePayload} mutationOptions={mutationOptions}>
        <SimpleForm noValidate validate={validateCannedMessage}>
          <CannedMessageInputs />
        </SimpleForm>
      </Edit>
    </ResourcePage>
  );
}
