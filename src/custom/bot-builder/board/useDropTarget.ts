// Native drag and drop on the board: a step dropped on a step lands in its place (in any path); a path dropped
// on a path takes its place, except the first place, which movePath refuses.
import { useState, type DragEvent } from 'react';
import { moveStep, movePath } from '../../../domain/flows';
import { useBuilder } from '../BuilderContext';
import { DRAG_MIME, decodeDrag } from '../model';

/** Drop target for steps at (pathId, index); index = steps.length drops at the end of the path. */
export function useDropTarget(pathId: string, index: number) {
  const { draft, canWrite } = useBuilder();
  const [over, setOver] = useState(false);
  const props = {
    onDragOver: (e: DragEvent) => {
      if (!canWrite || !e.dataTransfer.types.includes(DRAG_MIME)) return;
      e.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (e: DragEvent) => {
      setOver(false);
      const item = decodeDrag(e.dataTransfer.getData(DRAG_MIME));
      if (!item || item.kind !== 'step') return;
      e.preventDefault();
      e.stopPropagation();
      const from = draft.flow.paths.find((p) => p.id === item.pathId);
      const fromIndex = from?.steps.findIndex((s) => s.id === item.stepId) ?? -1;
      // Within a path, taking the step out first shifts the later places by one.
      const to = item.pathId === pathId && fromIndex >= 0 && fromIndex < index ? index - 1 : index;
      draft.edit((flow) => moveStep(flow, item.pathId, item.stepId, to, pathId));
    },
  };
  return { over, props };
}

/** A whole column: a step dropped there goes to the end of the path; a path dropped there takes its place. */
export function useColumnDropTarget(pathId: string, columnIndex: number, stepCount: number) {
  const { draft } = useBuilder();
  const steps = useDropTarget(pathId, stepCount);
  const props = {
    ...steps.props,
    onDrop: (e: DragEvent) => {
      const item = decodeDrag(e.dataTransfer.getData(DRAG_MIME));
      if (item?.kind === 'path') {
        e.preventDefault();
        if (item.pathId !== pathId && columnIndex > 0) draft.edit((flow) => movePath(flow, item.pathId, columnIndex));
        return;
      }
      steps.props.onDrop(e);
    },
  };
  return { over: steps.over, props };
}
