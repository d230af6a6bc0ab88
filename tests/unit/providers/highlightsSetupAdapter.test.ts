// @vitest-environment jsdom
// The 'highlightsSetup' resource: the project's Highlights setup as one record (id 'project'), read with GET
// app/highlights/templates and saved with POST app/highlights { fields }, the answer merged into the record.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/providers/dataProvider';
import { templatesAnswer } from '../highlights/templatesAnswer';
import { callsTo, stubApi } from '../resources/harness';

afterEach(() => vi.unstubAllGlobals());

describe('highlights setup adapter', () => {
  it("reads GET app/highlights/templates as the record 'project'", async () => {
    const answer = templatesAnswer();
    const calls = stubApi({ 'GET /app/highlights/templates': { json: answer } });
    const { data } = await dataProvider.getOne('highlightsSetup', { id: 'project' });
    expect(data).toEqual({ ...answer, id: 'project' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /app/highlights/templates']);
    await expect(dataProvider.getOne('highlightsSetup', { id: 1 })).rejects.toThrow(/'project'/);
  });

  it('saves the selection with POST app/highlights { fields } and merges the answer', async () => {
    const previous = { ...templatesAnswer(), id: 'project' };
    const selected = [{ key: 'chat.phone', label: 'Phone' }];
    const saved = { selected, counts: previous.counts, isHighlightsSetup: true, message: 'Highlights Successfully Setup or Updated' };
    const calls = stubApi({ 'POST /app/highlights': { json: saved } });
    const { data } = await dataProvider.update('highlightsSetup', { id: 'project', data: { selected }, previousData: previous });
    expect(callsTo(calls, 'POST', '/app/highlights').map((c) => c.body)).toEqual([{ fields: selected }]);
    expect(data).toEqual({ ...previous, ...saved, id: 'project' });
  });

  it('has no list or delete: there is one setup per project', async () => {
    const calls = stubApi({});
    await expect(dataProvider.delete('highlightsSetup', { id: 'project' })).rejects.toThrow(/one record/);
    expect(calls).toEqual([]);
  });
});
