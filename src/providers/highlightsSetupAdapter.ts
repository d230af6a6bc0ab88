// The project's Highlights setup as one react-admin record (resource 'highlightsSetup', id 'project'): read with
// GET app/highlights/templates (the project's fields, menu and templates with the saved selection and counts) and
// saved with POST app/highlights { fields } (spec §7), whose answer (selection, counts, setup flag and the spec's
// success text in `message`) is merged into the record. A visitor's Highlights in the inbox panel are a computed
// lookup, polled while sources load, so they stay in the typed client (./api/highlights.ts).
import type { DataProvider } from 'react-admin';
import { HIGHLIGHTS_PATHS, type HighlightsSaveAnswer, type HighlightsTemplatesAnswer, type SelectedField } from '../domain/highlights';
import { httpClient } from './httpClient';
import { noManyReference, type ResourceAdapter } from './resourceAdapters';

export const HIGHLIGHTS_SETUP_RESOURCE = 'highlightsSetup';
export const HIGHLIGHTS_SETUP_ID = 'project';

export type HighlightsSetupRecord = HighlightsTemplatesAnswer & { id: typeof HIGHLIGHTS_SETUP_ID; message?: string };

function mine(id: unknown): void {
  if (String(id) !== HIGHLIGHTS_SETUP_ID) throw new Error(`The Highlights setup is read as '${HIGHLIGHTS_SETUP_ID}', not ${String(id)}`);
}

async function read(): Promise<HighlightsSetupRecord> {
  const { json } = await httpClient<HighlightsTemplatesAnswer>(HIGHLIGHTS_PATHS.templates);
  return { ...json, id: HIGHLIGHTS_SETUP_ID };
}

const refuse = () => Promise.reject(new Error('the Highlights setup is one record: read and update it by id'));

export const highlightsSetupAdapter = {
  getList: refuse,
  getOne: async (_resource, params) => {
    mine(params.id);
    return { data: await read() };
  },
  getMany: (async (_resource, params) => {
    params.ids.forEach(mine);
    return { data: params.ids.length ? [await read()] : [] };
  }) as DataProvider['getMany'],
  getManyReference: (resource) => noManyReference(resource),
  create: refuse,
  update: async (_resource, params) => {
    mine(params.id);
    const fields = (params.data as { selected?: SelectedField[] }).selected ?? [];
    const { json } = await httpClient<HighlightsSaveAnswer>(HIGHLIGHTS_PATHS.save, { method: 'POST', body: { fields } });
    return { data: { ...(params.previousData as HighlightsSetupRecord), ...json, id: HIGHLIGHTS_SETUP_ID } };
  },
  updateMany: refuse,
  delete: refuse,
  deleteMany: refuse,
} as ResourceAdapter;
