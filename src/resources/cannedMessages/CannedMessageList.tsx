// The project's canned messages (the same ones the reply composer offers), searchable.
import { CreateButton, DataTable, List, SearchInput, TopToolbar } from 'react-admin';
import { DeleteRecordButton } from '../shared/DeleteRecordButton';
import { RESOURCE_LABEL, RESOURCE_MSG } from '../shared/labels';
import { ResourcePage } from '../shared/ResourcePage';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function CannedMessageList() {
  return (
    <ResourcePage area="Canned messages">
      <List title={false} filters={filters} sort={{ field: 'message', order: 'ASC' }} actions={<TopToolbar><CreateButton /></TopToolbar>}>
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source="message" label={RESOURCE_LABEL.message} sx={{ whiteSpace: 'pre-wrap' }} />
          <DataTable.Col label="" disableSort align="right">
            <DeleteRecordButton success={RESOURCE_MSG.cannedRemoved} confirmTitle={() => 'Delete this canned message?'} />
          </DataTable.Col>
        </DataTable>
      </List>
    </ResourcePage>
  );
}
