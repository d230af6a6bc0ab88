// Meetings visitors booked on agents' booking pages (they are in the agents' calendars): soonest first, upcoming
// ones marked, each with its calendar event and the conversation it came from.
import { Box, Card, Chip, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { BookedMeetingRow } from '../../domain/analytics/types';
import { INTEGRATIONS } from '../../domain/integrations/kinds';

const when = (s: number) => new Date(s * 1000).toLocaleString(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

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
        <TableContainer>
          <Table size="small" aria-label="Booked meetings">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Visitor</TableCell>
                <TableCell>Agent</TableCell>
                <TableCell>Calendar</TableCell>
                <TableCell>Conversation</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((m) => (
                <TableRow key={m.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {when(m.start)} {m.start > now && <Chip size="small" color="primary" variant="outlined" label="Upcoming" sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>
                    {m.name}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {m.email}
                    </Typography>
                  </TableCell>
                  <TableCell>{m.agentName}</TableCell>
                  <TableCell>
                    {m.eventUrl ? (
                      <Link href={m.eventUrl} target="_blank" rel="noopener noreferrer">
                        {INTEGRATIONS[m.calendar].name}
                      </Link>
                    ) : (
                      INTEGRATIONS[m.calendar].name
                    )}
                  </TableCell>
                  <TableCell>
                    {m.conversationId ? (
                      <Link component={RouterLink} to={`/inbox/${m.conversationId}`}>
                        #{m.conversationId}
                      </Link>
                    ) : (
                      '–'
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}
