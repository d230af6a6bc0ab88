// The GIFs of a bot message (spec §3: an optional gif list): the chosen ones with a remove button each, and the
// inbox's GIF picker to add another.
import { Box, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { Gif } from '../../../domain/flows';
import { safeHref } from '../../../domain/inbox/html';
import { GifPicker } from '../../inbox/composer/GifPicker';
import { BUILDER_UI } from '../labels';

export interface GifFieldProps {
  value: Gif[];
  onChange(gifs: Gif[]): void;
  disabled?: boolean;
}

export function GifField({ value, onChange, disabled = false }: GifFieldProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="caption" color="text.secondary">
        {BUILDER_UI.gifs}
      </Typography>
      {value.map((g, i) => {
        const src = safeHref(g.previewGif || g.original);
        return (
          <Box key={`${g.original}-${i}`} sx={{ position: 'relative' }}>
            {src ? <Box component="img" src={src} alt={g.name} sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' }} /> : g.name}
            {!disabled && (
              <IconButton
                size="small"
                aria-label={BUILDER_UI.removeGif(g.name)}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
                sx={{ position: 'absolute', top: -8, right: -8, bgcolor: 'background.paper', p: 0.25 }}
              >
                <CloseIcon sx={{ fontSize: 14 }} />
              </IconButton>
            )}
          </Box>
        );
      })}
      {!disabled && <GifPicker onPick={(gif) => onChange([...value, { ...gif, time: gif.time ?? Math.round(Date.now() / 1000) }])} />}
    </Stack>
  );
}
