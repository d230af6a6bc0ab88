// /settings/configurations over GET/PUT app/settings/chatFields: the chat fields document, its messages, the
// widget-settings permission and project isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminAgentAndStranger } from './support/accounts';
import { call, errorOf, startTestServer } from './support/server';

let app: FastifyInstance;
let admin: string;
let agent: string;
let other: string;
const URL = '/app/settings/chatFields';
const budget = { key: 'budget', name: 'Budget', type: 'number', options: [], defaultValue: '0' };
const plan = { key: 'plan', name: 'Plan', type: 'list', options: ['Free', 'Pro'], defaultValue: 'Free' };

beforeAll(async () => {
  app = await startTestServer();
  ({ admin, agent, other } = await adminAgentAndStranger(app));
});
afterAll(async () => app.close());

describe('chat fields', () => {
  it('starts empty, says "New field created successfully" when a field is added, and keeps projects apart', async () => {
    expect((await call(app, 'GET', URL, undefined, admin)).json()).toEqual({ fields: [] });
    const created = await call(app, 'PUT', URL, { fields: [budget] }, admin);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ fields: [budget], message: 'New field created successfully' });
    const second = await call(app, 'PUT', URL, { fields: [budget, plan] }, admin);
    expect(second.json().message).toBe('New field created successfully');
    expect((await call(app, 'GET', URL, undefined, admin)).json()).toEqual({ fields: [budget, plan] });
    // Removing one is an update, not a creation.
    const removed = await call(app, 'PUT', URL, { fields: [plan] }, admin);
    expect(removed.json().message).toBe('Updated the chat fields successfully');
    expect((await call(app, 'GET', URL, undefined, other)).json()).toEqual({ fields: [] });
  });

  it('validates with the spec messages', async () => {
    const bad = async (field: object) => errorOf(await call(app, 'PUT', URL, { fields: [{ ...budget, ...field }] }, admin));
    expect(await bad({ name: '  ' })).toBe('Chat field name is required');
    expect(await bad({ type: '' })).toBe('Chat field type is required');
    expect(await bad({ type: 'date' })).toBe('Chat field type is required');
    expect(await bad({ defaultValue: '' })).toBe('Please enter a default value');
    expect(await bad({ defaultValue: 'ten' })).toBe('This field must be a number');
    expect(await bad({ key: 'has space' })).toBe('Use any of characters a-z, A-Z, 0-9, _ , - ');
    expect(await bad({ type: 'boolean', defaultValue: 'maybe' })).toBe('The default value must be Yes or No');
    expect(await bad({ type: 'list', options: [], defaultValue: 'x' })).toBe('Add at least one option');
    expect(await bad({ type: 'list', options: ['A', 'B'], defaultValue: 'C' })).toBe('The default value must be one of the options');
    // A default field's key or name, or a name already used, is refused.
    expect(await bad({ key: 'email', name: 'Work email' })).toBe('A chat field with this key already exists');
    const dup = await call(app, 'PUT', URL, { fields: [budget, { ...plan, name: 'budget' }] }, admin);
    expect(errorOf(dup)).toBe('A chat field with this name already exists');
    const res = await call(app, 'PUT', URL, { fields: [{ ...budget, name: '' }] }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toBeTruthy();
  });

  it('needs widget-settings rights to read and write', async () => {
    expect((await call(app, 'GET', URL, undefined, agent)).statusCode).toBe(403);
    expect((await call(app, 'PUT', URL, { fields: [budget] }, agent)).statusCode).toBe(403);
    expect((await call(app, 'GET', URL)).statusCode).toBe(401);
  });
});
