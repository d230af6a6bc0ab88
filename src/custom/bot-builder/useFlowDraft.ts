// The builder's working copy: the flow being edited, the last saved one, what is selected, and the errors a
// refused save reported (until the next edit). Edits are the pure operations of src/domain/flows/edit.ts.
import { useCallback, useMemo, useRef, useState } from 'react';
import { FlowEditError, serializeFlow, type Flow, type FlowError } from '../../domain/flows';
import type { FlowRecord } from '../../providers/api/flows';
import type { Selection } from './model';

interface DraftState {
  flow: FlowRecord;
  saved: FlowRecord;
  selection: Selection;
  serverErrors: FlowError[];
}

export interface FlowDraft extends DraftState {
  dirty: boolean;
  /** Applies an edit; a refused one (FlowEditError) goes to onRefused and changes nothing. */
  edit(change: (flow: Flow) => Flow): void;
  select(selection: Selection): void;
  /** After a save: the server's copy becomes the saved one (and the draft, unless it changed meanwhile). */
  markSaved(record: FlowRecord, sent: Flow): void;
  /** A refused save's errors, shown where they belong until the next edit. */
  refused(errors: FlowError[]): void;
  /** Replaces everything (a restored version). */
  reset(record: FlowRecord): void;
}

/** Drops a selection whose step or path is gone. */
function keepSelection(selection: Selection, flow: Flow): Selection {
  if (selection?.kind !== 'step') return selection;
  const path = flow.paths.find((p) => p.id === selection.pathId);
  if (path?.steps.some((s) => s.id === selection.stepId)) return selection;
  // A step moved to another path stays selected there.
  const moved = flow.paths.find((p) => p.steps.some((s) => s.id === selection.stepId));
  return moved ? { ...selection, pathId: moved.id } : null;
}

export function useFlowDraft(initial: FlowRecord, onRefused: (message: string) => void): FlowDraft {
  const [state, setState] = useState<DraftState>({ flow: initial, saved: initial, selection: null, serverErrors: [] });
  const latest = useRef(state);
  latest.current = state;

  const edit = useCallback(
    (change: (flow: Flow) => Flow) => {
      let next: Flow;
      try {
        next = change(latest.current.flow);
      } catch (error) {
        if (error instanceof FlowEditError) return onRefused(error.message);
        throw error;
      }
      const flow = { ...latest.current.flow, ...next } as FlowRecord;
      latest.current = { ...latest.current, flow, selection: keepSelection(latest.current.selection, flow), serverErrors: [] };
      setState(latest.current);
    },
    [onRefused],
  );

  const select = useCallback((selection: Selection) => {
    latest.current = { ...latest.current, selection };
    setState(latest.current);
  }, []);

  const markSaved = useCallback((record: FlowRecord, sent: Flow) => {
    const current = latest.current;
    const flow = current.flow === sent ? record : { ...current.flow, version: record.version, updatedAt: record.updatedAt };
    latest.current = { ...current, flow, saved: record, serverErrors: [] };
    setState(latest.current);
  }, []);

  const refused = useCallback((serverErrors: FlowError[]) => {
    latest.current = { ...latest.current, serverErrors };
    setState(latest.current);
  }, []);

  const reset = useCallback((record: FlowRecord) => {
    latest.current = { flow: record, saved: record, selection: null, serverErrors: [] };
    setState(latest.current);
  }, []);

  const dirty = useMemo(() => serializeFlow(state.flow) !== serializeFlow(state.saved), [state.flow, state.saved]);
  return { ...state, dirty, edit, select, markSaved, refused, reset };
}
