// The pieces a message can hold (spec §3): sanitised text with mention links, an attachment, a GIF, a calendar
// link, a canned message and a link card with title and subtitle.
import { Box, Card, CardActionArea, CardContent, Link, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import EventIcon from '@mui/icons-material/Event';
import { safeHref } from '../../../domain/inbox/html';
import type { Attachment, Gif, Mention, MessageLink } from '../../../domain/inbox/types';
import { getConfig } from '../../../providers/config';
import { UI } from '../labels';
import { formatFileSize, messageHtml } from '../model';
import { attachmentHref, gifImageSrc } from '../tools/model';

export function MessageText({ text, mentions }: { text: string; mentions: readonly Mention[] }) {
  // messageHtml keeps only the sanitiser's allow-list (spec §5), so the markup is ours.
  return (
    <Box
      className="message-text"
      sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', '& p': { m: 0 }, '& a.mention': { fontWeight: 600 } }}
      dangerouslySetInnerHTML={{ __html: messageHtml(text, mentions) }}
    />
  );
}

export function AttachmentPart({ attachment }: { attachment: Attachment }) {
  // Uploads are served by our own server under /uploads (or from a bucket's https address).
  const href = attachmentHref(attachment.publicUrl, getConfig().apiBase);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="attachment">
      <AttachFileIcon fontSize="small" />
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {attachment.name}
        </Link>
      ) : (
        <Typography variant="body2">{attachment.name}</Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {formatFileSize(attachment.size)}
      </Typography>
    </Stack>
  );
}

export function GifPart({ gif }: { gif: Gif }) {
  const src = gifImageSrc(gif.previewGif || gif.original);
  return src ? <Box component="img" src={src} alt={gif.name} sx={{ maxWidth: 240, borderRadius: 1, display: 'block' }} /> : null;
}

export function CalendarPart({ calendar }: { calendar: { url: string; title: string } }) {
  const href = safeHref(calendar.url);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <EventIcon fontSize="small" />
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {calendar.title || UI.bookMeeting}
        </Link>
      ) : (
        <Typography variant="body2">{calendar.title || UI.bookMeeting}</Typography>
      )}
    </Stack>
  );
}

/** A message with a link renders as a link with title and subtitle (spec §5). */
export function LinkPart({ link }: { link: MessageLink }) {
  const href = safeHref(link.url);
  const body = (
    <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
      <Typography variant="subtitle2">{link.title || link.url}</Typography>
      {link.subtitle && (
        <Typography variant="body2" color="text.secondary">
          {link.subtitle}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ maxWidth: 320 }}>
      {href ? (
        <CardActionArea component="a" href={href} target="_blank" rel="noopener noreferrer">
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
