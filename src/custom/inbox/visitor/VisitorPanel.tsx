// The right area (spec §2): who the visitor is, their tags, the conversation's attachments and who handles it.
// Attachments come from the thread's attachment messages until the attachments call has a screen of its own.
import type { ReactNode } from 'react';
import { Avatar, Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { INBOX_MSG } from '../../../domain/inbox/messages';
import type { Attachment, ConversationDetail } from '../../../domain/inbox/types';
import { useTags, type ThreadEntry } from '../data';
import { UI } from '../labels';
import { initials } from '../model';
import { AttachmentPart } from '../thread/MessageParts';

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
  const tagNames = (tags ?? []).filter((t) => tagIds.includes(t.id));
  const attachments: Attachment[] = entries.flatMap((e) => (e.message.attachment ? [e.message.attachment] : []));
  const agents = participants.appUsers.map((u) => u.name).concat(participants.slackUsers.map((s) => `${s.name} (${UI.slack})`));
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
        <Section title={UI.tags}>
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
            {tagNames.map((t) => (
              <Chip key={t.id} size="small" label={t.name} />
            ))}
          </Stack>
        </Section>
        <Section title={UI.attachments}>
          {attachments.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {UI.noAttachments}
            </Typography>
          ) : (
            attachments.map((a) => <AttachmentPart key={a.id} attachment={a} />)
          )}
        </Section>
        <Section title={UI.routing}>
          <Typography variant="body2">{details.botConv ? UI.handledByBot : UI.handledByAgents}</Typography>
          <Typography variant="body2" color="text.secondary">
            {agents.length > 0 ? `${UI.participants}: ${agents.join(', ')}` : UI.noParticipants}
          </Typography>
        </Section>
      </Stack>
    </Box>
  );
}
