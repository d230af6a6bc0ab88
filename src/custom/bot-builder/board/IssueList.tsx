// Validation problems at one place of the board (a path header, a step card): errors in red, warnings in amber.
import { Stack, Typography } from '@mui/material';
import type { FlowError } from '../../../domain/flows';

export function IssueList({ issues, label }: { issues: readonly FlowError[]; label: string }) {
  if (issues.length === 0) return null;
  // One line per message: a step with three empty buttons says "This field cannot be empty" once.
  const seen = new Map<string, FlowError>();
  for (const e of issues) if (!seen.has(e.message)) seen.set(e.message, e);
  return (
    <Stack component="ul" aria-label={label} sx={{ m: 0, pl: 2 }}>
      {[...seen.values()].map((e) => (
        <Typography
          key={e.message}
          component="li"
          variant="caption"
          color={e.severity === 'error' ? 'error' : 'warning.dark'}
          data-severity={e.severity}
        >
          {e.message}
        </Typography>
      ))}
    </Stack>
  );
}
