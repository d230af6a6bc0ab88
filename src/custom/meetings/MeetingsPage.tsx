// /meetings: meetings offered through chat — an agent's book-meeting link or the bot's calendar step — with the
// visitor, the agent, when, and the conversation they came from.
import { useState } from 'react';
import { Box, Card, Chip, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { QUICK_SPANS, type QuickSpanKey } from '../../domain/analytics/dateRange';
import { analyticsApi } from '../analytics/api';
import { Page, PageHeader } from '../layout/PageHeader';
import { BookedMeetings } from './BookedMeetings';

const SOURCE = { bot: 'Bot calendar step', agent: 'Agent’s meeting link' } as const;

export function MeetingsPage() {
  const [range, setRange] = useState<QuickSpanKey>('d30');
  const span = QUICK_SPANS.find((s) => s.key === range)!;
  const q = { span: span.span, hours: span.hours, tz: new Date().getTimezoneOffset() };
  const meetings = useQuery({ queryKey: ['meetings', q], queryFn: () => analyticsApi.meetings(q) });
  const rows = meetings.data?.meetings ?? [];
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
      {meetings.data && <BookedMeetings rows={meetings.data.booked} now={Date.now() / 1000} />}
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
          <TableContainer>
            <Table size="small" aria-label="Meetings">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Visitor</TableCell>
                  <TableCell>Agent</TableCell>
                  <TableCell>Source</TableCell>
                  <TableCell>Meeting</TableCell>
                  <TableCell>Conversation</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((m) => (
                  <TableRow key={`${m.conversationId}-${m.time}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(m.time * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</TableCell>
                    <TableCell>
                      {m.visitorName}
                      {m.visitorEmail && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {m.visitorEmail}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{m.agentName ?? '–'}</TableCell>
                    <TableCell>
                      <Chip size="small" variant="outlined" label={SOURCE[m.source]} />
                    </TableCell>
                    <TableCell>
                      {m.url ? (
                        <Link href={m.url} target="_blank" rel="noopener noreferrer">
                          {m.title || m.url}
                        </Link>
                      ) : (
                        m.title
                      )}
                    </TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={`/inbox/${m.conversationId}`}>
                        #{m.conversationId}
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>
    </Page>
  );
}
