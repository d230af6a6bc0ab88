// After a merge (issue 27): "N conversations merged into conversation #N" with Undo, shown for the undo window. One
// host on the inbox page shows it (undoStore.ts), whichever button made the merge.
import { Button, Snackbar } from '@mui/material';
import { useNotify } from 'react-admin';
import { nowSeconds } from '../../../domain/merge/clock';
import { MERGE_UI } from './labels';
import { mergeApi } from '../../../providers/api/merge';
import { showMergeUndo, useMergeUndo } from './undoStore';

export function MergeUndo() {
  const result = useMergeUndo();
  const onDone = () => showMergeUndo(null);
  const notify = useNotify();
  const left = result ? Math.max(0, result.undoUntil - nowSeconds()) * 1000 : 0;
  const undo = async () => {
    if (!result) return;
    onDone();
    try {
      notify((await mergeApi.undo(result.mergeId)).message, { type: 'info' });
    } catch {
      // The toast said why (the window closed).
    }
  };
  return (
    <Snackbar
      open={!!result}
      autoHideDuration={left}
      onClose={(_, reason) => reason !== 'clickaway' && onDone()}
      message={result?.message}
      action={
        <Button color="inherit" size="small" onClick={() => void undo()}>
          {MERGE_UI.undo}
        </Button>
      }
    />
  );
}
