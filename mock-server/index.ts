// The fakes of third-party services Parley cannot reach from here, one json-server process, one prefix each.
// Each service's seed JSON is copied to a temporary folder first: json-server writes its file on every change.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import jsonServer from 'json-server';
import { demoGrant, issuerMiddleware, ISSUER_PREFIXES, oauthHooks, oauthStore, serve, type Route } from './oauth/index';
import { salesforceApi } from './salesforce/api';
import { hubspotApi } from './hubspot/api';
import { marketoApi } from './marketo/api';
import { slackApi } from './slack/api';
import { msTeamsApi } from './msteams/api';
import { zendeskApi } from './zendesk/api';
import { serviceCloudApi } from './salesforce/serviceCloud';
import { ACCOUNT_ROUTES, RINGLEAD_DEMO_KEY } from './identity/accounts';
import { enrichmentApi } from './enrichment/api';
import { latencyHooks } from './enrichment/latency';
import { salesforceRecordSearch } from './salesforce/recordSearch';
import { salesforceAccountSearch } from './salesforce/accountSearch';
import { zohoApi } from './zoho/api';
import { dynamicsApi } from './msdynamics/api';
import { hubspotHighlightsApi } from './hubspot/contactSearch';
import { hubspotCompanySearch } from './hubspot/companySearch';
import { googleCalendarApi } from './calendars/google';
import { graphCalendarApi } from './calendars/microsoft';

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

/** json-server services and their seed files, each under /<name> (the GIF search: /gif/gifs?q=dance). The CRM
 *  fakes answer in the providers' own APIs (routes above); their named demo records are data/<crm>.json. */
export const SERVICES = ['gif'] as const;

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
  // OAuth authorization servers and provider APIs first; the json-server CRM records below answer what they don't.
  oauthStore.access.set(RINGLEAD_DEMO_KEY, { issuer: 'ringlead', clientId: 'api-key', account: 'Acme Demo', scope: '', expiresAt: Number.MAX_SAFE_INTEGER, revoked: false });
  app.use('/_oauth', oauthHooks);
  app.use('/_latency', latencyHooks); // Highlights: provider delays and call counts (mock-server/enrichment/latency.ts)
  app.use('/salesforce', salesforceAccountSearch); // SOQL account owner by website (owner routing)
  app.use('/salesforce', salesforceRecordSearch); // SOQL lookups by email / account before the sync's listing
  for (const issuer of ISSUER_PREFIXES) app.use(`/${issuer}`, issuerMiddleware(issuer));
  const apis: Record<string, Route[]> = {
    salesforce: [...salesforceApi('salesforce'), ...serviceCloudApi()],
    pardot: salesforceApi('pardot'),
    hubspot: [...hubspotApi, ...hubspotHighlightsApi, ...hubspotCompanySearch],
    enrichment: enrichmentApi,
    marketo: marketoApi,
    slack: slackApi,
    msteams: msTeamsApi,
    zendesk: zendeskApi(),
    google: googleCalendarApi,
    microsoft: graphCalendarApi,
    zoho: zohoApi,
    msdynamics: dynamicsApi,
  };
  for (const [prefix, routes] of Object.entries(ACCOUNT_ROUTES)) apis[prefix] = [...(apis[prefix] ?? []), ...routes];
  for (const [prefix, routes] of Object.entries(apis)) app.use(`/${prefix}`, serve(routes));
  for (const name of SERVICES) {
    const file = path.join(dir, `${name}.json`);
    fs.copyFileSync(path.join(DATA, `${name}.json`), file);
    const router = jsonServer.router(file);
    app.use(`/${name}`, router);
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
