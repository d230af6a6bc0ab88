// A contact's page (issue 26): who they are, their company, tags, custom attributes, CRM links and Highlights
// values, every conversation; merge, the GDPR export (JSON) and erasure.
import { Chip, Divider, Grid, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { EditButton, Link as RaLink, Show, TopToolbar, useRecordContext } from 'react-admin';
import { SOURCE_LABEL, CONTACT_LABEL } from './labels';
import type { Contact, ContactConversation } from '../../domain/contacts';
import { ConversationHistory } from './ConversationHistory';
import { ResourcePage } from '../shared/ResourcePage';
import { ContactName, CrmLinks, DetailColumns, Field, formatSeconds, SectionCard, UnverifiedChip } from './ContactName';
import { ContactHighlights } from './ContactHighlights';
import { EraseButton, ExportJsonButton, MergeButton } from './ContactActions';

export type ContactPageRecord = Contact & { conversations: ContactConversation[]; latestVisitorId: string | null };

function Attributes({ attributes }: { attributes: Contact['attributes'] }) {
  const entries = Object.entries(attributes);
  if (!entries.length) return <Typography variant="body2" color="text.secondary">{CONTACT_LABEL.noAttributes}</Typography>;
  return (
    <Grid container spacing={1.5}>
      {entries.map(([k, v]) => (
        <Grid key={k} size={{ xs: 6 }}>
          <Field label={k}>{String(v)}</Field>
        </Grid>
      ))}
    </Grid>
  );
}

function ContactDetails() {
  const c = useRecordContext<ContactPageRecord>();
  // The list's rows seed this page's cache (react-admin) without the page's own parts (conversations): wait for the
  // whole record rather than render half of it.
  if (!c?.conversations) return <LinearProgress aria-label={CONTACT_LABEL.loading} />;
  const side = (
    <SectionCard>
      <Stack spacing={2}>
        <ContactName size={48} />
        <Stack direction="row" spacing={1}>
          {c.verified ? <Chip size="small" color="success" variant="outlined" label={CONTACT_LABEL.verified} /> : <UnverifiedChip verified={false} />}
          <Chip size="small" variant="outlined" label={SOURCE_LABEL[c.source] ?? c.source} />
        </Stack>
        <Field label={CONTACT_LABEL.email}>{c.email}</Field>
        <Field label={CONTACT_LABEL.company}>{c.company ? <Link component={RaLink} to={`/companies/${c.company.id}/show`}>{c.company.name}</Link> : null}</Field>
        <Field label={CONTACT_LABEL.location}>{c.location}</Field>
        <Field label={CONTACT_LABEL.firstSeen}>{formatSeconds(c.firstSeenAt)}</Field>
        <Field label={CONTACT_LABEL.lastSeen}>{formatSeconds(c.lastSeenAt)}</Field>
        <Field label={CONTACT_LABEL.tags}>
          {c.tags.length ? (
            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
              {c.tags.map((t) => <Chip key={t} size="small" label={t} />)}
            </Stack>
          ) : null}
        </Field>
        <Field label={CONTACT_LABEL.crm}>{c.crmLinks.length ? <CrmLinks links={c.crmLinks} /> : null}</Field>
      </Stack>
    </SectionCard>
  );
  const main = (
    <>
      <SectionCard title={`${CONTACT_LABEL.conversations} (${c.conversationCount})`}>
        <ConversationHistory conversations={c.conversations} />
      </SectionCard>
      <SectionCard title={CONTACT_LABEL.attributes}>
        <Attributes attributes={c.attributes} />
        {c.latestVisitorId && (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle1" component="h2" gutterBottom>
              {CONTACT_LABEL.highlights}
            </Typography>
            <ContactHighlights visitorId={c.latestVisitorId} />
          </>
        )}
      </SectionCard>
    </>
  );
  return <DetailColumns side={side} main={main} />;
}

function Actions() {
  return (
    <TopToolbar>
      <MergeButton />
      <ExportJsonButton />
      <EditButton />
      <EraseButton />
    </TopToolbar>
  );
}

function Title() {
  const c = useRecordContext<Contact>();
  return <>{c ? c.name || c.email : CONTACT_LABEL.contacts}</>;
}

export function ContactShow() {
  return (
    <ResourcePage area={CONTACT_LABEL.contacts} title={CONTACT_LABEL.contacts}>
      <Show title={<Title />} actions={<Actions />} component="div">
        <ContactDetails />
      </Show>
    </ResourcePage>
  );
}
