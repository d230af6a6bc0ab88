// The side panel: the editor of what is selected (a step, the greeting message, the topics).
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Paper } from '@mui/material';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI } from '../labels';
import { GreetingEditor } from './GreetingEditor';
import { StepEditor } from './StepEditor';
import { TopicsEditor } from './TopicsEditor';

function Selected() {
  const { draft } = useBuilder();
  const { selection, flow } = draft;
  if (selection?.kind === 'greeting') return <GreetingEditor />;
  if (selection?.kind === 'topics') return <TopicsEditor />;
  if (selection?.kind === 'step') {
    const step = flow.paths.find((p) => p.id === selection.pathId)?.steps.find((s) => s.id === selection.stepId);
    if (step) return <StepEditor key={step.id} pathId={selection.pathId} step={step} />;
  }
  return null;
}

/** Shown while something is selected, so the paths keep the room otherwise. */
export function SidePanel() {
  const { draft } = useBuilder();
  if (!draft.selection) return null;
  return (
    <Paper
      component="aside"
      aria-label={BUILDER_UI.panelTitle}
      variant="outlined"
      sx={{ width: 380, flexShrink: 0, p: 2, overflowY: 'auto', position: 'relative', alignSelf: 'stretch' }}
    >
      <IconButton aria-label={BUILDER_UI.closePanel} onClick={() => draft.select(null)} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
      <Box>
        <Selected />
      </Box>
    </Paper>
  );
}
