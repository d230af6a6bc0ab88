// The one meetings table: When, Visitor, Agent, a kind column (calendar or source), the meeting, Conversation.
// Both lists of /meetings (booked meetings and meeting links sent) are rows of this shape.
import type { ReactNode } from 'react';
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export interface MeetingsTableRow {
  key: string | number;
  when: ReactNode;
  visitorName: string;
  visitorEmail: string | null;
  agentName: string | null;
  /** The calendar it is in, or where the link came from. */
  kind: ReactNode;
  /** The meeting's own link, when the table has a Meeting column. */
  meeting?: ReactNode;
  conversationId: number | null;
}

/** An external link opened in a new tab, or the label alone when there is no address. */
export function ExternalLink({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

export function MeetingsTable({ label, kindHeader, withMeeting, rows }: { label: string; kindHeader: string; withMeeting: boolean; rows: MeetingsTableRow[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Visitor</TableCell>
            <TableCell>Agent</TableCell>
            <TableCell>{kindHeader}</TableCell>
            {withMeeting && <TableCell>Meeting</TableCell>}
            <TableCell>Conversation</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((m) => (
            <TableRow key={m.key}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.when}</TableCell>
              <TableCell>
                {m.visitorName}
                {m.visitorEmail && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {m.visitorEmail}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{m.agentName ?? '–'}</TableCell>
              <TableCell>{m.kind}</TableCell>
              {withMeeting && <TableCell>{m.meeting}</TableCell>}
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
  );
}
