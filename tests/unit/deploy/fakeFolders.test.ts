// mock-server mirrors "one folder per provider": each mock-server/<provider>/index.ts exports one FakeProvider and
// mock-server/index.ts mounts them from its one list, so adding a fake is a folder and a line.
import fs from 'node:fs';
import path from 'node:path';
import { FAKES } from '../../../mock-server/index';
import { ISSUERS } from '../../../mock-server/oauth/issuers';
import type { FakeProvider } from '../../../mock-server/fake';

const MOCKS = path.resolve(__dirname, '../../../mock-server');
/** Shared machinery, not providers: the OAuth engine, the CRM records and calendar store several fakes read. */
const SHARED = ['oauth', 'crm', 'calendars', 'data'];

describe('mock-server: one folder per provider', () => {
  const folders = fs.readdirSync(MOCKS, { withFileTypes: true }).filter((e) => e.isDirectory() && !SHARED.includes(e.name)).map((e) => e.name);

  it('every provider folder exports exactly one registration, and the list mounts each of them', async () => {
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) {
      const mod = (await import(path.join(MOCKS, folder, 'index.ts'))) as Record<string, unknown>;
      const registrations = Object.values(mod).filter((v): v is FakeProvider => typeof v === 'object' && v !== null && ['routes', 'issuers', 'jsonData', 'before'].some((k) => k in v));
      expect(registrations, folder).toHaveLength(1);
      expect(FAKES, folder).toContain(registrations[0]);
    }
    expect(FAKES).toHaveLength(folders.length);
  });

  it('the authorization servers are the ones the providers register, each once', () => {
    const issuers = FAKES.flatMap((f) => (f.issuers ?? []).map((s) => s.issuer));
    expect(new Set(issuers).size).toBe(issuers.length);
    expect(Object.keys(ISSUERS).sort()).toEqual([...issuers].sort());
    expect(issuers).toEqual(expect.arrayContaining(['salesforce', 'pardot', 'hubspot', 'google', 'microsoft', 'slack']));
  });

  it('no two fakes serve the same API prefix', () => {
    const prefixes = FAKES.flatMap((f) => Object.keys(f.routes ?? {}));
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
