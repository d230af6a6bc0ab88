// The centred card every auth page sits in: logo, one <h1>, an optional intro, the content and a footer of links.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { ParleyLogo } from '../layout/ParleyLogo';
import { MailOffNotice } from './MailOffNotice';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

export function AuthLayout({ title, subtitle, footer, children }: AuthLayoutProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }} elevation={2}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2}>
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <ParleyLogo />
            </Box>
            <Typography component="h1" variant="h5" align="center">
              {title}
            </Typography>
            {subtitle && (
              <Typography component="div" variant="body2" color="text.secondary" align="center">
                {subtitle}
              </Typography>
            )}
            <MailOffNotice />
            {children}
            {footer && (
              <Typography component="div" variant="body2" align="center">
                {footer}
              </Typography>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
