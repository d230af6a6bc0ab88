// The app bar: the Parley logo (a link home), the page title, the availability switch, react-admin's light/dark
// toggle, and the user menu (the user's name and 'Logout').
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { AppBar, Logout, TitlePortal, UserMenu, useGetIdentity, useUserMenu } from 'react-admin';
import { Box, Divider, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { ParleyLogo } from './ParleyLogo';
import { PERSONAL_ENTRIES, type MenuEntry } from './menuEntries';
import { useConfig } from '../routing/ConfigContext';
import { AvailabilityToggle } from './AvailabilityToggle';

/** The signed-in user's name at the top of the user menu (react-admin shows it on the button only on wide screens). */
function IdentityHeader() {
  const { identity } = useGetIdentity();
  if (!identity?.fullName) return null;
  return (
    <>
      <Box sx={{ px: 2, py: 1 }}>
        <Typography variant="subtitle2">{identity.fullName}</Typography>
      </Box>
      <Divider />
    </>
  );
}

/** One of the user's own pages in the user menu (closes the menu on the way). */
const PersonalItem = forwardRef<HTMLAnchorElement, { entry: MenuEntry }>(function PersonalItem({ entry }, ref) {
  const menu = useUserMenu();
  const Icon = entry.icon;
  return (
    <MenuItem ref={ref} component={Link} to={entry.to} onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{entry.label}</ListItemText>
    </MenuItem>
  );
});

export function ShellAppBar() {
  const { productName } = useConfig();
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <IdentityHeader />
          {PERSONAL_ENTRIES.map((e) => (
            <PersonalItem key={e.to} entry={e} />
          ))}
          <Logout />
        </UserMenu>
      }
    >
      <Box component={Link} to="/" aria-label={`${productName} home`} sx={{ color: 'inherit', textDecoration: 'none', display: 'inline-flex', mr: 2.5 }}>
        <ParleyLogo size={28} name={productName} />
      </Box>
      <TitlePortal />
      <AvailabilityToggle />
    </AppBar>
  );
}
