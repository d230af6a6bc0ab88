// What a message shows, by type (spec §3): message, info, feedback (CSAT request), csat_response, csat_cancel,
// visitor_blocked and attachments; plus agents' internal notes.
import type { ReactNode } from 'react';
import { Chip, Rating, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import type { Message } from '../../../domain/inbox/types';
import { fill, UI } from '../labels';
import { csatLabel } from '../model';
import { MergedNotice } from '../merge/MergedNotice';
import { AttachmentPart, CalendarPart, GifPart, LinkPart, MessageText } from './MessageParts';

/** A bot message's buttons as the visitor saw them, the one they chose marked. */
function ButtonsPart({ buttons, chosen }: { buttons: NonNullable<Message['buttons']>; chosen: string | null }) {
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }} aria-label={UI.offeredOptions}>
      {buttons.map((b) => {
        const picked = b.label === chosen;
        return (
          <Chip
            key={b.id}
            size="small"
            label={b.label}
            variant={picked ? 'filled' : 'outlined'}
            color={picked ? 'primary' : 'default'}
            icon={picked ? <CheckIcon /> : undefined}
            aria-label={picked ? fill(UI.optionChosen, { label: b.label }) : b.label}
          />
        );
      })}
    </Stack>
  );
}

/** The content a chat message carries, in reading order. */
function Content({ message, chosen }: { message: Message; chosen: string | null }) {
  const parts: ReactNode[] = [];
  if (message.text) parts.push(<MessageText key="text" text={message.text} mentions={message.mentions} />);
  else if (message.cannedMessage) parts.push(<MessageText key="canned" text={message.cannedMessage.message} mentions={[]} />);
  if (message.gif) parts.push(<GifPart key="gif" gif={message.gif} />);
  if (message.attachment) parts.push(<AttachmentPart key="attachment" attachment={message.attachment} />);
  if (message.calendar) parts.push(<CalendarPart key="calendar" calendar={message.calendar} />);
  if (message.link) parts.push(<LinkPart key="link" link={message.link} />);
  if (message.buttons?.length) parts.push(<ButtonsPart key="buttons" buttons={message.buttons} chosen={chosen} />);
  return <Stack spacing={0.75}>{parts}</Stack>;
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {children}
    </Typography>
  );
}

export function MessageBody({ message, chosen = null }: { message: Message; chosen?: string | null }) {
  switch (message.type) {
    case 'message':
    case 'attachments':
    case 'note':
      return <Content message={message} chosen={chosen} />;
    case 'info':
      return message.link ? <MergedNotice message={message} /> : <Note>{message.text}</Note>;
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
