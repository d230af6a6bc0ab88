// Teams: name and members; clone and delete per row. Without the plan's 'teams' feature the list says so and
// offers the upgrade; a 402 from any write opens the upgrade prompt.
import { ChipField, CreateButton, DataTable, List, ReferenceArrayField, SingleFieldList, TopToolbar } from 'react-admin';
import { ADMIN_MSG } from '../../domain/adminMessages';
import { CloneButton } from '../shared/CloneButton';
import { DeleteRecordButton } from '../shared/DeleteRecordButton';
import { RESOURCE_LABEL, RESOURCE_MSG } from '../shared/labels';
import { ResourcePage } from '../shared/ResourcePage';
import { TeamTabs } from '../shared/TeamTabs';
import { UpgradeBanner, UpgradePrompt } from '../shared/UpgradePrompt';
import { useUpgradePrompt } from '../shared/useUpgradePrompt';
import { useTeamsPlan } from './useTeamsPlan';

export function TeamList() {
  const hasTeams = useTeamsPlan();
  const upgrade = useUpgradePrompt();
  return (
    <ResourcePage area="Team" tabs={<TeamTabs />}>
      {!hasTeams && <UpgradeBanner message={RESOURCE_MSG.teamsNeedUpgrade} />}
      <List title={false} sort={{ field: 'name', order: 'ASC' }} actions={<TopToolbar>{hasTeams && <CreateButton />}</TopToolbar>}>
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source="name" label={RESOURCE_LABEL.name} />
          <DataTable.Col source="memberIds" label={RESOURCE_LABEL.members} disableSort>
            <ReferenceArrayField source="memberIds" reference="users">
              <SingleFieldList linkType={false}>
                <ChipField source="name" size="small" />
              </SingleFieldList>
            </ReferenceArrayField>
          </DataTable.Col>
          <DataTable.Col label="" disableSort align="right">
            <CloneButton resource="teams" success={ADMIN_MSG.teamCloned} onError={upgrade.offerUpgrade} />
            <DeleteRecordButton success={ADMIN_MSG.teamRemoved} confirmTitle={(r) => `Delete the team "${String(r.name)}"?`} />
          </DataTable.Col>
        </DataTable>
      </List>
      <UpgradePrompt message={upgrade.message} onClose={upgrade.close} />
    </ResourcePage>
  );
}
