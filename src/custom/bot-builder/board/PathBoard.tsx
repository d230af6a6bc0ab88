// The paths side by side, left to right in their order. "Add path" sits above them, outside the sideways scroll:
// at the end of the columns it slid out of sight whenever the side panel took the room (issue 22), and a new path
// is scrolled into view once added.
import { useRef } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack } from '@mui/material';
import { addPath } from '../../../domain/flows';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI } from '../labels';
import { newId, nextPathName } from '../model';
import { PathColumn } from './PathColumn';

export function PathBoard() {
  const { draft, canWrite } = useBuilder();
  const columns = useRef<HTMLDivElement>(null);
  const add = () => {
    draft.edit((f) => addPath(f, nextPathName(f), newId));
    // After the new column renders: show the end of the board, where it is.
    requestAnimationFrame(() => {
      const el = columns.current;
      if (el) el.scrollTo?.({ left: el.scrollWidth, behavior: 'smooth' });
    });
  };
  return (
    // width 0: the layout sizes itself to its content's width (fit-content), so the columns must not count; the
    // board takes the room left and its columns scroll sideways.
    <Stack sx={{ flex: '1 1 0', width: 0, gap: 1 }}>
      {canWrite && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={add}>
            {BUILDER_UI.addPath}
          </Button>
        </Box>
      )}
      <Box ref={columns} data-testid="path-columns" sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 2, alignItems: 'flex-start' }}>
        {draft.flow.paths.map((path, i) => (
          <PathColumn key={path.id} path={path} index={i} />
        ))}
      </Box>
    </Stack>
  );
}
