import { Edit, SimpleForm } from 'react-admin';
import { ADMIN_MSG } from '../../domain/adminMessages';
import { UpgradePrompt } from '../shared/UpgradePrompt';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { useUpgradePrompt } from '../shared/useUpgradePrompt';
import { teamPayload, validateTeam } from './teamForm';
import { TeamInputs } from './TeamInputs';

export function TeamEdit() {
  const upgrade = useUpgradePrompt();
  const mutationOptions = useSaveHandlers({ success: ADMIN_MSG.teamUpdated, onError: upgrade.offerUpgrade });
  return (
    <>
      <Edit title="Edit team" mutationMode="pessimistic" transform={teamPayload} mutationOptions={mutationOptions}>
        <SimpleForm noValidate validate={validateTeam}>
          <TeamInputs />
        </SimpleForm>
      </Edit>
      <UpgradePrompt message={upgrade.message} onClose={upgrade.close} />
    </>
  );
}
