// A company page (issue 26): the account's owner and CRM record, its people, and its whole history with Parley
// (every conversation of every person, newest first).
import { Chip, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { EditButton, Link as RaLink, RecordContextProvider, Show, TopToolbar, useRecordContext } from 'react-admin';
import type { Company, Contact, ContactConversation } from '../../domain/contacts';
import { ResourcePage } from '../shared/ResourcePage';
import { CONTACT_LABEL } from '../contacts/labels';
import { ContactName, CrmLinks, DetailColumns, Field, formatSeconds, SectionCard } from '../contacts/ContactName';
import { ConversationHistory } from '../contacts/ConversationHistory';
import { CompanyName } from './CompanyName';

type CompanyPageRecord = Company & { people: Contact[]; conversations: ContactConversation[] };

function People({ people }: { people: Contact[] }) {
  return (
    <Stack spacing={1.25}>
      {people.map((p) => (
        <Stack key={p.id} spacing={0.25}>
          <Link component={RaLink} to={`/contacts/${p.id}/show`} underline="none" color="inherit" sx={{ minWidth: 0 }}>
            <RecordContextProvider value={p}>
              <ContactName />
            </RecordContextProvider>
          </Link>
          <Typography variant="caption" color="text.secondary" noWrap sx={{ pl: 5.25 }}>
            {p.email} · {CONTACT_LABEL.lastSeen.toLowerCase()} {formatSeconds(p.lastSeenAt)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

function CompanyDetails() {
  const c = useRecordContext<CompanyPageRecord>();
  // The list's rows seed this page's cache (react-admin) without its people and conversations: wait for the whole record.
  if (!c?.people || !c.conversations) return <LinearProgress aria-label={CONTACT_LABEL.loading} />;
  const side = (
    <>
      <SectionCard>
        <Stack spacing={2}>
          <CompanyName size={48} />
          <Stack direction="row" spacing={1}>
            <Chip size="small" variant="outlined" label={`${c.peopleCount} ${CONTACT_LABEL.people.toLowerCase()}`} />
            <Chip size="small" variant="outlined" label={`${c.conversationCount} ${CONTACT_LABEL.conversations.toLowerCase()}`} />
          </Stack>
          <Field label={CONTACT_LABEL.domain}>{c.domain}</Field>
          <Field label={CONTACT_LABEL.owner}>{c.ownerName ?? CONTACT_LABEL.noOwner}</Field>
          <Field label={CONTACT_LABEL.crm}>{c.crmLinks.length ? <CrmLinks links={c.crmLinks} /> : null}</Field>
        </Stack>
      </SectionCard>
      <SectionCard title={CONTACT_LABEL.people}>
        <People people={c.people} />
      </SectionCard>
    </>
  );
  const main = (
    <SectionCard title={CONTACT_LABEL.history}>
      <ConversationHistory conversations={c.conversations} showContact />
    </SectionCard>
  );
  return <DetailColumns side={side} main={main} />;
}

export function CompanyShow() {
  return (
    <ResourcePage area={CONTACT_LABEL.companies}>
      <Show title={false} actions={<TopToolbar><EditButton /></TopToolbar>} component="div">
        <CompanyDetails />
      </Show>
    </ResourcePage>
  );
}
