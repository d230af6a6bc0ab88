// Matched words as <mark>, everything as text: segments come from the server as plain strings, so whatever a
// message held (markup included) shows as characters.
import { Box } from '@mui/material';
import type { SearchSegment } from '../../../domain/search/types';

export function Highlighted({ segments }: { segments: readonly SearchSegment[] }) {
  return (
    <>
      {segments.map((s, i) =>
        s.hit ? (
          <Box
            key={i}
            component="mark"
            sx={{ bgcolor: (t) => (t.palette.mode === 'dark' ? 'rgba(255, 213, 79, 0.35)' : 'rgba(255, 213, 79, 0.6)'), color: 'inherit', borderRadius: 0.5, px: 0.25, fontWeight: 600 }}
          >
            {s.text}
          </Box>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}
