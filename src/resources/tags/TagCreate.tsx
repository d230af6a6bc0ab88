import { Create, SimpleForm } from 'react-admin';
import { RESOURCE_MSG } from '../shared/labels';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { tagPayload, validateTag } from './tagForm';
import { TagInputs } from './TagInputs';

export function TagCreate() {
  const mutationOptions = useSaveHandlers({ success: RESOURCE_MSG.tagCreated });
  return (
    <Create title="New tag" transform={tagPayload} mutationOptions={mutationOptions}>
      <SimpleForm noValidate defaultValues={{ name: '' }} validate={validateTag}>
        <TagInputs />
      </SimpleForm>
    </Create>
  );
}
