import { Create, type RaRecord } from 'react-admin';
import { ADMIN_MSG } from '../../domain/adminMessages';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { AudienceForm } from './AudienceForm';
import { ResourcePage } from '../shared/ResourcePage';

/** The server answers with its own success text ('Audience saved successfully'); ours is the same words. */
export const savedText = (saved: RaRecord): string =>
  typeof saved?.message === 'string' && saved.message ? saved.message : ADMIN_MSG.audienceSaved;

export function AudienceCreate() {
  const mutationOptions = useSaveHandlers({ success: savedText, redirect: 'list' });
  return (
    <ResourcePage area="Audiences" title="New audience">
      <Create title={false} mutationOptions={mutationOptions}>
        <AudienceForm />
      </Create>
    </ResourcePage>
  );
}
