// The flows' types and the one flow call that is not about records (the funnel). The records and their writes
// (list, read, create, save, rename, status, clone, versions, restore) go through the dataProvider: flowsAdapter.ts.
import type { Flow, FlowError, Funnel } from '../../domain/flows';
import { httpClient } from '../httpClient';

/** A flow as the server answers it: the flow, its row id and the time of its last change (seconds). */
export interface FlowRecord extends Flow {
  id: number;
  updatedAt: number;
}

/** Writes answer the saved flow and the success text of spec §8. */
export type FlowAnswer = FlowRecord & { message?: string };

export interface FlowVersion {
  version: number;
  saved_by: number | null;
  created_at: number;
}

/** The body of a refused save: the spec's message plus every error with its place. */
export interface FlowSaveRefusal {
  errors?: FlowError[];
  warnings?: FlowError[];
}

const base = (id: number | string) => `app/flows/${encodeURIComponent(String(id))}`;

export const flowsApi = {
  /** The per-step funnel of the saved flow, from the step visits of real bot conversations (not a record). */
  funnel: async (id: number | string) => (await httpClient<Funnel>(`${base(id)}/funnel`)).json,
};

/** The errors a refused save carried (empty when the failure was something else). */
export function refusalErrors(error: unknown): FlowError[] {
  const body = error && typeof error === 'object' ? (error as { body?: FlowSaveRefusal }).body : undefined;
  return Array.isArray(body?.errors) ? body.errors : [];
}

/** Where each flow screen lives (spec §2 routes). */
export const flowPaths = {
  list: '/conversations',
  settings: (id: number | string) => `/conversations/${id}`,
  build: (id: number | string) => `/conversations/${id}/build`,
  test: (id: number | string) => `/conversations/${id}/build/test`,
};
