// /audiences (spec §2 route, a custom route) shows the audiences resource's list; create and edit are the
// resource's own routes (/audiences/create, /audiences/:id).
import { ResourceContextProvider } from 'react-admin';
import { AudienceList } from './AudienceList';

export function AudiencesPage() {
  return (
    <ResourceContextProvider value="audiences">
      <AudienceList />
    </ResourceContextProvider>
  );
}
