// The right area (spec §2): who the visitor is, what the bot collected, the conversation's tags (the Blocked tag
// following the visitor's flag), the attachments of the visitor and their account, and who handles the conversation.
import type { ReactNode } from 'react';
import { Avatar, Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { INBOX_MSG } from '../../../domain/inbox/messages';
import type { Attachment, ConversationDetail } from '../../../domain/inbox/types';
import type { ThreadEntry } from '../data';
import { UI } from '../labels';
import { canReply, initials } from '../model';
import { useShellSession } from '../../../ui/session/SessionContext';
import { ConversationTagsSection } from './ConversationTagsSection';
import { HelpdeskSection } from '../helpdesk';
import { HighlightsPanel } from '../highlights/HighlightsPanel';
import { AttachmentsPanel } from './AttachmentsPanel';
import { CollectedAnswers } from './CollectedAnswers';
import { RoutingExplanation } from './RoutingExplanation';
import { ContactLink } from './ContactLink';

export interface VisitorPanelProps {
  detail: ConversationDetail;
  /** Tag ids of the conversation (from its list row). */
  tagIds: readonly number[];
  entries: readonly ThreadEntry[];
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{children || '—'}</Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Divider />
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

export function VisitorPanel({ detail, tagIds, entries }: VisitorPanelProps) {
  const session = useShellSession();
  const { visitor, account, participants, details } = detail;
  const name = visitor.name.trim() || INBOX_MSG.siteVisitor;
  const attachments: Attachment[] = entries.flatMap((e) => (e.message.attachment ? [e.message.attachment] : []));
  const agents = participants.appUsers
    .map((u) => u.name)
    .concat(participants.slackUsers.map((s) => `${s.name} (${UI.slack})`), (participants.teamsUsers ?? []).map((t) => `${t.name} (${UI.msteams})`));
  return (
    <Box component="aside" aria-label={UI.visitorPanel} sx={{ width: 280, flexShrink: 0, borderLeft: 1, borderColor: 'divider', p: 2, overflowY: 'auto' }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar>{initials(name)}</Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="p" noWrap>
              {name}
            </Typography>
            <Typography variant="caption" color={visitor.online ? 'success.main' : 'text.secondary'}>
              {visitor.online ? UI.online : UI.offline}
            </Typography>
          </Box>
        </Stack>
        <ContactLink visitorId={visitor.id} signature={`${visitor.name}|${visitor.email ?? ''}|${visitor.company ?? ''}`} />
        {visitor.blocked && <Chip color="error" size="small" label={UI.blockedShort} sx={{ alignSelf: 'flex-start' }} />}
        <Field label={UI.email}>{visitor.email}</Field>
        <Field label={UI.company}>{account?.name ?? visitor.company}</Field>
        <Field label={UI.location}>{visitor.location}</Field>
        <HighlightsPanel detail={detail} />
        <CollectedAnswers answers={details.collected} />
        <Section title={UI.tags}>
          <ConversationTagsSection
            conversationId={detail.conversationId}
            // The thread's own tags (kept fresh by events) once loaded; the list row's before.
            tagIds={details.tags ?? tagIds}
            blocked={visitor.blocked}
            canEdit={canReply(false, session?.facts.flat)}
          />
        </Section>
        <Section title={UI.attachments}>
          <AttachmentsPanel visitorId={visitor.id} fromThread={attachments} />
        </Section>
        <HelpdeskSection detail={detail} entries={entries} />
        <Section title={UI.routing}>
          <Typography variant="body2">{details.botConv ? UI.handledByBot : UI.handledByAgents}</Typography>
          <Typography variant="body2" color="text.secondary">
            {agents.length > 0 ? `${UI.participants}: ${agents.join(', ')}` : UI.noParticipants}
          </Typography>
          <RoutingExplanation explanation={details.routingExplanation} />
        </Section>
      </Stack>
    </Box>
  );
}
