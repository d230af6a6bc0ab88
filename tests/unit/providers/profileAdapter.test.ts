// @vitest-environment jsdom
// The 'profile' resource: the signed-in agent's profile as one record (id 'me'), GET app/user/profile, saved with
// PUT app/user/profile carrying name, timezone and meeting link (the parts not edited sent as saved).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../../src/domain/api';
import { dataProvider } from '../../../src/providers/dataProvider';
import { callsTo, stubApi } from '../resources/harness';

const PROFILE = `/${API.profile}`;
const profile = { userId: 7, name: 'Ada Agent', email: 'ada@acme.test', img: null, timezone: 'Europe/Berlin', roleName: 'Admin', permissions: {}, available: false, profileCompleted: true, meetingLink: 'https://cal.test/ada' };

afterEach(() => vi.unstubAllGlobals());

describe('profile adapter', () => {
  it("reads GET app/user/profile as the record 'me'", async () => {
    const calls = stubApi({ [`GET ${PROFILE}`]: { json: profile } });
    const { data } = await dataProvider.getOne('profile', { id: 'me' });
    expect(data).toEqual({ ...profile, id: 'me' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${PROFILE}`]);
    await expect(dataProvider.getOne('profile', { id: 7 })).rejects.toThrow(/'me'/);
  });

  it('saves one part with PUT app/user/profile, the other two as saved', async () => {
    const calls = stubApi({ [`PUT ${PROFILE}`]: (c) => ({ json: { ...(c.body as object), ok: true } }) });
    const { data } = await dataProvider.update('profile', { id: 'me', data: { meetingLink: 'https://cal.test/new' }, previousData: { ...profile, id: 'me' } });
    expect(callsTo(calls, 'PUT', PROFILE).map((c) => c.body)).toEqual([{ name: 'Ada Agent', timezone: 'Europe/Berlin', meetingLink: 'https://cal.test/new' }]);
    expect(data).toEqual({ ...profile, meetingLink: 'https://cal.test/new', id: 'me' });
  });

  it('has no list, create or delete: there is one profile', async () => {
    const calls = stubApi({});
    await expect(dataProvider.delete('profile', { id: 'me' })).rejects.toThrow(/one record/);
    await expect(dataProvider.create('profile', { data: {} })).rejects.toThrow(/one record/);
    expect(calls).toEqual([]);
  });
});
