// One path as a column: its header, its steps in order, and the palette to add one. Steps and paths can be
// dropped onto the column.
import { Paper, Stack, Typography } from '@mui/material';
import type { Path } from '../../../domain/flows';
import { BUILDER_UI } from '../labels';
import { PathHeader } from './PathHeader';
import { StepCard } from './StepCard';
import { StepPalette } from './StepPalette';
import { useColumnDropTarget } from './useDropTarget';
import { useBuilder } from '../BuilderContext';

export function PathColumn({ path, index }: { path: Path; index: number }) {
  const { canWrite } = useBuilder();
  const drop = useColumnDropTarget(path.id, index, path.steps.length);
  return (
    <Paper
      component="section"
      aria-label={BUILDER_UI.pathRegion(index + 1, path.name)}
      data-path-id={path.id}
      variant="outlined"
      {...drop.props}
      sx={{ width: 280, flexShrink: 0, p: 1.5, bgcolor: drop.over ? 'action.selected' : 'action.hover', alignSelf: 'flex-start' }}
    >
      <PathHeader path={path} index={index} />
      <Stack role="list" aria-label={`${path.name} steps`} spacing={1}>
        {path.steps.map((step, i) => (
          <StepCard key={step.id} path={path} step={step} index={i} />
        ))}
      </Stack>
      {path.steps.length === 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ py: 2, textAlign: 'center' }}>
          {BUILDER_UI.emptyPath}
        </Typography>
      )}
      {canWrite && <StepPalette path={path} />}
    </Paper>
  );
}
