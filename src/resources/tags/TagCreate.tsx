import { Create, SimpleForm } from 'react-admin';
import { RESOURCE_MSG } from '../shared/labels';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { tagPayload, validateTag } from './tagForm';
import { TagInputs } from './TagInputs';
import { ResourcePage } from '../shared/ResourcePage';

export function TagCreate() {
  const mutationOptions = useSaveHandlers({ success: RESOURCE_MSG.tagCreated });
  return (
    <ResourcePage area="Tags" title="New tag">
      <Create title={false} transform={tagPayload} mutationOptions={mutationOptions}>
        <SimpleForm noValidate defaultValues={{ name: '' }} validate={validateTag}>
          <TagInputs />
        </SimpleForm>
      </Create>
    </ResourcePage>
  );
}
