// One step on the board: its type and summary (click to edit), the paths it leads to, its problems, and the
// buttons (or drag) to re-order it.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { ButtonBase, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import { STEP_LABELS, issuesAt, moveStep, removeStep, type Path, type Step } from '../../../domain/flows';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI } from '../labels';
import { DRAG_MIME, encodeDrag, outgoingLinks, stepSummary } from '../model';
import { StepFunnel } from '../funnel/StepFunnel';
import { IssueList } from './IssueList';
import { useDropTarget } from './useDropTarget';

export interface StepCardProps {
  path: Path;
  step: Step;
  index: number;
}

export function StepCard({ path, step, index }: StepCardProps) {
  const { draft, result, canWrite } = useBuilder();
  const issues = issuesAt(result, { pathId: path.id, stepId: step.id });
  const errors = issues.filter((e) => e.severity === 'error');
  const selected = draft.selection?.kind === 'step' && draft.selection.stepId === step.id;
  const label = STEP_LABELS[step.type];
  const drop = useDropTarget(path.id, index);
  const move = (to: number) => draft.edit((flow) => moveStep(flow, path.id, step.id, to));

  return (
    <Paper
      variant="outlined"
      role="listitem"
      aria-label={BUILDER_UI.stepButton(index + 1, label)}
      data-step-id={step.id}
      data-invalid={errors.length > 0 || undefined}
      draggable={canWrite}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_MIME, encodeDrag({ kind: 'step', pathId: path.id, stepId: step.id }));
        e.dataTransfer.effectAllowed = 'move';
      }}
      {...drop.props}
      sx={{
        p: 1,
        borderColor: errors.length > 0 ? 'error.main' : selected ? 'primary.main' : 'divider',
        borderWidth: selected ? 2 : 1,
        borderTopWidth: drop.over ? 4 : undefined,
        cursor: canWrite ? 'grab' : 'default',
      }}
    >
      <ButtonBase
        onClick={() => draft.select({ kind: 'step', pathId: path.id, stepId: step.id })}
        aria-label={BUILDER_UI.stepButton(index + 1, label)}
        aria-pressed={selected}
        sx={{ display: 'block', textAlign: 'left', width: '100%', borderRadius: 1 }}
      >
        <Typography variant="subtitle2">{label}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {stepSummary(step, draft.flow) || '—'}
        </Typography>
      </ButtonBase>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 0.5 }}>
        {outgoingLinks(draft.flow, step.id).map((l) => (
          <Chip key={l.key} size="small" color="primary" variant="outlined" label={l.label} />
        ))}
      </Stack>
      <StepFunnel flowId={draft.flow.id} path={path} index={index} stepLabel={BUILDER_UI.stepButton(index + 1, label)} />
      <IssueList issues={issues} label={`${BUILDER_UI.stepButton(index + 1, label)}: problems`} />
      {canWrite && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <IconButton size="small" aria-label={BUILDER_UI.moveStepUp} disabled={index === 0} onClick={() => move(index - 1)}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={BUILDER_UI.moveStepDown} disabled={index === path.steps.length - 1} onClick={() => move(index + 1)}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={BUILDER_UI.deleteStep} onClick={() => draft.edit((flow) => removeStep(flow, path.id, step.id))}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
    </Paper>
  );
}
