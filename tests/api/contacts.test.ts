// Issue 26: contacts. Every identity source (the bot's email step, the offline form, the widget's identify call,
// an import) lands in one contact per email per project, also when two identify calls race; identity verification
// with a valid, wrong and missing hash; CSV import with per-row errors; merging two contacts (their conversations
// follow); the GDPR export and erasure (attachments removed through the storage), both in the audit log.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProject, buildUser } from '../../server/db/builders';
import { serializeFlow } from '../../src/domain/flows/serialize';
import { textDoc } from '../../src/domain/flows/steps';
import type { Flow } from '../../src/domain/flows/types';
import type { Contact, ContactExport, IdentitySettings } from '../../src/domain/contacts';
import { CONTACT_MSG } from '../../src/domain/contacts';
import { call, errorOf, login, startTestServer } from './support/server';
import { newVisitor, startConversation, type TestVisitor } from './support/visitor';
import { multipart, PNG_1x1 } from './support/multipart';

let app: FastifyInstance;
let widgetKey: string;
let projectId: number;
let admin: string;
let flowId: number;

beforeAll(async () => {
  app = await startTestServer();
  const p = await buildProject(app.repos, { plan: 'enterprise' });
  widgetKey = p.project.widget_key;
  projectId = p.project.id;
  const a = await buildUser(app.repos, { projectId, roleId: p.admin.id, name: 'Ada Admin', email: 'ada@contacts.test' });
  admin = await login(app, a.email, a.password);
  const flow: Flow = {
    version: 1, topics: [], audienceId: null, name: 'Lead bot', status: 'active', priority: 1,
    greeting: { variants: [{ id: 'g1', value: textDoc('Hi!'), gifs: [] }], buttons: [{ id: 'o1', label: 'Talk to us', redirect: { kind: 'nextState', pathId: 'p1' } }] },
    paths: [{ id: 'p1', name: 'Lead', steps: [
      { id: 's-name', type: 'input', message: textDoc('Your name?'), field: 'name', validation: 'text', redirect: { kind: 'fromResponse' } },
      { id: 's-email', type: 'input', message: textDoc('Your work email?'), field: 'email', validation: 'email', redirect: { kind: 'fromResponse' } },
      { id: 's-end', type: 'text', message: textDoc('Thanks!'), gifs: [] },
    ] }],
  } as Flow;
  flowId = (await app.repos.flows.create({ projectId, name: flow.name, status: flow.status, audienceId: null, priority: 1, definition: serializeFlow(flow), now: 1 })).id;
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => call(app, 'GET', url, undefined, admin);
async function contactsOf(q: string): Promise<Contact[]> {
  const res = await get(`/app/contacts?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=[0,99]`);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const identify = (v: TestVisitor, body: Record<string, unknown>) => call(app, 'POST', '/app/visitor/identify', body, v.token);
const hmac = (secret: string, email: string) => crypto.createHmac('sha256', secret).update(email).digest('hex');

async function botLead(name: string, email: string) {
  const v = await newVisitor(app, widgetKey);
  const start = await call(app, 'POST', '/app/visitor/conversations', { flowId, variantId: 'g1', optionId: 'o1' }, v.token);
  expect(start.statusCode, start.body).toBe(201);
  const id = start.json().conversationId as number;
  for (const text of [name, email]) expect((await call(app, 'POST', `/app/visitor/conversations/${id}/messages`, { text }, v.token)).statusCode).toBe(200);
  return { v, id };
}

describe('one contact per email from every source', () => {
  it("the bot's email step, the offline form, identify and a CRM-style import all land on one contact", async () => {
    const { v } = await botLead('Rita Lead', 'Rita@Acme.example');
    let [rita] = await contactsOf('rita@acme.example');
    expect(rita).toMatchObject({ name: 'Rita Lead', email: 'rita@acme.example', source: 'bot', verified: false, company: { name: 'Acme' }, conversationCount: 1 });

    const other = await newVisitor(app, widgetKey);
    expect((await call(app, 'POST', '/app/visitor/offline', { name: 'Rita L.', email: 'RITA@acme.example', message: 'Call me back' }, other.token)).statusCode).toBe(201);
    const third = await newVisitor(app, widgetKey);
    expect((await identify(third, { email: ' rita@ACME.example ', name: 'Rita Lead', attributes: { plan: 'pro', seats: 12 } })).json()).toEqual({ verified: false });

    const all = await contactsOf('rita');
    expect(all).toHaveLength(1);
    [rita] = all;
    expect(rita).toMatchObject({ conversationCount: 2, attributes: { plan: 'pro', seats: 12 } });
    // Every visitor shows the contact: never "Site visitor" when a name is known.
    for (const visitor of [v, other, third]) {
      const res = (await get(`/app/contacts/visitor/${visitor.visitorId}`)).json();
      expect(res.contact).toMatchObject({ id: rita.id, company: 'Acme', verified: false });
    }
    const page = (await get(`/app/contacts/${rita.id}`)).json();
    expect(page.conversations).toHaveLength(2);
    const company = (await get(`/app/companies/${rita.company!.id}`)).json();
    expect(company).toMatchObject({ name: 'Acme', domain: 'acme.example', peopleCount: 1, conversationCount: 2 });
    expect(company.people.map((p: Contact) => p.email)).toEqual(['rita@acme.example']);
  });

  it('an anonymous visitor who gives a known email to the bot takes the contact\u2019s name and company', async () => {
    const { v } = await botLead('Rita Lead', 'rita@acme.example');
    const visitor = (await app.repos.visitors.findByPublicId(projectId, v.visitorId))!;
    expect(visitor).toMatchObject({ name: 'Rita Lead', company: 'Acme' });
    const anonymous = await newVisitor(app, widgetKey);
    expect((await call(app, 'POST', '/app/visitor/offline', { name: 'Rita Lead', email: 'rita@acme.example', message: 'Hi' }, anonymous.token)).statusCode).toBe(201);
    expect((await app.repos.visitors.findByPublicId(projectId, anonymous.visitorId))!.company).toBe('Acme');
    expect(await contactsOf('rita@acme.example')).toHaveLength(1);
  });

  it('two identify calls at the same moment make one contact', async () => {
    const [a, b] = await Promise.all([newVisitor(app, widgetKey), newVisitor(app, widgetKey)]);
    const answers = await Promise.all([identify(a, { email: 'race@twin.example', name: 'Racer' }), identify(b, { email: 'RACE@twin.example', name: 'Racer' })]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await contactsOf('race@twin.example')).toHaveLength(1);
  });
});

describe('identity verification (HMAC of the email under the project secret)', () => {
  it('a valid hash verifies; a wrong one is stored unverified and never overwrites the verified contact; a required project refuses both', async () => {
    const settings = (await get('/app/contacts-identity')).json() as IdentitySettings;
    expect(settings.secret.length).toBeGreaterThanOrEqual(32);
    expect(settings.required).toBe(false);
    const owner = await newVisitor(app, widgetKey);
    expect((await identify(owner, { email: 'vera@verified.example', name: 'Vera Real', userHash: hmac(settings.secret, 'vera@verified.example') })).json()).toEqual({ verified: true });

    const impostor = await newVisitor(app, widgetKey);
    expect((await identify(impostor, { email: 'vera@verified.example', name: 'Mallory', userHash: hmac('not-the-secret', 'vera@verified.example') })).json()).toEqual({ verified: false });
    const [vera] = await contactsOf('vera@verified.example');
    expect(vera).toMatchObject({ name: 'Vera Real', verified: true });
    expect((await get(`/app/contacts/visitor/${owner.visitorId}`)).json().contact).toMatchObject({ verified: true });
    expect((await get(`/app/contacts/visitor/${impostor.visitorId}`)).json().contact).toMatchObject({ verified: false });

    expect((await call(app, 'PUT', '/app/contacts-identity', { required: true }, admin)).json()).toMatchObject({ required: true });
    const strict = await newVisitor(app, widgetKey);
    const missing = await identify(strict, { email: 'vera@verified.example', name: 'Mallory' });
    expect(missing.statusCode).toBe(403);
    expect(errorOf(missing)).toBe(CONTACT_MSG.verificationRequired);
    expect((await identify(strict, { email: 'vera@verified.example', userHash: 'ab'.repeat(32) })).statusCode).toBe(403);
    expect((await identify(strict, { email: 'vera@verified.example', userHash: hmac(settings.secret, 'vera@verified.example') })).statusCode).toBe(200);

    // Rotation: the old secret's hashes stop verifying.
    const rotated = (await call(app, 'POST', '/app/contacts-identity/rotate', undefined, admin)).json() as IdentitySettings;
    expect(rotated.secret).not.toBe(settings.secret);
    expect((await identify(strict, { email: 'vera@verified.example', userHash: hmac(settings.secret, 'vera@verified.example') })).statusCode).toBe(403);
    await call(app, 'PUT', '/app/contacts-identity', { required: false }, admin);
  });

  it('refuses a body that is not an identity, and a caller without a visitor token', async () => {
    const v = await newVisitor(app, widgetKey);
    expect(errorOf(await identify(v, { email: 'not-an-email' }))).toBe('Please enter a valid email address!');
    expect(errorOf(await identify(v, { email: 'a@b.example', attributes: { nested: { no: 1 } } }))).toBe(CONTACT_MSG.attributes);
    expect((await call(app, 'POST', '/app/visitor/identify', { email: 'a@b.example' })).statusCode).toBe(401);
  });
});

describe('CSV import, merge, export and erasure', () => {
  it('imports the valid rows and answers the others with their line and errors', async () => {
    const res = await call(app, 'POST', '/app/contacts/import', {
      rows: [
        { Email: 'ivy@import.example', Name: 'Ivy', Company: 'Importers', Tags: 'vip; trial' },
        { Email: 'broken', Name: 'Nobody' },
        { Email: 'rita@acme.example', Name: '' },
        { Name: 'No email' },
      ],
    }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      created: 1,
      updated: 1,
      errors: [{ line: 3, errors: ['Please enter a valid email address!'] }, { line: 5, errors: ['This field cannot be empty'] }],
    });
    const [ivy] = await contactsOf('ivy@import.example');
    expect(ivy).toMatchObject({ name: 'Ivy', tags: ['trial', 'vip'], company: { name: 'Importers' } });
    const byTag = (await get(`/app/contacts?filter=${encodeURIComponent(JSON.stringify({ tag: 'vip' }))}`)).json() as Contact[];
    expect(byTag.map((c) => c.email)).toEqual(['ivy@import.example']);
    expect((await contactsOf('rita')).map((c) => c.name)).toEqual(['Rita Lead']);
  });

  it('merges two contacts: the conversations follow and the other contact is gone', async () => {
    const { id: first } = await botLead('Max One', 'max@merge.example');
    const { id: second } = await botLead('Maximilian', 'maximilian@merge.example');
    const [keep] = await contactsOf('max@merge.example');
    const [fold] = await contactsOf('maximilian@merge.example');
    const merged = await call(app, 'POST', `/app/contacts/${keep.id}/merge`, { fromId: fold.id }, admin);
    expect(merged.statusCode).toBe(200);
    expect(merged.json().conversations.map((c: { id: number }) => c.id).sort()).toEqual([first, second].sort());
    expect((await get(`/app/contacts/${fold.id}`)).statusCode).toBe(404);
    expect(errorOf(await call(app, 'POST', `/app/contacts/${keep.id}/merge`, { fromId: keep.id }, admin))).toBe(CONTACT_MSG.sameContact);
  });

  it('exports everything as JSON, then erases: attachments removed, conversations anonymised, both audited', async () => {
    const { v, id: botConv } = await botLead('Greta Private', 'gdpr@private.example');
    expect((await app.repos.conversations.findInProject(projectId, botConv))!.bot_cursor).toContain('gdpr@private.example');
    const conv = await startConversation(app, v, 'My phone is 555-0100');
    const upload = multipart('passport.png', PNG_1x1, 'image/png');
    const up = await app.inject({ method: 'POST', url: `/app/visitor/conversations/${conv}/attachments`, payload: upload.payload, headers: { ...upload.headers, authorization: `Bearer ${v.token}` } });
    expect(up.statusCode, up.body).toBe(201);
    const fileUrl = up.json().attachment.publicUrl as string;
    expect((await app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(200);
    const [greta] = await contactsOf('gdpr@private.example');

    const exported = await get(`/app/contacts/${greta.id}/export`);
    expect(exported.headers['content-disposition']).toContain(`contact-${greta.id}.json`);
    const data = exported.json() as ContactExport;
    expect(data.contact).toMatchObject({ email: 'gdpr@private.example', name: 'Greta Private' });
    expect(data.conversations[0].messages.map((m) => m.text)).toContain('My phone is 555-0100');

    const erased = await call(app, 'DELETE', `/app/contacts/${greta.id}`, undefined, admin);
    expect(erased.json()).toEqual({ id: greta.id, message: CONTACT_MSG.erased });
    expect(await contactsOf('gdpr@private.example')).toEqual([]);
    expect((await app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(404);
    const visitor = (await app.repos.visitors.findByPublicId(projectId, v.visitorId))!;
    expect(visitor).toMatchObject({ name: 'Erased contact', email: null, contact_id: null });
    expect((await app.repos.conversations.findInProject(projectId, botConv))!.bot_cursor).toBeNull();
    const texts = (await app.repos.messages.page(conv, null, 100)).filter((m) => m.sender_type === 'visitor').map((m) => m.text);
    expect(texts.length).toBeGreaterThan(0);
    expect(new Set(texts)).toEqual(new Set(['[erased]']));

    const log = (await get('/app/audit-log?range=[0,9]')).json() as Array<{ action: string; target: { id: string; label: string } }>;
    const rows = log.filter((r) => r.target.id === String(greta.id));
    expect(rows.map((r) => r.action)).toEqual(['contact.erase', 'contact.export']);
    // The erasure's own row names no one.
    expect(rows[0].target.label).toBe(`#${greta.id}`);
  });
});
