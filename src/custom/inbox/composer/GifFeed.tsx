// One GIF feed in the picker: the grid of GIFs (each a button sending it), the not-found and empty notes, and
// the next page when the list is scrolled to its end or 'More GIFs' is pressed.
import type { UIEvent } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { GIF_MSG } from '../../../domain/gifs';
import type { Gif } from '../../../domain/inbox/types';
import { TOOLS_UI } from '../tools/labels';
import { gifFeedFor, gifImageSrc } from '../tools/model';
import { useGifFeed } from '../tools/useGifFeed';

export type GifTab = 'trending' | 'recent';

function GifGrid({ gifs, onPick }: { gifs: readonly Gif[]; onPick(gif: Gif): void }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 0.75 }}>
      {gifs.map((g) => {
        const src = gifImageSrc(g.previewGif || g.original);
        return (
          <Button key={g.id ?? g.original} aria-label={g.name} title={g.name} onClick={() => onPick(g)} sx={{ p: 0, minWidth: 0, borderRadius: 1, overflow: 'hidden' }}>
            {src ? <Box component="img" src={src} alt={g.name} loading="lazy" sx={{ width: '100%', height: 96, objectFit: 'cover', display: 'block' }} /> : g.name}
          </Button>
        );
      })}
    </Box>
  );
}

export function GifFeedView({ tab, keyword, onPick }: { tab: GifTab; keyword: string; onPick(gif: Gif): void }) {
  const { feed, keyword: term } = gifFeedFor(tab, keyword);
  const { gifs, isLoading, isError, isLoaded, hasMore, isLoadingMore, loadMore } = useGifFeed(feed, term);
  // The next page as the list nears its end.
  const onScroll = (e: UIEvent<HTMLElement>) => {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 48) loadMore();
  };
  let note: string | null = null;
  if (isError) note = GIF_MSG.unavailable;
  else if (isLoaded && gifs.length === 0) note = feed === 'recent' ? TOOLS_UI.noRecentGifs : GIF_MSG.notFound;
  return (
    <Box onScroll={onScroll} sx={{ height: 300, overflowY: 'auto' }} data-testid="gif-feed" data-feed={feed}>
      {isLoading && <CircularProgress size={24} aria-label={TOOLS_UI.loadingGifs} />}
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          {note}
        </Typography>
      )}
      <GifGrid gifs={gifs} onPick={onPick} />
      {hasMore && (
        <Button fullWidth size="small" onClick={loadMore} disabled={isLoadingMore} sx={{ mt: 1 }}>
          {TOOLS_UI.moreGifs}
        </Button>
      )}
    </Box>
  );
}
