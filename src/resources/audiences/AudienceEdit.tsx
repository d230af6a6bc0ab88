import { Edit } from 'react-admin';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { savedText } from './AudienceCreate';
import { AudienceForm } from './AudienceForm';

export function AudienceEdit() {
  const mutationOptions = useSaveHandlers({ success: savedText, redirect: 'list' });
  return (
    <Edit title="Edit audience" mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <AudienceForm />
    </Edit>
  );
}
