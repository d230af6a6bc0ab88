// What every part of the builder reads: the draft and its edits, the validation result, the plan, the people
// to assign, whether the user may edit, and the upgrade prompt.
import { createContext, useContext } from 'react';
import type { FlowFeature, FlowValidation } from '../../domain/flows';
import type { People } from './model';
import type { FlowDraft } from './useFlowDraft';

export interface Builder {
  draft: FlowDraft;
  result: FlowValidation;
  has(feature: FlowFeature): boolean;
  people: People;
  canWrite: boolean;
  /** Opens the upgrade prompt for a feature the plan lacks. */
  askUpgrade(feature: FlowFeature): void;
}

export const BuilderContext = createContext<Builder | null>(null);

export function useBuilder(): Builder {
  const builder = useContext(BuilderContext);
  if (!builder) throw new Error('useBuilder outside the builder');
  return builder;
}
