// The GIF picker: Trending and Recent tabs, a search (placeholder "Search GIF's") that replaces them while a
// keyword is typed, ten GIFs a page with the next page loaded on scroll (GifFeed.tsx, loaded on first open). A
// pick is sent at once.
import { lazy, Suspense, useEffect, useState } from 'react';
import { CircularProgress, IconButton, Popover, Stack, Tab, Tabs, TextField, Tooltip } from '@mui/material';
import GifBoxIcon from '@mui/icons-material/GifBox';
import { TYPING_DEBOUNCE_MS } from '../../../domain/constants';
import { GIF_MSG } from '../../../domain/gifs';
import type { Gif } from '../../../domain/inbox/types';
import { TOOLS_UI } from '../tools/labels';
import type { GifTab } from './GifFeed';
import { useFitPopover } from './useFitPopover';

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

const GifFeedView = lazy(() => import('./GifFeed').then((m) => ({ default: m.GifFeedView })));

export function GifPicker({ onPick }: { onPick(gif: Gif): void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [tab, setTab] = useState<GifTab>('trending');
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed, TYPING_DEBOUNCE_MS);
  const fit = useFitPopover(anchor !== null);
  const close = () => {
    setAnchor(null);
    setTyped('');
  };
  return (
    <>
      <Tooltip title={TOOLS_UI.gif}>
        <IconButton size="small" aria-label={TOOLS_UI.gif} aria-haspopup="dialog" onClick={(e) => setAnchor(e.currentTarget)}>
          <GifBoxIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        action={fit.action}
        slotProps={{ paper: { role: 'dialog', 'aria-label': TOOLS_UI.gif, sx: fit.paperSx } as object }}
      >
        <Stack ref={fit.contentRef} spacing={1} sx={{ p: 1.5, width: 340 }}>
          <TextField
            size="small"
            variant="outlined"
            margin="none"
            autoFocus
            placeholder={GIF_MSG.placeholder}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            slotProps={{ htmlInput: { 'aria-label': GIF_MSG.placeholder } }}
          />
          <Tabs value={tab} onChange={(_e, v: GifTab) => setTab(v)} aria-label={TOOLS_UI.gifTabs} variant="fullWidth">
            <Tab value="trending" label={TOOLS_UI.trending} />
            <Tab value="recent" label={TOOLS_UI.recent} />
          </Tabs>
          {anchor !== null && (
            <Suspense fallback={<CircularProgress size={24} aria-label={TOOLS_UI.loadingGifs} />}>
              <GifFeedView
                tab={tab}
                keyword={keyword}
                onPick={(gif) => {
                  close();
                  onPick(gif);
                }}
              />
            </Suspense>
          )}
        </Stack>
      </Popover>
    </>
  );
}
