// The congratulation picture of the Teams-setup success screen, one per parent-product variant (spec §2), drawn
// inline: a chat bubble with a check mark, confetti, and the variant's emblem (sales: rising chart; marketing:
// megaphone).
import { Box } from '@mui/material';
import type { Variant } from '../../domain/variant';

const PALETTE: Record<Variant, { accent: string; soft: string }> = {
  sales: { accent: '#1565c0', soft: '#e3f2fd' },
  marketing: { accent: '#6a1b9a', soft: '#f3e5f5' },
};

export function TeamsIllustration({ variant }: { variant: Variant }) {
  const { accent, soft } = PALETTE[variant];
  return (
    <Box component="svg" viewBox="0 0 240 180" sx={{ width: 240, maxWidth: '100%' }} aria-hidden data-variant={variant}>
      <circle cx="120" cy="90" r="80" fill={soft} />
      <rect x="20" y="30" width="8" height="8" rx="2" fill={accent} transform="rotate(20 24 34)" />
      <rect x="205" y="40" width="8" height="8" rx="2" fill="#f9a825" transform="rotate(-15 209 44)" />
      <circle cx="40" cy="140" r="5" fill="#f9a825" />
      <circle cx="200" cy="135" r="4" fill={accent} />
      <path d="M70 50h100a14 14 0 0 1 14 14v46a14 14 0 0 1-14 14h-58l-22 18v-18H70a14 14 0 0 1-14-14V64a14 14 0 0 1 14-14z" fill={accent} />
      <path d="M97 87l15 15 30-30" fill="none" stroke="#fff" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round" />
      {variant === 'sales' ? (
        <g transform="translate(170 120)">
          <rect width="44" height="36" rx="6" fill="#fff" stroke={accent} strokeWidth="2" />
          <path d="M8 28l10-10 8 6 12-14" fill="none" stroke={accent} strokeWidth="3" strokeLinecap="round" />
        </g>
      ) : (
        <g transform="translate(170 120)">
          <rect width="44" height="36" rx="6" fill="#fff" stroke={accent} strokeWidth="2" />
          <path d="M9 14h6l14-7v22l-14-7H9z" fill={accent} />
          <path d="M33 13q4 5 0 10" fill="none" stroke={accent} strokeWidth="2" strokeLinecap="round" />
        </g>
      )}
    </Box>
  );
}
