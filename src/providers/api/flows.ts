// The /app/flows calls beyond simple-rest reads (spec §7 "Other"; server/routes/admin/flows.ts), through the
// shell's httpClient: token, offline rule, one error toast per failure. The list and the builder share these.
import type { Flow, FlowError, FlowStatus, FlowValidation, Funnel } from '../../domain/flows';
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
  get: async (id: number | string) => (await httpClient<FlowRecord>(base(id))).json,
  create: async (name: string) => (await httpClient<FlowAnswer>('app/flows', { method: 'POST', body: { name } })).json,
  /** PUT the whole flow; a flow that breaks a rule is refused with 400 and its errors (FlowSaveRefusal). */
  save: async (flow: Flow & { id: number }) => (await httpClient<FlowAnswer>(base(flow.id), { method: 'PUT', body: flow })).json,
  rename: async (id: number, name: string) => (await httpClient<FlowAnswer>(`${base(id)}/name`, { method: 'PUT', body: { name } })).json,
  setStatus: async (id: number, status: FlowStatus) =>
    (await httpClient<FlowAnswer>(`${base(id)}/status`, { method: 'PUT', body: { status } })).json,
  clone: async (id: number) => (await httpClient<FlowAnswer>(`${base(id)}/clone`, { method: 'POST' })).json,
  validate: async (flow: Flow) => (await httpClient<FlowValidation>('app/flows/validate', { method: 'POST', body: flow })).json,
  versions: async (id: number) => (await httpClient<{ versions: FlowVersion[] }>(`${base(id)}/versions`)).json.versions,
  restore: async (id: number, version: number) =>
    (await httpClient<FlowAnswer>(`${base(id)}/versions/${version}/restore`, { method: 'POST' })).json,
  /** The per-step funnel of the saved flow, from the step visits of real bot conversations. */
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
