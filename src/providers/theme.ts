// The dashboard theme. The sales and marketing variants carry identical values (spec §1), so there is one theme.
// Parley's look: navy app bar, one confident blue, soft grey canvas, 8 px corners, sentence-case buttons (as
// Intercom and Drift write them), and a 162 px side navigation so the 1086 px content minimum of spec §5 plus the
// navigation is exactly the 1248 px layout minimum.
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { LAYOUT_MIN_WIDTH_PX, LAYOUT_MIN_WIDTH_WITH_SIDENAV_PX } from '../domain/constants';

const FONT = '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  sidebar: { width: LAYOUT_MIN_WIDTH_PX - LAYOUT_MIN_WIDTH_WITH_SIDENAV_PX, closedWidth: 56 },
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1f5eff' },
    secondary: { main: '#0b1f44' },
    background: { default: '#f5f7fb', paper: '#ffffff' },
    text: { primary: '#172033', secondary: '#5b6478' },
    divider: '#e3e7ef',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: FONT,
    h5: { fontWeight: 700, letterSpacing: '-0.01em' },
    h6: { fontWeight: 650, fontSize: '1.05rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...defaultTheme.components,
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#e3e7ef' } } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600, color: '#5b6478' } } },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          fontSize: '0.8125rem',
          borderRadius: 6,
          margin: '1px 4px',
          paddingLeft: 6,
          paddingRight: 4,
          '& .RaMenuItemLink-icon': { minWidth: 28 },
          '&.RaMenuItemLink-active': { backgroundColor: 'rgba(31, 94, 255, 0.10)', color: '#1f5eff', fontWeight: 600 },
          '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: '#1f5eff' },
        },
      },
    },
  },
};
