// The Parley logo, drawn inline (public pages and the app bar need no asset download): the mark is a "P" whose bowl
// is a speech bubble and whose stem is the bubble's tail, white on a rounded tile in the brand blue; the wordmark
// is set beside it. public/favicon.svg is the same mark. The tile keeps its own colours on any background (the navy
// app bar, the light and the dark canvas), so the mark never needs a theme-dependent variant.
import { useId } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import { PRODUCT_NAME } from '../../domain/constants';

/** The brand blues of the tile: the theme's primary (#1f5eff) with a lighter top for depth. */
export const LOGO_COLOURS = { top: '#4a7dff', bottom: '#1f5eff', glyph: '#ffffff' } as const;

/** The "P" bubble in a 32-unit box: stem from the tail up, the bowl round over the top, back along its base. */
export const MARK_GLYPH = 'M9 26.5V13.5a7 7 0 1 1 7 7h-3.2z';

export function ParleyMark({ size = 32, title }: { size?: number; title?: string }) {
  const gradient = `parley-mark-${useId().replace(/:/g, '')}`;
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      sx={{ display: 'block', flexShrink: 0 }}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={LOGO_COLOURS.top} />
          <stop offset="1" stopColor={LOGO_COLOURS.bottom} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
      <path d={MARK_GLYPH} fill={LOGO_COLOURS.glyph} />
      <circle cx="16" cy="13.5" r="2.6" fill={LOGO_COLOURS.bottom} />
    </Box>
  );
}

export interface ParleyLogoProps {
  /** Height of the mark in px; the wordmark scales with it. */
  size?: number;
  /** The product name of the configuration (GET app/env); Parley by default. */
  name?: string;
  /** The mark alone (a narrow space such as the collapsed side navigation). */
  markOnly?: boolean;
  sx?: SxProps<Theme>;
}

/** Mark and wordmark as one image named after the product; the wordmark takes the surrounding text colour. */
export function ParleyLogo({ size = 36, name = PRODUCT_NAME, markOnly = false, sx }: ParleyLogoProps) {
  return (
    <Box role="img" aria-label={name} sx={[{ display: 'inline-flex', alignItems: 'center', gap: size / 36 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <ParleyMark size={size} />
      {!markOnly && (
        <Typography
          component="span"
          aria-hidden
          sx={{ fontSize: size * 0.62, fontWeight: 750, letterSpacing: '-0.03em', lineHeight: 1, color: 'inherit', fontFamily: 'inherit' }}
        >
          {name}
        </Typography>
      )}
    </Box>
  );
}
