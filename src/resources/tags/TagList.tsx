// Tags of the project. The Blocked tag is fixed (spec §3): it is listed, marked as such, and has no edit or
// delete; clicking its row does nothing.
import LockIcon from '@mui/icons-material/Lock';
import { Chip } from '@mui/material';
import { CreateButton, DataTable, List, SearchInput, TopToolbar, useRecordContext, type RaRecord } from 'react-admin';
import { isFixedTag, type TagView } from '../../domain/tags';
import { DeleteRecordButton } from '../shared/DeleteRecordButton';
import { RESOURCE_LABEL, RESOURCE_MSG } from '../shared/labels';
import { ResourcePage } from '../shared/ResourcePage';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const fixed = (record: RaRecord) => isFixedTag({ key: (record as Partial<TagView>).key ?? null });

function TagRowActions() {
  const record = useRecordContext();
  if (!record) return null;
  if (fixed(record)) return <Chip size="small" icon={<LockIcon />} label="Fixed" title={RESOURCE_MSG.blockedTagFixed} />;
  return <DeleteRecordButton success={RESOURCE_MSG.tagRemoved} confirmTitle={(r) => `Delete the tag "${String(r.name)}"?`} />;
}

export function TagList() {
  return (
    <ResourcePage area="Tags">
      <List title={false} filters={filters} sort={{ field: 'name', order: 'ASC' }} actions={<TopToolbar><CreateButton /></TopToolbar>}>
        <DataTable bulkActionButtons={false} rowClick={(_id, _resource, record) => (fixed(record) ? false : 'edit')}>
          <DataTable.Col source="name" label={RESOURCE_LABEL.name} />
          <DataTable.Col label="" disableSort align="right">
            <TagRowActions />
          </DataTable.Col>
        </DataTable>
      </List>
    </ResourcePage>
  );
}
