// The app bar: the product name, the page title, and the user menu (the user's name and 'Logout').
import { AppBar, Logout, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';
import { Box, Divider, Typography } from '@mui/material';
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

export function ShellAppBar() {
  const { productName } = useConfig();
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <IdentityHeader />
          <Logout />
        </UserMenu>
      }
    >
      <Typography variant="h6" component="span" sx={{ fontWeight: 600, mr: 2 }}>
        {productName}
      </Typography>
      <TitlePortal />
      <AvailabilityToggle />
    </AppBar>
  );
}
