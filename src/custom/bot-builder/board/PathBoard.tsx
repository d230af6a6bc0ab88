// The paths side by side, left to right in their order, with "Add path" at the end.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { addPath } from '../../../domain/flows';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI } from '../labels';
import { newId, nextPathName } from '../model';
import { PathColumn } from './PathColumn';

export function PathBoard() {
  const { draft, canWrite } = useBuilder();
  return (
    // width 0: the layout sizes itself to its content's width (fit-content), so the columns must not count; the
    // board takes the room left and scrolls sideways.
    <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', flex: '1 1 0', width: 0, pb: 2, alignItems: 'flex-start' }}>
      {draft.flow.paths.map((path, i) => (
        <PathColumn key={path.id} path={path} index={i} />
      ))}
      {canWrite && (
        <Button variant="outlined" startIcon={<AddIcon />} sx={{ flexShrink: 0 }} onClick={() => draft.edit((f) => addPath(f, nextPathName(f), newId))}>
          {BUILDER_UI.addPath}
        </Button>
      )}
    </Box>
  );
}
