// Cache keys of the reply tools. Server data sits under 'inbox' (an inbox reset reloads it); the upload list is
// the client's own and sits under 'inboxLocal' (never fetched); GIF feeds change with the provider, not the inbox.
import type { GifFeed } from '../../../domain/gifs';

export const toolKeys = {
  canned: ['inbox', 'canned'] as const,
  gifs: ['gifs'] as const,
  gifFeed: (feed: GifFeed, keyword: string) => ['gifs', feed, keyword] as const,
  attachments: ['inbox', 'attachments'] as const,
  attachmentsOf: (visitorId: string) => ['inbox', 'attachments', visitorId] as const,
  uploads: ['inboxLocal', 'uploads'] as const,
};
