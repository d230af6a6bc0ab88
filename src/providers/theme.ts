// The dashboard theme. The sales and marketing variants carry identical values (spec §1), so there is one theme.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#1f5eff' }, secondary: { main: '#0b1f44' } },
};
