// One step card's share of the funnel, while the funnel is shown: conversations that reached the step, their
// share of all the bot's conversations, and how many were lost since the step above. Nothing while there are no
// conversations at all (the toolbar says so once).
import { Box, LinearProgress, Typography } from '@mui/material';
import type { Path } from '../../../domain/flows';
import { FUNNEL_UI } from './labels';
import { isEmptyFunnel, stepFunnelView } from './model';
import { useFunnel } from './useFunnel';

export interface StepFunnelProps {
  flowId: number | undefined;
  path: Path;
  index: number;
  /** The step's name on the board, for the region's label. */
  stepLabel: string;
}

export function StepFunnel({ flowId, path, index, stepLabel }: StepFunnelProps) {
  const { funnel } = useFunnel(flowId);
  if (!funnel || isEmptyFunnel(funnel)) return null;
  const view = stepFunnelView(funnel, path, index);
  return (
    <Box role="group" aria-label={FUNNEL_UI.region(stepLabel)} sx={{ my: 0.5, p: 0.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      {view.kind === 'new' ? (
        <Typography variant="caption" color="text.secondary">
          {FUNNEL_UI.notSaved}
        </Typography>
      ) : (
        <>
          <Typography variant="caption" component="div">
            <strong>{FUNNEL_UI.reached(view.count)}</strong> · {FUNNEL_UI.percent(view.percent)}
          </Typography>
          <LinearProgress variant="determinate" value={Math.min(100, view.percent)} aria-hidden sx={{ my: 0.25 }} />
          {view.drop !== null && view.drop > 0 && (
            <Typography variant="caption" color="error.main" component="div">
              {FUNNEL_UI.drop(view.drop)}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
