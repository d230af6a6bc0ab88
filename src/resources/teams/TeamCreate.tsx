import { Create, SimpleForm } from 'react-admin';
import { ADMIN_MSG } from '../../domain/adminMessages';
import { UpgradePrompt } from '../shared/UpgradePrompt';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { useUpgradePrompt } from '../shared/useUpgradePrompt';
import { emptyTeam, teamPayload, validateTeam } from './teamForm';
import { TeamInputs } from './TeamInputs';
import { ResourcePage } from '../shared/ResourcePage';

export function TeamCreate() {
  const upgrade = useUpgradePrompt();
  const mutationOptions = useSaveHandlers({ success: ADMIN_MSG.teamCreated, onError: upgrade.offerUpgrade });
  return (
    <>
      <ResourcePage area="Team" title="New team">
        <Create title={false} transform={teamPayload} mutationOptions={mutationOptions}>
          <SimpleForm noValidate defaultValues={emptyTeam()} validate={validateTeam}>
            <TeamInputs />
          </SimpleForm>
        </Create>
      </ResourcePage>
      <UpgradePrompt message={upgrade.message} onClose={upgrade.close} />
    </>
  );
}
