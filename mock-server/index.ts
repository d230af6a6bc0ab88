// The fakes of third-party services Parley cannot reach from here, in one json-server process: one folder per
// provider (mock-server/<provider>/index.ts exports its FakeProvider: mock-server/fake.ts), mounted from FAKES below.
// Used by the demo entry (demo/main.ts), the tests and the benchmarks; never by the production server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import jsonServer from 'json-server';
import type { FakeProvider } from './fake';
import { demoGrant, issuerMiddleware, oauthHooks, serve } from './oauth/index';
import { registerIssuer } from './oauth/issuers';
import { salesforceFake } from './salesforce/index';
import { hubspotFake } from './hubspot/index';
import { zohoFake } from './zoho/index';
import { msdynamicsFake } from './msdynamics/index';
import { marketoFake } from './marketo/index';
import { eloquaFake } from './eloqua/index';
import { ringleadFake } from './ringlead/index';
import { zendeskFake } from './zendesk/index';
import { googleFake } from './google/index';
import { microsoftFake } from './microsoft/index';
import { slackFake } from './slack/index';
import { msteamsFake } from './msteams/index';
import { enrichmentFake } from './enrichment/index';
import { gifFake } from './gif/index';

/** Every fake, one folder each (mock-server/<provider>/index.ts). */
export const FAKES: readonly FakeProvider[] = [
  salesforceFake,
  hubspotFake,
  zohoFake,
  msdynamicsFake,
  marketoFake,
  eloquaFake,
  ringleadFake,
  zendeskFake,
  googleFake,
  microsoftFake,
  slackFake,
  msteamsFake,
  enrichmentFake,
  gifFake,
];
for (const fake of FAKES) for (const spec of fake.issuers ?? []) registerIssuer(spec);

const DATA = path.join(path.dirname(new URL(import.meta.url).pathname), 'data');

/** The fakes running in another process (MOCKS_URL: `npm run start:cluster` runs one set for every node). */
export function remoteMockServer(url: string): MockServer {
  return {
    url,
    async grant(issuer, account, scope) {
      const res = await fetch(`${url}/_oauth/grant`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ issuer, account, scope }) });
      if (!res.ok) throw new Error(`the fakes answered ${res.status} for a ${issuer} grant`);
      return ((await res.json()) as { refresh_token: string }).refresh_token;
    },
    close: async () => undefined,
  };
}

export interface MockServer {
  url: string;
  /**
   * An offline grant as if `account` had consented to the issuer's demo app earlier: its refresh token. The fakes'
   * grants live in their process only, so the demo adopts a fresh one on each start (demo/calendarGrant.ts).
   */
  grant(issuer: string, account: string, scope: string): Promise<string>;
  close(): Promise<void>;
}

export async function startMockServer(opts: { port?: number; host?: string } = {}): Promise<MockServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-mocks-'));
  const app = jsonServer.create();
  app.use(jsonServer.defaults({ logger: false, noCors: true }));
  app.use('/_oauth', oauthHooks);
  for (const fake of FAKES) fake.setup?.();
  // Middleware that must see a prefix first, then the authorization servers, then the provider APIs; the json-server
  // collections answer what they don't.
  for (const fake of FAKES) for (const [prefix, handlers] of Object.entries(fake.before ?? {})) for (const h of handlers) app.use(`/${prefix}`, h);
  for (const fake of FAKES) for (const spec of fake.issuers ?? []) app.use(`/${spec.issuer}`, issuerMiddleware(spec.issuer));
  for (const fake of FAKES) for (const [prefix, routes] of Object.entries(fake.routes ?? {})) app.use(`/${prefix}`, serve(routes));
  for (const fake of FAKES) {
    for (const [prefix, seed] of Object.entries(fake.jsonData ?? {})) {
      const file = path.join(dir, seed);
      fs.copyFileSync(path.join(DATA, seed), file);
      app.use(`/${prefix}`, jsonServer.router(file));
    }
  }
  const host = opts.host ?? '127.0.0.1';
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(opts.port ?? 0, host, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    grant: async (issuer, account, scope) => demoGrant(issuer, account, scope),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
