// /verify/<service> (spec §2 "Callback screens", §4): the product logo and Pending → Successful or Failed, the
// success or error toast, one call per visit (StrictMode and re-renders included); Google and Microsoft sign-in
// then go to /settings/meeting.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { isCallbackService, type CallbackService } from '../../domain/integrations/kinds';
import { INTEGRATION_MSG, callbackFailedText, callbackSuccessText, integratedSuccessfully } from '../../domain/integrations/messages';
import { toast } from '../../providers/notifications';
import { ParleyLogo } from '../layout/ParleyLogo';
import { usePageTitle } from '../../ui/layout/usePageTitle';
import { integrationsApi } from '../../providers/api/integrations';
import { afterCallbackPath, planCallback, serviceName } from '../integrations/model';

type Status = 'idle' | 'pending' | 'successful' | 'failed';
/** Calls already made in this page load, by URL: a remount (StrictMode) must not post the code twice. */
const started = new Map<string, Promise<boolean>>();

export function CallbackPage() {
  const location = useLocation();
  const service = location.pathname.split('/')[2] ?? '';
  return isCallbackService(service) ? <Callback service={service} /> : null;
}

function Callback({ service }: { service: CallbackService }) {
  usePageTitle(`${serviceName(service)} Verification`);
  const location = useLocation();
  const navigate = useNavigate();
  const plan = planCallback(service, new URLSearchParams(location.search));
  const [status, setStatus] = useState<Status>(plan.action === 'idle' ? 'idle' : 'pending');
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (plan.action === 'idle') return;
    if (plan.action === 'fail') {
      setStatus('failed');
      if (plan.toast) toast.error(plan.toast);
      return;
    }
    const key = `${location.pathname}${location.search}`;
    let call = started.get(key);
    if (!call) {
      call = integrationsApi.callback(plan.path, plan.body).then(
        () => (toast.success(integratedSuccessfully(service)), true),
        () => false, // httpClient toasted the server's text
      );
      started.set(key, call);
    }
    void call.then((ok) => {
      setStatus(ok ? 'successful' : 'failed');
      if (service === 'google' || service === 'microsoft') navigate(afterCallbackPath(service), { replace: true });
    });
    // The plan is derived from the URL, read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 5, maxWidth: 480, width: '100%', textAlign: 'center', borderRadius: 3 }}>
        <Stack spacing={3} alignItems="center">
          <ParleyLogo />
          {status === 'pending' && (
            <>
              <CircularProgress aria-label="Verifying" />
              <Typography variant="h6" component="p">
                {INTEGRATION_MSG.pending}
              </Typography>
            </>
          )}
          {status === 'idle' && (
            <Typography variant="h6" component="p">
              {INTEGRATION_MSG.pending}
            </Typography>
          )}
          {status === 'successful' && (
            <>
              <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
              <Typography variant="h6" component="p">
                {callbackSuccessText(service)}
              </Typography>
            </>
          )}
          {status === 'failed' && (
            <>
              <ErrorIcon color="error" sx={{ fontSize: 56 }} />
              <Typography variant="h6" component="p">
                {callbackFailedText(service)}
              </Typography>
            </>
          )}
          {status !== 'pending' && (
            <Button component={RouterLink} to={afterCallbackPath(service)} variant="contained">
              {service === 'google' || service === 'microsoft' ? 'Go to meeting settings' : 'Back to integrations'}
            </Button>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
