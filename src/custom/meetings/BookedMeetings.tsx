// Meetings visitors booked on agents' booking pages (they are in the agents' calendars): soonest first, upcoming
// ones marked, each with its calendar event and the conversation it came from.
import { Box, Card, Chip, Typography } from '@mui/material';
import type { BookedMeetingRow } from '../../domain/analytics/types';
import { INTEGRATIONS } from '../../domain/integrations/kinds';
import { ExternalLink, MeetingsTable, type MeetingsTableRow } from './MeetingsTable';

const when = (s: number) => new Date(s * 1000).toLocaleString(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

const toRow = (m: BookedMeetingRow, now: number): MeetingsTableRow => ({
  key: m.id,
  when: (
    <>
      {when(m.start)} {m.start > now && <Chip size="small" color="primary" variant="outlined" label="Upcoming" sx={{ ml: 1 }} />}
    </>
  ),
  visitorName: m.name,
  visitorEmail: m.email,
  agentName: m.agentName,
  kind: <ExternalLink href={m.eventUrl}>{INTEGRATIONS[m.calendar].name}</ExternalLink>,
  conversationId: m.conversationId,
});

export function BookedMeetings({ rows, now }: { rows: BookedMeetingRow[]; now: number }) {
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <Box sx={{ px: 2, pt: 2, pb: 1 }}>
        <Typography variant="h6" component="h2">
          Booked meetings
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Booked by visitors on an agent’s booking page, and in that agent’s calendar.
        </Typography>
      </Box>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          None yet. Agents who connect their calendar in Meeting settings get a booking page with their real free times.
        </Typography>
      ) : (
        <MeetingsTable label="Booked meetings" kindHeader="Calendar" withMeeting={false} rows={rows.map((m) => toRow(m, now))} />
      )}
    </Card>
  );
}
