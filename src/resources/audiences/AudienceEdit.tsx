import { Edit } from 'react-admin';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { savedText } from './AudienceCreate';
import { AudienceForm } from './AudienceForm';
import { ResourcePage } from '../shared/ResourcePage';

export function AudienceEdit() {
  const mutationOptions = useSaveHandlers({ success: savedText, redirect: 'list' });
  return (
    <ResourcePage area="Audiences" title="Edit audience">
      <Edit title={false} mutationMode="pessimistic" mutationOptions={mutationOptions}>
        <AudienceForm />
      </Edit>
    </ResourcePage>
  );
}
