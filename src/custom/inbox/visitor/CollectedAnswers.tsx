// What the bot's input steps collected in this conversation (by chat field, default or custom), shown to agents in
// the visitor panel; nothing when the bot asked nothing.
import { Box, Divider, Stack, Typography } from '@mui/material';
import type { CollectedAnswer } from '../../../domain/inbox/types';

// Ours: the spec shows no wording for this list.
export const COLLECTED_UI = { title: 'Collected by the bot' } as const;

export function CollectedAnswers({ answers }: { answers: readonly CollectedAnswer[] | undefined }) {
  if (!answers?.length) return null;
  return (
    <Stack spacing={1}>
      <Divider />
      <Typography variant="subtitle2" component="h3" id="collected-by-bot">
        {COLLECTED_UI.title}
      </Typography>
      <Box component="dl" aria-labelledby="collected-by-bot" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        {answers.map((a) => (
          <Box key={a.key}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {a.name}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {a.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
