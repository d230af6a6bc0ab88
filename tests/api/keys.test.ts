// Key rotation without downtime (issue 23, "one key-management module"): a server given the new master key and the
// previous one reads tokens stored under either (and from before key ids), and `npm run rotate-keys` re-encrypts
// every stored token under the new key while that server keeps answering; afterwards the new key alone reads them.
import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { TokenCipher } from '../../server/integrations/crypto';
import { keyIdOf } from '../../server/lib/keys';
import { nowSeconds } from '../../server/lib/clock';
import { startTestServer } from './support/server';

const OLD = 'old-master-key-4711';
const NEW = 'new-master-key-0815';

/** An envelope as Parley wrote them before key ids (AES-256-GCM under SHA-256 of the secret). */
function v1Envelope(secret: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const c = crypto.createCipheriv('aes-256-gcm', crypto.createHash('sha256').update(secret).digest(), iv);
  const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

let dataDir: string;
let app: FastifyInstance;
let projectId: number;
let userId: number;

async function serve() {
  return startTestServer({ databaseUrl: null, dataDir, integrationsKey: NEW, integrationsKeysPrevious: [OLD] });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-keys-'));
  app = await serve();
  const p = await buildProject(app.repos);
  projectId = p.project.id;
  userId = (await buildUser(app.repos, { projectId, roleId: p.admin.id })).id;
  const now = nowSeconds();
  const old = new TokenCipher(OLD);
  await app.repos.integrations.upsert({ project_id: projectId, kind: 'hubspot', state: 'connected', account: 'acme', credential: null, error: null,
    access_token: v1Envelope(OLD, 'hubspot-access'), refresh_token: old.encrypt('hubspot-refresh'), expires_at: null, meta: '{}', connected_by: userId, connected_at: now, updated_at: now });
  await app.repos.calendars.upsert({ project_id: projectId, user_id: userId, kind: 'google', state: 'connected', account: 'a@acme.test', error: null,
    access_token: old.encrypt('calendar-access'), refresh_token: null, expires_at: null, meta: '{}', connected_at: now, updated_at: now });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('rotating the master key', () => {
  it('reads tokens under the previous key (and from before key ids) while the new key is current', async () => {
    expect(await app.integrations.accessToken(projectId, 'hubspot')).toBe('hubspot-access');
  });

  it('npm run rotate-keys re-encrypts every stored token under the new key, the server answering throughout', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/rotate-keys.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, INTEGRATIONS_KEY: NEW, INTEGRATIONS_KEYS_PREVIOUS: OLD, DATABASE_URL: '', SEED_DEMO: 'false' },
    });
    expect(await app.integrations.accessToken(projectId, 'hubspot')).toBe('hubspot-access'); // meanwhile
    const { stdout } = await run;
    expect(stdout).toContain('3 token(s) re-encrypted');

    const row = (await app.repos.integrations.find(projectId, 'hubspot'))!;
    const calendar = (await app.repos.calendars.find(projectId, userId))!;
    for (const envelope of [row.access_token!, row.refresh_token!, calendar.access_token!]) expect(envelope.startsWith(`v2.${keyIdOf(NEW)}.`)).toBe(true);
    const onlyNew = new TokenCipher(NEW);
    expect(onlyNew.decrypt(row.access_token!)).toBe('hubspot-access');
    expect(onlyNew.decrypt(row.refresh_token!)).toBe('hubspot-refresh');
    expect(onlyNew.decrypt(calendar.access_token!)).toBe('calendar-access');
    expect(await app.integrations.accessToken(projectId, 'hubspot')).toBe('hubspot-access');
  });

  it('after the rotation the previous key can go', async () => {
    await app.close();
    app = await startTestServer({ databaseUrl: null, dataDir, integrationsKey: NEW });
    expect(await app.integrations.accessToken(projectId, 'hubspot')).toBe('hubspot-access');
  });
});
