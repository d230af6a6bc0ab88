// What each callback screen does with the query the provider sent back (spec §2 "Callback screens", §4).
import { describe, expect, it } from 'vitest';
import { INTEGRATION_MSG } from '../../../src/domain/integrations/messages';
import { afterCallbackPath, groupViews, planCallback, stateLabel } from '../../../src/custom/integrations/model';
import { connectedBotIntegrations } from '../../../src/custom/bot/model';
import type { IntegrationView } from '../../../src/domain/integrations/kinds';

const q = (o: Record<string, string>) => new URLSearchParams(o);
const state = JSON.stringify({ integrationKey: 'k1', projectName: 'Acme' });

describe('planCallback', () => {
  it('posts code, state and integrationKey for the code services', () => {
    expect(planCallback('hubspot', q({ code: 'c', state }))).toEqual({ action: 'call', path: 'app/integration/hubspot', body: { code: 'c', state, integrationKey: 'k1' } });
  });
  it('puts Zoho accounts-server into the state', () => {
    const plan = planCallback('zoho', q({ code: 'c', state, 'accounts-server': 'https://accounts.zoho.eu' }));
    expect(plan.action === 'call' && JSON.parse(String(plan.body!.state)).accountServer).toBe('https://accounts.zoho.eu');
  });
  it('removes the project name for Microsoft sign-in, keeps it for Google, on the oidc paths', () => {
    const ms = planCallback('microsoft', q({ code: 'c', state }));
    expect(ms.action === 'call' && ms.path).toBe('app/oidc/microsoft');
    expect(ms.action === 'call' && JSON.parse(String(ms.body!.state))).toEqual({ integrationKey: 'k1' });
    const g = planCallback('google', q({ code: 'c', state }));
    expect(g.action === 'call' && JSON.parse(String(g.body!.state)).projectName).toBe('Acme');
    expect(afterCallbackPath('google')).toBe('/settings/meeting');
  });
  it("toasts 'Something went wrong. Please try again' for a bad state, and for Slack without a code", () => {
    expect(planCallback('salesforce', q({ code: 'c', state: '{x' }))).toEqual({ action: 'fail', toast: INTEGRATION_MSG.tryAgain });
    expect(planCallback('slack', q({ state }))).toEqual({ action: 'fail', toast: INTEGRATION_MSG.tryAgain });
    expect(planCallback('eloqua', q({ state, error: 'access_denied', error_description: 'Denied' }))).toEqual({ action: 'fail', toast: 'Denied' });
  });
  it('reads tenant, state and error for Teams', () => {
    expect(planCallback('msteams', q({ tenant: 't', state }))).toMatchObject({ action: 'call', body: { tenantId: 't', integrationKey: 'k1' } });
    expect(planCallback('msteams', q({ error: 'access_denied', state }))).toMatchObject({ action: 'fail' });
  });
  it('starts Dynamics idle; code=200 with a status generates the token; anything else fails', () => {
    expect(planCallback('msdynamics', q({}))).toEqual({ action: 'idle' });
    expect(planCallback('msdynamics', q({ code: '200', status: 'authorized' }))).toEqual({ action: 'call', path: 'app/msdynamics/generatetoken', body: undefined });
    expect(planCallback('msdynamics', q({ code: '400', status: 'access_denied' }))).toEqual({ action: 'fail', toast: INTEGRATION_MSG.dynamicsFailed });
  });
});

describe('settings page rules', () => {
  const view = (o: Partial<IntegrationView>): IntegrationView => ({ kind: 'hubspot', name: 'HubSpot', group: 'crm', state: 'notConnected', account: null, error: null, connectedAt: null, credential: null, gated: false, summary: null, ...o });
  it('labels states and groups in the spec order', () => {
    expect(stateLabel(view({ state: 'connected', account: 'acme.hubspot.com' }))).toBe('Connected as acme.hubspot.com');
    expect(stateLabel(view({ state: 'needsReconnect' }))).toBe('Needs reconnecting');
    expect(groupViews([view({ kind: 'slack', group: 'teamChat' }), view({})]).map((g) => g.title)).toEqual(['CRM', 'Team chat']);
  });
  it("maps GET app/integration's flags onto the bot's integrations (Service Cloud is Salesforce's)", () => {
    expect([...connectedBotIntegrations({ salesforce: true, zendesk: false, slack: true })].sort()).toEqual(['serviceCloud', 'slack']);
    expect(connectedBotIntegrations(undefined).size).toBe(0);
  });
});

describe("the bot's integrations", () => {
  it('show each connected tool as connected (Service Cloud through Salesforce) and warn for none', async () => {
    const { integrationRows, integrationUsage } = await import('../../../src/custom/bot/model');
    const rows = integrationRows(integrationUsage([]), () => true, connectedBotIntegrations({ zendesk: true, salesforce: true, slack: true, msteams: true }));
    for (const id of ['zendesk', 'serviceCloud', 'slack', 'msteams']) expect(rows.find((r) => r.id === id)).toMatchObject({ connected: true, warning: false });
    const none = integrationRows(integrationUsage([]), () => true, connectedBotIntegrations({ salesforce: false }));
    expect(none.find((r) => r.id === 'serviceCloud')).toMatchObject({ connected: false });
  });
});
