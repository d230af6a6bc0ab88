// /redirect/:appName (spec §2 "integration redirect page"): a link that starts connecting an app — straight to the
// provider's authorize page when nothing needs asking first, else to the integrations page with its dialog.
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Box, CircularProgress, Typography } from '@mui/material';
import { INTEGRATIONS, isCallbackService, isIntegrationKind, kindOfService, type IntegrationKind } from '../../domain/integrations/kinds';
import { integrationsApi } from '../../providers/api/integrations';
import { connectFields } from '../integrations/ConnectDialog';

export function appKind(appName: string | undefined): IntegrationKind | null {
  const name = (appName ?? '').trim();
  if (isIntegrationKind(name)) return name;
  if (isCallbackService(name)) return kindOfService(name);
  const byName = Object.values(INTEGRATIONS).find((i) => i.name.toLowerCase().replace(/\s+/g, '') === name.toLowerCase().replace(/[\s-]+/g, ''));
  return byName?.kind ?? null;
}

export function RedirectPage() {
  const { appName } = useParams();
  const navigate = useNavigate();
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const kind = appKind(appName);
    if (!kind || connectFields(kind).length) {
      navigate(kind ? `/settings/integrations?connect=${kind}` : '/settings/integrations', { replace: true });
      return;
    }
    integrationsApi.connect(kind, {}).then(
      (a) => (a.authorizeUrl ? window.location.assign(a.authorizeUrl) : navigate('/settings/integrations', { replace: true })),
      () => navigate('/settings/integrations', { replace: true }),
    );
  }, [appName, navigate]);
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress />
        <Typography sx={{ mt: 2 }}>Taking you to {appKind(appName) ? INTEGRATIONS[appKind(appName)!].name : 'your integrations'}…</Typography>
      </Box>
    </Box>
  );
}
