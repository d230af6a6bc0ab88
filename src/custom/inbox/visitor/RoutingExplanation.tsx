// Why the conversation went to whom (the routing explanation the server stores on each routed conversation),
// shown to agents in the visitor panel: "assigned to Ann: round robin among 3 available agents; Bob offline".
import { Typography } from '@mui/material';

export const ROUTING_UI = { label: 'Routing' } as const;

export function RoutingExplanation({ explanation }: { explanation: string | null | undefined }) {
  if (!explanation) return null;
  return (
    <Typography variant="body2" color="text.secondary" aria-label={ROUTING_UI.label} data-testid="routing-explanation">
      {`${ROUTING_UI.label}: ${explanation}`}
    </Typography>
  );
}
