// Issue 12 (helpdesk half) in a browser: an admin connects Zendesk (with its domain) and Salesforce through the
// fakes' authorize pages; an agent opens a visitor's conversation, searches the Zendesk help center from the
// visitor panel (the knowledge tab is open by default), inserts an article link into the reply and sends it; then
// creates a ticket prefilled from the conversation and sees §8's toast with the fake's ticket id; and creates a
// Service Cloud case. With HELPDESK_SHOTS=<folder> it also saves screenshots of each tab at 1248 and 1920 px.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startMockServer, type MockServer } from '../../mock-server/index';
import { caseCreatedText, ticketCreatedText } from '../../src/domain/helpdesk/messages';
import { newPage, signIn } from './support/browser';
import { closeAfterFile, openServerAndBrowser } from './support/fixture';
import type { RunningServer } from './support/server';
import { visitorSees, type E2EVisitor } from './support/visitor';
import { shootWidths } from './support/screenshots';

let server: RunningServer;
let mocks: MockServer;
let browser: Browser;
let admin: Page;
let agent: Page;
let errors: string[];
let visitor: E2EVisitor;
let conversationId: number;
const SHOTS = process.env.HELPDESK_SHOTS;

async function connect(kind: 'Zendesk' | 'Salesforce', credential?: string) {
  await admin.goto(`${server.url}/settings/integrations`);
  await admin.getByRole('article', { name: kind }).getByRole('button', { name: 'Connect' }).click();
  if (credential) {
    await admin.getByRole('dialog').getByRole('textbox').fill(credential);
    await admin.getByRole('button', { name: 'Continue' }).click();
  }
  await admin.getByRole('button', { name: 'Allow' }).click();
  await admin.getByText(`Successfully connected your ${kind} with Parley`).waitFor();
}

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  mocks = await startMockServer();
  closeAfterFile(() => mocks.close());
  ({ server, browser } = await openServerAndBrowser({ mocksUrl: mocks.url }));
  ({ page: admin } = await newPage(browser));
  ({ page: agent, errors } = await newPage(browser));
  await signIn(admin, server.url, 'admin@demo.test');
  await connect('Zendesk', 'acme-demo');
  await connect('Salesforce');
  visitor = await post<E2EVisitor>(`${server.url}/app/visitor/session`, { projectKey: 'demo-widget-key', name: 'Jane Doe', email: 'jane@globex.example' });
  conversationId = (await post<{ conversationId: number }>(`${server.url}/app/visitor/conversations`, { text: 'Hi, how are seats billed when we add people mid-month?' }, visitor.token)).conversationId;
  await signIn(agent, server.url, 'agent@demo.test');
});

const zendesk = () => agent.getByRole('region', { name: 'Zendesk' });
const serviceCloud = () => agent.getByRole('region', { name: 'Service Cloud' });
const editor = () => agent.getByRole('textbox', { name: 'Reply to Jane Doe...' });

const shots = (name: string) => shootWidths(agent, SHOTS, name, { height: 1000, settleMs: 150 });

describe('Zendesk in the inbox', () => {
  it('searches the help center (knowledge tab first) and inserts an article link into the reply', async () => {
    await agent.goto(`${server.url}/inbox/${conversationId}?visitorId=${visitor.visitorId}`);
    await expect.poll(() => zendesk().getByRole('tab', { name: 'Knowledge base' }).getAttribute('aria-selected')).toBe('true');
    const search = zendesk().getByRole('textbox', { name: 'Search help center' });
    await search.fill('billing');
    const title = 'How billing works: seats, invoices and proration';
    await zendesk().getByRole('link', { name: title }).waitFor();
    await search.scrollIntoViewIfNeeded();
    await shots('zendesk-knowledge');
    await zendesk().getByRole('button', { name: `Insert link: ${title}` }).click();
    await expect.poll(() => editor().textContent()).toMatch(new RegExp(`^${title}: ${mocks.url}/zendesk/hc/en-us/articles/\\d+-how-billing-works`));
    await editor().press('Enter');
    await expect.poll(async () => (await visitorSees(server.url, visitor, conversationId)).some((t) => t.startsWith(`${title}: ${mocks.url}/zendesk/hc/`))).toBe(true);
  });

  it('creates a ticket prefilled from the conversation and shows the toast with the ticket id', async () => {
    await zendesk().getByRole('tab', { name: 'Create ticket' }).click();
    const form = zendesk().getByRole('form', { name: 'Create ticket' });
    await expect.poll(() => form.getByLabel('Subject').inputValue()).toBe('Chat with Jane Doe');
    expect(await form.getByLabel('Description').inputValue()).toContain('Jane Doe: Hi, how are seats billed when we add people mid-month?');
    expect(await form.getByLabel('Requester email').inputValue()).toBe('jane@globex.example');
    await form.getByLabel('Subject').fill('Seat billing question');
    await shots('zendesk-ticket');
    await form.getByRole('button', { name: 'Create ticket' }).click();
    await expect.poll(async () => (await (await fetch(`${mocks.url}/zendesk/__tickets`)).json()).tickets.length).toBe(1);
    const ticket = (await (await fetch(`${mocks.url}/zendesk/__tickets`)).json()).tickets[0] as { id: number; subject: string; requester: { email: string } };
    expect(ticket).toMatchObject({ subject: 'Seat billing question', requester: { email: 'jane@globex.example' } });
    await agent.getByText(ticketCreatedText(ticket.id)).waitFor();
    // The agents' note in the thread.
    await agent.getByText(`created Zendesk ticket #${ticket.id}`).waitFor();
  });
});

describe('Service Cloud in the inbox', () => {
  it('searches Knowledge and creates a case with the toast', async () => {
    const search = serviceCloud().getByRole('textbox', { name: 'Search Knowledge' });
    await search.fill('invoice');
    await serviceCloud().getByRole('link', { name: 'Understand your invoice' }).waitFor();
    await search.scrollIntoViewIfNeeded();
    await shots('servicecloud-articles');
    await serviceCloud().getByRole('tab', { name: 'Create case' }).click();
    await serviceCloud().getByRole('form', { name: 'Create case' }).scrollIntoViewIfNeeded();
    await shots('servicecloud-case');
    await serviceCloud().getByRole('button', { name: 'Create case' }).click();
    await expect.poll(async () => (await (await fetch(`${mocks.url}/salesforce/__servicecloud/cases`)).json()).cases.length).toBe(1);
    const sfCase = (await (await fetch(`${mocks.url}/salesforce/__servicecloud/cases`)).json()).cases[0] as { Id: string };
    await agent.getByText(caseCreatedText(sfCase.Id)).waitFor();
    expect(errors).toEqual([]);
  });
});
