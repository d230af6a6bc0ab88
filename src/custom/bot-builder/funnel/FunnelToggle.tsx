// The toolbar's "Show funnel" switch and, while it is on, how many conversations the funnel counts (or that
// there are none yet).
import { Chip, CircularProgress, FormControlLabel, Switch } from '@mui/material';
import { FUNNEL_UI } from './labels';
import { isEmptyFunnel } from './model';
import { useFunnel, useFunnelShown } from './useFunnel';

export function FunnelToggle({ flowId }: { flowId: number | undefined }) {
  const [shown, setShown] = useFunnelShown();
  const { funnel, isPending, isError } = useFunnel(flowId);
  return (
    <>
      <FormControlLabel
        control={<Switch size="small" checked={shown} onChange={(e) => setShown(e.target.checked)} />}
        label={FUNNEL_UI.toggle}
        // MUI pulls a FormControlLabel 11 px left, onto the status chip beside it in the header.
        sx={{ ml: 0.5, mr: 0 }}
      />
      {isPending && <CircularProgress size={18} aria-label={FUNNEL_UI.loading} />}
      {isError && <Chip size="small" color="error" variant="outlined" label={FUNNEL_UI.failed} />}
      {funnel && (
        <Chip
          size="small"
          variant="outlined"
          color={isEmptyFunnel(funnel) ? 'default' : 'info'}
          label={isEmptyFunnel(funnel) ? FUNNEL_UI.empty : FUNNEL_UI.started(funnel.started)}
          title={isEmptyFunnel(funnel) ? FUNNEL_UI.emptyHint : undefined}
          role="status"
        />
      )}
    </>
  );
}
