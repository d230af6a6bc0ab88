// Renaming a tag. The fixed Blocked tag has no edit form: opening its address shows why instead.
import { Alert } from '@mui/material';
import { Edit, SimpleForm, useRecordContext } from 'react-admin';
import { isFixedTag, type TagView } from '../../domain/tags';
import { RESOURCE_MSG } from '../shared/labels';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { tagPayload, validateTag } from './tagForm';
import { TagInputs } from './TagInputs';
import { ResourcePage } from '../shared/ResourcePage';

function TagEditForm() {
  const record = useRecordContext<TagView>();
  if (record && isFixedTag(record)) return <Alert severity="info" sx={{ m: 2 }}>{RESOURCE_MSG.blockedTagFixed}</Alert>;
  return (
    <SimpleForm noValidate validate={validateTag}>
      <TagInputs />
    </SimpleForm>
  );
}

export function TagEdit() {
  const mutationOptions = useSaveHandlers({ success: RESOURCE_MSG.tagUpdated });
  return (
    <ResourcePage area="Tags" title="Edit tag">
      <Edit title={false} mutationMode="pessimistic" transform={tagPayload} mutationOptions={mutationOptions}>
        <TagEditForm />
      </Edit>
    </ResourcePage>
  );
}
