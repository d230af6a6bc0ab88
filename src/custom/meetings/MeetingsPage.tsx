// /meetings: meetings offered through chat — an agent's book-meeting link or the bot's calendar step — with the
// visitor, the agent, when, and the conversation they came from.
import { useState } from 'react';
import { Box, Card, Chip, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { useGetList } from 'react-admin';
import { QUICK_SPANS, type QuickSpanKey } from '../../domain/analytics/dateRange';
import type { MeetingRecord, MeetingsMeta } from '../../providers/meetingsAdapter';
import { Page, PageHeader } from '../../ui/layout/PageHeader';
import { BookedMeetings } from './BookedMeetings';
import { ExternalLink, MeetingsTable, type MeetingsTableRow } from './MeetingsTable';

const SOURCE = { bot: 'Bot calendar step', agent: 'Agent’s meeting link' } as const;

const toRow = (m: MeetingRecord): MeetingsTableRow => ({
  key: m.id,
  when: new Date(m.time * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
  visitorName: m.visitorName,
  visitorEmail: m.visitorEmail,
  agentName: m.agentName,
  kind: <Chip size="small" variant="outlined" label={SOURCE[m.source]} />,
  meeting: <ExternalLink href={m.url || null}>{m.url ? m.title || m.url : m.title}</ExternalLink>,
  conversationId: m.conversationId,
});

export function MeetingsPage() {
  const [range, setRange] = useState<QuickSpanKey>('d30');
  const span = QUICK_SPANS.find((s) => s.key === range)!;
  const q = { span: span.span, hours: span.hours, tz: new Date().getTimezoneOffset() };
  // The server answers the latest 200 at once: one page holds them all.
  const meetings = useGetList<MeetingRecord>('meetings', { filter: q, pagination: { page: 1, perPage: 200 } });
  const rows = meetings.data ?? [];
  const meta = meetings.meta as MeetingsMeta | undefined;
  return (
    <Page maxWidth={1400}>
      <PageHeader title="Meetings" subtitle="Meetings booked and meeting links sent in chat, by an agent or a bot flow." />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <ToggleButtonGroup size="small" exclusive value={range} onChange={(_, v: QuickSpanKey | null) => v && setRange(v)} aria-label="Date range">
          {QUICK_SPANS.map((s) => (
            <ToggleButton key={s.key} value={s.key} sx={{ textTransform: 'none', px: 1.5 }}>
              {s.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {meetings.data && (
          <Typography variant="body2" color="text.secondary">
            {rows.length === 200 ? 'The latest 200 meetings' : `${rows.length} meeting${rows.length === 1 ? '' : 's'}`} offered in chat
          </Typography>
        )}
      </Box>
      {meta && <BookedMeetings rows={meta.booked} now={Date.now() / 1000} />}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Meeting links sent
      </Typography>
      <Card variant="outlined">
        {!meetings.isPending && rows.length === 0 ? (
          <Box sx={{ textAlign: 'center', color: 'text.secondary', p: 6 }}>
            <EventOutlinedIcon sx={{ fontSize: 40, opacity: 0.5 }} />
            <Typography variant="body2" sx={{ mt: 1, maxWidth: 420, mx: 'auto' }}>
              Meetings booked through chat will list here: when an agent sends their meeting link from the inbox, or a bot
              flow’s Calendar step offers one, you will see the visitor, the agent, the time and the conversation.
            </Typography>
          </Box>
        ) : (
          <MeetingsTable label="Meetings" kindHeader="Source" withMeeting rows={rows.map(toRow)} />
        )}
      </Card>
    </Page>
  );
}
