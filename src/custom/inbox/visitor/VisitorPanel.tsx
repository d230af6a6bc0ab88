// The right area (spec §2): who the visitor is, what the bot collected, the conversation's tags (the Blocked tag
// following the visitor's flag), the attachments of the visitor and their account, and who handles the conversation.
import type { ReactNode } from 'react';
import { Avatar, Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { INBOX_MSG } from '../../../domain/inbox/messages';
import type { Attachment, ConversationDetail } from '../../../domain/inbox/types';
import { useTags, type ThreadEntry } from '../data';
import { UI } from '../labels';
import { initials } from '../model';
import { TOOLS_UI } from '../tools/labels';
import { conversationTags, isBlockedTag } from '../tools/model';
import { HelpdeskSection } from '../helpdesk';
import { HighlightsPanel } from '../highlights/HighlightsPanel';
import { AttachmentsPanel } from './AttachmentsPanel';
import { CollectedAnswers } from './CollectedAnswers';
import { RoutingExplanation } from './RoutingExplanation';

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
  const { tags } = useTags();
  const { visitor, account, participants, details } = detail;
  const name = visitor.name.trim() || INBOX_MSG.siteVisitor;
  const tagNames = conversationTags(tags ?? [], tagIds, visitor.blocked);
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
        {visitor.blocked && <Chip color="error" size="small" label={UI.blockedShort} sx={{ alignSelf: 'flex-start' }} />}
        <Field label={UI.email}>{visitor.email}</Field>
        <Field label={UI.company}>{account?.name ?? visitor.company}</Field>
        <Field label={UI.location}>{visitor.location}</Field>
        <HighlightsPanel detail={detail} />
        <CollectedAnswers answers={details.collected} />
        <Section title={UI.tags}>
          {tagNames.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {TOOLS_UI.noTags}
            </Typography>
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} role="list" aria-label={UI.tags}>
              {tagNames.map((t) => (
                <Chip key={t.id} size="small" role="listitem" label={t.name} color={isBlockedTag(t) ? 'error' : 'default'} />
              ))}
            </Stack>
          )}
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
