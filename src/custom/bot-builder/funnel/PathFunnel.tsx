// A path header's share of the funnel, while it is shown: how many conversations reached any step of the path.
import { Typography } from '@mui/material';
import { FUNNEL_UI } from './labels';
import { isEmptyFunnel, pathReach } from './model';
import { useFunnel } from './useFunnel';

export function PathFunnel({ flowId, pathId }: { flowId: number | undefined; pathId: string }) {
  const { funnel } = useFunnel(flowId);
  if (!funnel || isEmptyFunnel(funnel)) return null;
  const reach = pathReach(funnel, pathId);
  return (
    <Typography variant="caption" color="info.main" data-testid={`path-funnel-${pathId}`}>
      {reach === null ? FUNNEL_UI.notSaved : FUNNEL_UI.pathReached(reach)}
    </Typography>
  );
}
