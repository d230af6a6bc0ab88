// Contacts (issue 26): every identified person, searchable and filtered by company, tag, last seen and whether a
// conversation is open; CSV export of the filtered list and CSV import with a preview.
import { Chip, Stack } from '@mui/material';
import Papa from 'papaparse';
import {
  AutocompleteInput,
  DataTable,
  downloadCSV,
  ExportButton,
  FilterButton,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useRecordContext,
  type Exporter,
} from 'react-admin';
import { contactCsvRow, LAST_SEEN_CHOICES, type Contact } from '../../domain/contacts';
import { ResourcePage } from '../shared/ResourcePage';
import { ContactName, SecondsField } from './ContactName';
import { ImportButton } from './ImportDialog';
import { IdentityButton } from './IdentityDialog';
import { CONTACT_LABEL } from './labels';

export const contactFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={CONTACT_LABEL.search} />,
  <ReferenceInput key="companyId" source="companyId" reference="companies" alwaysOn>
    <AutocompleteInput label={CONTACT_LABEL.company} optionText="name" sx={{ width: 220 }} />
  </ReferenceInput>,
  <TextInput key="tag" source="tag" label={CONTACT_LABEL.tag} />,
  <SelectInput key="lastSeen" source="lastSeen" label={CONTACT_LABEL.lastSeen} choices={LAST_SEEN_CHOICES.map((c) => ({ id: c.id, name: c.name }))} />,
  <NullableBooleanInput key="hasOpen" source="hasOpen" label={CONTACT_LABEL.openConversations} />,
];

export const contactExporter: Exporter<Contact> = (records) => {
  downloadCSV(Papa.unparse(records.map(contactCsvRow)), 'contacts');
};

function Tags() {
  const c = useRecordContext<Contact>();
  if (!c?.tags.length) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {c.tags.map((t) => (
        <Chip key={t} size="small" label={t} />
      ))}
    </Stack>
  );
}

function Conversations() {
  const c = useRecordContext<Contact>();
  if (!c) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <span>{c.conversationCount}</span>
      {c.openConversationCount > 0 && <Chip size="small" color="success" variant="outlined" label={`${c.openConversationCount} open`} />}
    </Stack>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <IdentityButton />
      <ImportButton />
      <ExportButton label={CONTACT_LABEL.export} />
    </TopToolbar>
  );
}

export function ContactList() {
  return (
    <ResourcePage area={CONTACT_LABEL.contacts}>
      <List title={false} filters={contactFilters} sort={{ field: 'last_seen_at', order: 'DESC' }} exporter={contactExporter} actions={<Actions />} perPage={25}>
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="name" label={CONTACT_LABEL.name}>
            <ContactName />
          </DataTable.Col>
          <DataTable.Col source="email" label={CONTACT_LABEL.email} />
          <DataTable.Col source="company.name" label={CONTACT_LABEL.company} disableSort />
          <DataTable.Col source="location" label={CONTACT_LABEL.location} disableSort />
          <DataTable.Col source="last_seen_at" label={CONTACT_LABEL.lastSeen}>
            <SecondsField source="lastSeenAt" />
          </DataTable.Col>
          <DataTable.Col label={CONTACT_LABEL.conversations} disableSort>
            <Conversations />
          </DataTable.Col>
          <DataTable.Col label={CONTACT_LABEL.tags} disableSort>
            <Tags />
          </DataTable.Col>
        </DataTable>
      </List>
    </ResourcePage>
  );
}
