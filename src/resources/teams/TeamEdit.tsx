import { Edit, SimpleForm } from 'react-admin';
import { ADMIN_MSG } from '../../domain/adminMessages';
import { UpgradePrompt } from '../shared/UpgradePrompt';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { useUpgradePrompt } from '../shared/useUpgradePrompt';
import { teamPayload, validateTeam } from './teamForm';
import { TeamInputs } from './TeamInputs';
import { ResourcePage } from '../shared/ResourcePage';

export function TeamEdit() {
  const upgrade = useUpgradePrompt();
  const mutationOptions = useSaveHandlers({ success: ADMIN_MSG.teamUpdated, onError: upgrade.offerUpgrade });
  return (
    <>
      <ResourcePage area="Team" title="Edit team">
        <Edit title={false} mutationMode="pessimistic" transform={teamPayload} mutationOptions={mutationOptions}>
          <SimpleForm noValidate validate={validateTeam}>
            <TeamInputs />
          </SimpleForm>
        </Edit>
      </ResourcePage>
      <UpgradePrompt message={upgrade.message} onClose={upgrade.close} />
    </>
  );
}
