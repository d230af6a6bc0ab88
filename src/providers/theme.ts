// The dashboard themes, light and dark (react-admin's <Admin theme darkTheme>: the app bar's toggle switches them and
// the choice is kept in react-admin's store, so it survives a reload). The sales and marketing variants carry
// identical values (spec §1), so there is one pair.
// Parley's look: navy app bar, one confident blue, soft grey canvas, 8 px corners, sentence-case buttons (as
// Intercom and Drift write them), and a 162 px side navigation so the 1086 px content minimum of spec §5 plus the
// navigation is exactly the 1248 px layout minimum. Components take their colours from the palette (never a literal),
// so the dark theme needs nothing but its palette.
import { alpha, type PaletteOptions, type Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { LAYOUT_MIN_WIDTH_PX, LAYOUT_MIN_WIDTH_WITH_SIDENAV_PX } from '../domain/constants';

const FONT = '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif';

/** Parley blue, its navy, and the canvas of each mode. */
export const PALETTES = {
  light: {
    mode: 'light',
    primary: { main: '#1f5eff' },
    secondary: { main: '#0b1f44' },
    background: { default: '#f5f7fb', paper: '#ffffff' },
    text: { primary: '#172033', secondary: '#5b6478' },
    divider: '#e3e7ef',
  },
  dark: {
    mode: 'dark',
    // Lighter than the light theme's blue, so links and the active menu item keep 4.5:1 on the dark canvas.
    primary: { main: '#6b93ff', contrastText: '#0b1220' },
    secondary: { main: '#9fb4e8' },
    background: { default: '#0f141d', paper: '#171e2b' },
    text: { primary: '#e6eaf2', secondary: '#a3adc2' },
    divider: '#2a3345',
  },
} satisfies Record<'light' | 'dark', PaletteOptions>;

function parleyTheme(base: RaThemeOptions, palette: PaletteOptions): RaThemeOptions {
  const dark = palette.mode === 'dark';
  return {
    ...base,
    sidebar: { width: LAYOUT_MIN_WIDTH_PX - LAYOUT_MIN_WIDTH_WITH_SIDENAV_PX, closedWidth: 56 },
    palette: { ...base.palette, ...palette },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT,
      h5: { fontWeight: 700, letterSpacing: '-0.01em' },
      h6: { fontWeight: 650, fontSize: '1.05rem' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      ...base.components,
      MuiButton: { defaultProps: { disableElevation: true } },
      // react-admin stretches every text field to the full width on phones, even one given its own width (the
      // inbox's status select); a full-width field is one by default already.
      MuiTextField: { ...base.components?.MuiTextField, variants: [] },
      MuiAppBar: {
        defaultProps: { elevation: 0 },
        // Dark mode: a bar a shade darker than the cards, set off by a hairline (MUI would paint it paper-grey).
        styleOverrides: dark ? { root: ({ theme }: { theme: Theme }) => ({ backgroundColor: '#0b1019', borderBottom: `1px solid ${theme.palette.divider}` }) } : {},
      },
      // Initials avatars (visitors, agents): MUI writes them in the canvas colour on grey, faint in both modes.
      MuiAvatar: {
        styleOverrides: {
          colorDefault: ({ theme }: { theme: Theme }) => ({
            color: dark ? theme.palette.text.primary : '#44506a',
            backgroundColor: dark ? '#2c3547' : '#dfe4ee',
          }),
        },
      },
      MuiPaper: { styleOverrides: { outlined: ({ theme }: { theme: Theme }) => ({ borderColor: theme.palette.divider }) } },
      MuiTableCell: { styleOverrides: { head: ({ theme }: { theme: Theme }) => ({ fontWeight: 600, color: theme.palette.text.secondary }) } },
      // react-admin's form toolbar is grey[300] / grey[800] by default; ours sits on the card like the rest.
      RaToolbar: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ backgroundColor: theme.palette.background.paper }) } },
      RaMenuItemLink: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            fontSize: '0.8125rem',
            borderRadius: 6,
            margin: '1px 4px',
            paddingLeft: 6,
            paddingRight: 4,
            '& .RaMenuItemLink-icon': { minWidth: 28 },
            '&.RaMenuItemLink-active': { backgroundColor: alpha(theme.palette.primary.main, dark ? 0.16 : 0.1), color: theme.palette.primary.main, fontWeight: 600 },
            '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: theme.palette.primary.main },
          }),
        },
      },
    },
  };
}

export const lightTheme = parleyTheme(defaultLightTheme, PALETTES.light);
export const darkTheme = parleyTheme(defaultDarkTheme, PALETTES.dark);
