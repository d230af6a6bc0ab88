// Issue 11 in a browser: an admin connects HubSpot, Salesforce, Zendesk (with its domain), Google calendar and Slack
// from /settings/integrations through the fakes' authorize pages; each callback screen goes Pending → Successful
// and the page shows "Connected"; Deny shows Failed; a replayed callback URL fails.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startMockServer, type MockServer } from '../../mock-server/index';
import { INTEGRATIONS, type IntegrationKind } from '../../src/domain/integrations/kinds';
import { callbackFailedText, callbackSuccessText, integratedSuccessfully } from '../../src/domain/integrations/messages';
import { closeAfterFile, openSignedInPage } from './support/fixture';
import type { RunningServer } from './support/server';

let server: RunningServer;
let mocks: MockServer;
let page: Page;
let errors: string[];

beforeAll(async () => {
  mocks = await startMockServer();
  closeAfterFile(() => mocks.close());
  ({ server, page, errors } = await openSignedInPage('admin@demo.test', { mocksUrl: mocks.url }));
});

const card = (kind: IntegrationKind) => page.getByRole('article', { name: INTEGRATIONS[kind].name });

/** Connect from the page, Allow (or Deny) on the provider's page; returns the callback URL the browser landed on. */
async function connectFromPage(kind: IntegrationKind, decision: 'Allow' | 'Deny', credential?: string): Promise<string> {
  await page.goto(`${server.url}/settings/integrations`);
  await card(kind).getByRole('button', { name: 'Connect' }).click();
  if (credential) {
    await page.getByRole('dialog').getByRole('textbox').fill(credential);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await page.getByRole('button', { name: decision }).click();
  await page.waitForURL(/\/verify\//);
  return page.url();
}

describe('connecting from /settings/integrations', () => {
  const cases: Array<{ kind: IntegrationKind; credential?: string }> = [
    { kind: 'hubspot' },
    { kind: 'salesforce' },
    { kind: 'zendesk', credential: 'acme-demo' },
    { kind: 'googleCalendar' },
    { kind: 'slack' },
  ];
  it.each(cases)('$kind: Pending → Successful, then "Connected" on the page', async ({ kind, credential }) => {
    const service = INTEGRATIONS[kind].service!;
    await connectFromPage(kind, 'Allow', credential);
    // The screen starts pending; the toast and the success text follow the server's answer. Google sign-in then
    // goes on to /settings/meeting (spec §2).
    await page.getByText(integratedSuccessfully(service)).first().waitFor();
    if (kind === 'googleCalendar') await page.waitForURL(/\/settings\/meeting/);
    else await page.getByText(callbackSuccessText(service)).waitFor();
    await page.goto(`${server.url}/settings/integrations`);
    await expect.poll(() => card(kind).getByText(/^Connected/).count()).toBe(1);
  });

  it('Deny on the authorize page shows Failed with a toast; nothing is connected', async () => {
    await connectFromPage('eloqua', 'Deny');
    await page.getByText(callbackFailedText('eloqua')).waitFor();
    await page.getByText('The user denied access to Parley').first().waitFor();
    await page.goto(`${server.url}/settings/integrations`);
    await card('eloqua').getByText('Not connected').waitFor();
  });

  it('a replayed callback URL fails', async () => {
    const url = await connectFromPage('pardot', 'Allow', '0Uv5g000000DEMOAAA');
    await page.getByText(callbackSuccessText('pardot')).waitFor();
    await page.goto(url);
    await page.getByText(callbackFailedText('pardot')).waitFor();
    await page.getByText('Something went wrong. Please try again').first().waitFor();
  });

  it('runs a sync and shows the summary', async () => {
    await page.goto(`${server.url}/settings/integrations`);
    await card('salesforce').getByRole('button', { name: 'Sync now' }).click();
    await expect.poll(() => card('salesforce').getByText(/records · .* configured/).textContent(), { timeout: 15000 }).toMatch(/^510 records/);
    await card('salesforce').getByText('actively syncing').waitFor();
    expect(errors).toEqual([]);
  });
});
