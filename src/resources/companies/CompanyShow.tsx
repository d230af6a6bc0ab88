// A company page (issue 26): the account's owner and CRM record, its people, and its whole history with Parley
// (every conversation of every person, newest first).
import { Card, CardContent, Chip, Grid, Link, Stack, Typography } from '@mui/material';
import { EditButton, Link as RaLink, RecordContextProvider, Show, TopToolbar, useRecordContext } from 'react-admin';
import type { Company, Contact, ContactConversation } from '../../domain/contacts';
import { ResourcePage } from '../shared/ResourcePage';
import { CONTACT_LABEL } from '../contacts/labels';
import { ContactName, Field, formatSeconds } from '../contacts/ContactName';
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
  if (!c) return null;
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                <CompanyName size={48} />
                <Stack direction="row" spacing={1}>
                  <Chip size="small" variant="outlined" label={`${c.peopleCount} ${CONTACT_LABEL.people.toLowerCase()}`} />
                  <Chip size="small" variant="outlined" label={`${c.conversationCount} ${CONTACT_LABEL.conversations.toLowerCase()}`} />
                </Stack>
                <Field label={CONTACT_LABEL.domain}>{c.domain}</Field>
                <Field label={CONTACT_LABEL.owner}>{c.ownerName ?? CONTACT_LABEL.noOwner}</Field>
                <Field label={CONTACT_LABEL.crm}>
                  {c.crmLinks.length ? c.crmLinks.map((l) => (l.url ? <Link key={l.url} href={l.url} target="_blank" rel="noreferrer" sx={{ display: 'block' }}>{l.label}</Link> : <span key={l.label}>{l.label}</span>)) : null}
                </Field>
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2" gutterBottom>
                {CONTACT_LABEL.people}
              </Typography>
              <People people={c.people} />
            </CardContent>
          </Card>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h2" gutterBottom>
              {CONTACT_LABEL.history}
            </Typography>
            <ConversationHistory conversations={c.conversations} showContact />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
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
