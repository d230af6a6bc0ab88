// A path's header: its name (4–40 characters), where visitors come in from, its own problems, and the buttons to
// move or delete it. The first path is where the bot starts: it cannot be moved or deleted.
import type { ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Chip, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { FLOW_MSG, canMovePath, canRemovePath, issuesAt, movePath, removePath, renamePath, type Path } from '../../../domain/flows';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI } from '../labels';
import { DRAG_MIME, canMoveLeft, canMoveRight, encodeDrag, fieldProblem, incomingLinks } from '../model';
import { PathFunnel } from '../funnel/PathFunnel';
import { IssueList } from './IssueList';

/** An icon button that keeps its tooltip while disabled (the reason it is disabled). */
function Action({ label, reason, disabled, onClick, children }: { label: string; reason?: string; disabled: boolean; onClick(): void; children: ReactNode }) {
  return (
    <Tooltip title={disabled && reason ? reason : label}>
      <span>
        <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function PathHeader({ path, index }: { path: Path; index: number }) {
  const { draft, result, canWrite } = useBuilder();
  const { flow } = draft;
  const issues = issuesAt(result, { pathId: path.id });
  const nameProblem = fieldProblem(issues, 'name');
  const movable = canMovePath(flow, path.id);
  const incoming = incomingLinks(flow, path.id);
  return (
    <Stack spacing={0.5} sx={{ mb: 1 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {movable && canWrite && (
          <Box
            draggable
            aria-label={BUILDER_UI.dragPath}
            title={BUILDER_UI.dragPath}
            onDragStart={(e) => {
              e.dataTransfer.setData(DRAG_MIME, encodeDrag({ kind: 'path', pathId: path.id }));
              e.dataTransfer.effectAllowed = 'move';
            }}
            sx={{ cursor: 'grab', display: 'flex', color: 'text.secondary' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </Box>
        )}
        <TextField
          size="small"
          label={BUILDER_UI.pathName}
          value={path.name}
          onChange={(e) => draft.edit((f) => renamePath(f, path.id, e.target.value))}
          error={!!nameProblem}
          helperText={nameProblem}
          disabled={!canWrite}
          sx={{ flex: 1 }}
        />
      </Stack>
      {index === 0 && <Chip size="small" color="success" label={BUILDER_UI.startsHere} sx={{ alignSelf: 'flex-start' }} />}
      {canWrite && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Action label={BUILDER_UI.movePathLeft} reason={FLOW_MSG.firstPathMove} disabled={!movable || !canMoveLeft(index)} onClick={() => draft.edit((f) => movePath(f, path.id, index - 1))}>
            <ArrowBackIcon fontSize="small" />
          </Action>
          <Action
            label={BUILDER_UI.movePathRight}
            reason={FLOW_MSG.firstPathMove}
            disabled={!movable || !canMoveRight(index, flow.paths.length)}
            onClick={() => draft.edit((f) => movePath(f, path.id, index + 1))}
          >
            <ArrowForwardIcon fontSize="small" />
          </Action>
          <Action label={BUILDER_UI.deletePath} reason={FLOW_MSG.firstPathDelete} disabled={!canRemovePath(flow, path.id)} onClick={() => draft.edit((f) => removePath(f, path.id))}>
            <DeleteIcon fontSize="small" />
          </Action>
        </Stack>
      )}
      {incoming.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {BUILDER_UI.reachedFrom}: {incoming.join('; ')}
        </Typography>
      )}
      <PathFunnel flowId={flow.id} pathId={path.id} />
      <IssueList issues={issues.filter((e) => e.field !== 'name')} label={`${path.name}: problems`} />
    </Stack>
  );
}
