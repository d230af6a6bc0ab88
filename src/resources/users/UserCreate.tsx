// Inviting a team user: an email and a role; the invitation mail does the rest (the foundation's invite flow).
// Over the plan's user limit the server answers 402 'Your plan allows N users': the upgrade prompt opens.
import { Create, SimpleForm, TextInput } from 'react-admin';
import { RESOURCE_LABEL, RESOURCE_MSG } from '../shared/labels';
import { UpgradePrompt } from '../shared/UpgradePrompt';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { useUpgradePrompt } from '../shared/useUpgradePrompt';
import { invitePayload, validateInvite } from './userForm';
import { RoleSelectInput } from './UserInputs';
import { ResourcePage } from '../shared/ResourcePage';

export function UserCreate() {
  const upgrade = useUpgradePrompt();
  const mutationOptions = useSaveHandlers({ success: RESOURCE_MSG.invitationSent, onError: upgrade.offerUpgrade });
  return (
    <>
      <ResourcePage area="Team" title="Invite a user">
        <Create title={false} transform={invitePayload} mutationOptions={mutationOptions}>
          <SimpleForm noValidate validate={validateInvite} defaultValues={{ email: '', roleId: undefined }}>
            <TextInput source="email" type="email" label={RESOURCE_LABEL.email} fullWidth sx={{ maxWidth: 420 }} />
            <RoleSelectInput />
          </SimpleForm>
        </Create>
      </ResourcePage>
      <UpgradePrompt message={upgrade.message} onClose={upgrade.close} />
    </>
  );
}
