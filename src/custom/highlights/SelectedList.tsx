// The builder's right column: the selected fields in the order agents see them, reordered by dragging (native HTML5
// drag and drop) or with the move buttons (keyboard), each removable; fields the project can no longer use are marked.
import { useState } from 'react';
import { Box, Button, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import CloseIcon from '@mui/icons-material/Close';
import { GROUPS, missingNeed, type HighlightField, type HighlightsAccess, type SelectedField } from '../../domain/highlights';
import { GroupIcon } from './groupStyle';
import { HL_UI } from './labels';

export interface SelectedListProps {
  selected: SelectedField[];
  index: ReadonlyMap<string, HighlightField>;
  access: HighlightsAccess;
  readOnly: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
  onClear: () => void;
}

export function SelectedList({ selected, index, access, readOnly, onMove, onRemove, onClear }: SelectedListProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  return (
    <Paper variant="outlined" component="section" aria-label={HL_UI.preview} sx={{ borderRadius: 3, overflow: 'hidden', position: 'sticky', top: 16 }}>
      <Stack direction="row" sx={{ px: 2.5, py: 2, borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {HL_UI.preview}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {HL_UI.previewHint}
          </Typography>
        </Box>
        {!readOnly && selected.length > 0 && (
          <Button size="small" color="inherit" onClick={onClear} sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {HL_UI.clearAll}
          </Button>
        )}
      </Stack>
      {selected.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ p: 3, textAlign: 'center' }}>
          {HL_UI.emptyPreview}
        </Typography>
      ) : (
        <Stack component="ol" aria-label="Selected fields" sx={{ listStyle: 'none', m: 0, p: 1 }}>
          {selected.map((s, i) => {
            const field = index.get(s.key);
            const label = field?.label ?? s.key;
            const unavailable = !field || missingNeed(field, access) !== null;
            return (
              <Box
                component="li"
                key={s.id}
                draggable={!readOnly}
                onDragStart={(e) => {
                  setDragging(i);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(i));
                }}
                onDragOver={(e) => {
                  if (dragging === null) return;
                  e.preventDefault();
                  setOver(i);
                }}
                onDragLeave={() => setOver((o) => (o === i ? null : o))}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragging !== null) onMove(dragging, i);
                  setDragging(null);
                  setOver(null);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setOver(null);
                }}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  px: 1,
                  py: 0.75,
                  borderRadius: 2,
                  bgcolor: over === i && dragging !== i ? 'action.selected' : 'transparent',
                  opacity: dragging === i ? 0.4 : 1,
                  borderTop: over === i && dragging !== null && dragging > i ? 2 : 0,
                  borderBottom: over === i && dragging !== null && dragging < i ? 2 : 0,
                  borderColor: 'primary.main',
                  '&:hover .hl-row-actions': { opacity: 1 },
                }}
              >
                {!readOnly && <DragIndicatorIcon aria-label={HL_UI.dragHandle(label)} fontSize="small" sx={{ color: 'text.disabled', cursor: 'grab' }} />}
                <Typography variant="caption" color="text.secondary" sx={{ width: 18, textAlign: 'right' }}>
                  {i + 1}
                </Typography>
                {field ? <GroupIcon group={field.group} size={24} /> : <Box sx={{ width: 24 }} />}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500, lineHeight: 1.3 }}>
                    {label}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    {field ? GROUPS[field.group].label : ''}
                  </Typography>
                </Box>
                {unavailable && <Chip size="small" color="warning" variant="outlined" label={HL_UI.unavailable} />}
                {!readOnly && (
                  <Stack direction="row" className="hl-row-actions" sx={{ opacity: { xs: 1, md: 0.35 }, transition: 'opacity 120ms' }}>
                    <Tooltip title={HL_UI.moveUp(label)}>
                      <span>
                        <IconButton size="small" aria-label={HL_UI.moveUp(label)} disabled={i === 0} onClick={() => onMove(i, i - 1)}>
                          <ArrowUpwardIcon fontSize="inherit" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={HL_UI.moveDown(label)}>
                      <span>
                        <IconButton size="small" aria-label={HL_UI.moveDown(label)} disabled={i === selected.length - 1} onClick={() => onMove(i, i + 1)}>
                          <ArrowDownwardIcon fontSize="inherit" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={HL_UI.remove(label)}>
                      <IconButton size="small" aria-label={HL_UI.remove(label)} onClick={() => onRemove(s.key)}>
                        <CloseIcon fontSize="inherit" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
