// What a message shows, by type (spec §3): message, info, feedback (CSAT request), csat_response, csat_cancel,
// visitor_blocked and attachments.
import type { ReactNode } from 'react';
import { Rating, Stack, Typography } from '@mui/material';
import type { Message } from '../../../domain/inbox/types';
import { fill, UI } from '../labels';
import { csatLabel } from '../model';
import { AttachmentPart, CalendarPart, GifPart, LinkPart, MessageText } from './MessageParts';

/** The content a chat message carries, in reading order. */
function Content({ message }: { message: Message }) {
  const parts: ReactNode[] = [];
  if (message.text) parts.push(<MessageText key="text" text={message.text} mentions={message.mentions} />);
  else if (message.cannedMessage) parts.push(<MessageText key="canned" text={message.cannedMessage.message} mentions={[]} />);
  if (message.gif) parts.push(<GifPart key="gif" gif={message.gif} />);
  if (message.attachment) parts.push(<AttachmentPart key="attachment" attachment={message.attachment} />);
  if (message.calendar) parts.push(<CalendarPart key="calendar" calendar={message.calendar} />);
  if (message.link) parts.push(<LinkPart key="link" link={message.link} />);
  return <Stack spacing={0.75}>{parts}</Stack>;
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {children}
    </Typography>
  );
}

export function MessageBody({ message }: { message: Message }) {
  switch (message.type) {
    case 'message':
    case 'attachments':
      return <Content message={message} />;
    case 'info':
      return <Note>{message.text}</Note>;
    case 'feedback':
      return <Note>{message.text || UI.csatRequested}</Note>;
    case 'csat_response': {
      const rating = message.feedback?.rating;
      const label = csatLabel(rating) ?? message.feedback?.label ?? '';
      return (
        <Stack spacing={0.5}>
          <Rating value={rating ?? null} max={5} readOnly size="small" />
          <Typography variant="body2">{fill(UI.csatRated, { rating: rating ?? '?', label })}</Typography>
        </Stack>
      );
    }
    case 'csat_cancel':
      return <Note>{UI.csatCancelled}</Note>;
    case 'visitor_blocked':
      return <Note>{message.text || UI.visitorBlocked}</Note>;
  }
}
