// The modal's Conversation flow tab (spec §4): the greeting and the paths at a glance, and the way to the builder
// and to the test page.
import { Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { docToText } from '../../domain/inbox/richText';
import { flowPaths, type FlowRecord } from '../../providers/api/flows';
import { FLOWS_UI } from './labels';

export function FlowTab({ flow }: { flow: FlowRecord }) {
  const greeting = flow.greeting.variants[0];
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <Box>
        <Typography variant="subtitle2">{FLOWS_UI.greeting}</Typography>
        <Typography variant="body2" color="text.secondary">
          {greeting ? docToText(greeting.value) || '—' : '—'}
        </Typography>
      </Box>
      <Box>
        <Typography variant="subtitle2">{FLOWS_UI.paths}</Typography>
        <List dense aria-label={FLOWS_UI.paths}>
          {flow.paths.map((p) => (
            <ListItem key={p.id} disableGutters>
              <ListItemText primary={p.name} secondary={FLOWS_UI.stepCount(p.steps.length)} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={flowPaths.test(flow.id)}>
          {FLOWS_UI.test}
        </Button>
        <Button variant="contained" component={RouterLink} to={flowPaths.build(flow.id)}>
          {FLOWS_UI.openBuilder}
        </Button>
      </Stack>
    </Stack>
  );
}
