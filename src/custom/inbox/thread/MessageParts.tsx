// The pieces a message can hold (spec §3): sanitised text with mention links, an attachment, a GIF, a calendar
// link, a canned message and a link card with title and subtitle.
import { useId, useState } from 'react';
import { Box, ButtonBase, Card, CardActionArea, CardContent, Dialog, IconButton, Link, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import EventIcon from '@mui/icons-material/Event';
import { safeHref } from '../../../domain/inbox/html';
import type { Attachment, Gif, Mention, MessageLink } from '../../../domain/inbox/types';
import { getConfig } from '../../../providers/config';
import { fill, UI } from '../labels';
import { formatFileSize, messageHtml } from '../model';
import { attachmentHref, fileTypeLabel, gifImageSrc, isInlineImage } from '../tools/model';

const PARTS_UI = { enlarge: 'Enlarge {name}', original: 'Open original', close: 'Close' } as const;

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

/** `compact`: one line (name and size), for the side panel's lists; the thread shows thumbnails and cards. */
export function AttachmentPart({ attachment, compact = false }: { attachment: Attachment; compact?: boolean }) {
  // Uploads are served by our own server under /uploads (or from a bucket's https address).
  const href = attachmentHref(attachment.publicUrl, getConfig().apiBase);
  if (compact) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }} data-testid="attachment" data-kind="line">
        <AttachFileIcon fontSize="small" />
        {href ? (
          <Link href={href} target="_blank" rel="noopener noreferrer" noWrap>
            {attachment.name}
          </Link>
        ) : (
          <Typography variant="body2" noWrap>
            {attachment.name}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
          {formatFileSize(attachment.size)}
        </Typography>
      </Stack>
    );
  }
  if (href && isInlineImage(attachment.type)) return <ImageAttachment attachment={attachment} src={href} />;
  const meta = [fileTypeLabel(attachment.type, attachment.name), formatFileSize(attachment.size)].filter(Boolean).join(' · ');
  // A file as a card: its name, type and size, the whole card opening (downloading) it.
  const body = (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', p: 1, minWidth: 0 }}>
      <InsertDriveFileIcon color="action" aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap title={attachment.name} sx={{ fontWeight: 500 }}>
          {attachment.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {meta}
        </Typography>
      </Box>
      {href && <DownloadIcon fontSize="small" color="action" aria-hidden sx={{ ml: 'auto !important' }} />}
    </Stack>
  );
  return (
    <Card variant="outlined" sx={{ width: 260, maxWidth: '100%' }} data-testid="attachment" data-kind="file">
      {href ? (
        <CardActionArea component="a" href={href} target="_blank" rel="noopener noreferrer" aria-label={`${attachment.name}, ${meta}`}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

/** An image as the widget shows it: a thumbnail, enlarged in a dialog on click (with a link to the original). */
function ImageAttachment({ attachment, src }: { attachment: Attachment; src: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Box data-testid="attachment" data-kind="image">
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={fill(PARTS_UI.enlarge, { name: attachment.name })}
        sx={{ borderRadius: 1, overflow: 'hidden', display: 'block', lineHeight: 0 }}
      >
        <Box component="img" src={src} alt={attachment.name} loading="lazy" sx={{ maxWidth: 240, maxHeight: 180, objectFit: 'cover', display: 'block' }} />
      </ButtonBase>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {attachment.name} · {formatFileSize(attachment.size)}
      </Typography>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" aria-labelledby={titleId}>
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1 }} spacing={1}>
          <Typography id={titleId} variant="subtitle2" noWrap sx={{ flex: 1 }}>
            {attachment.name}
          </Typography>
          <Link href={src} target="_blank" rel="noopener noreferrer" variant="body2">
            {PARTS_UI.original}
          </Link>
          <IconButton aria-label={PARTS_UI.close} onClick={() => setOpen(false)} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Box component="img" src={src} alt={attachment.name} sx={{ display: 'block', maxWidth: '100%', maxHeight: 'calc(100vh - 128px)', objectFit: 'contain' }} />
      </Dialog>
    </Box>
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
