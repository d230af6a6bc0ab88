// Every §5 message of the auth forms, answered by the server for its bad input (same yup schemas as the forms).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../src/domain/messages';
import { call, startTestServer } from './support/server';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => app.close());

const good = { name: 'Val Idator', company: 'Valid Co', email: 'valid@co.test', password: 'long-enough-1' };

const registerCases: Array<[string, Record<string, string>, string, string]> = [
  ['name missing', { name: '' }, 'name', MSG.nameMin],
  ['name too short', { name: 'A' }, 'name', MSG.nameMin],
  ['name too long', { name: 'x'.repeat(51) }, 'name', MSG.nameMax],
  ['company missing', { company: '' }, 'company', MSG.companyRequired],
  ['company too short', { company: 'A' }, 'company', MSG.companyLength],
  ['company too long', { company: 'c'.repeat(51) }, 'company', MSG.companyLength],
  ['email invalid', { email: 'not-an-email' }, 'email', MSG.emailInvalid],
  ['email missing', { email: '' }, 'email', MSG.emailInvalid],
  ['password missing', { password: '' }, 'password', MSG.passwordRequired],
  ['password short', { password: 'short' }, 'password', MSG.passwordMin],
];

describe('register validation', () => {
  it.each(registerCases)('%s', async (_label, patch, field, message) => {
    const res = await call(app, 'POST', '/app/register', { ...good, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(res.json().errMessage.errorMsg).toBe(message);
  });
});

describe('other auth forms', () => {
  it('login needs an email and a password', async () => {
    const res = await call(app, 'POST', '/app/login', { email: 'x', password: '' });
    expect(res.json().fields).toEqual({ email: MSG.emailInvalid, password: MSG.passwordRequired });
  });

  it('reset request needs a valid email', async () => {
    const res = await call(app, 'POST', '/app/password/reset/request', { email: 'nope' });
    expect(res.json().fields).toEqual({ email: MSG.emailInvalid });
  });

  it('reset needs a token and matching passwords', async () => {
    const res = await call(app, 'POST', '/app/password/reset', { token: '', password: 'long-enough-1', confirmPassword: 'different-1' });
    expect(res.json().fields).toEqual({ token: MSG.linkInvalid, confirmPassword: MSG.passwordsDiffer });
  });

  it('password change refuses the same password and a mismatch', async () => {
    const same = await call(app, 'POST', '/app/password/change', {
      email: 'a@b.test',
      currentPassword: 'long-enough-1',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    });
    expect(same.json().fields.password).toBe(MSG.passwordSame);
  });

  it('a bad verification token is refused in the spec shape', async () => {
    const res = await call(app, 'POST', '/app/verify', { token: 'forged' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errMessage: { errorMsg: MSG.linkInvalid } });
  });

  it('malformed JSON gets a clear error, not a crash', async () => {
    const res = await app.inject({ method: 'POST', url: '/app/login', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errMessage.errorMsg).toBe('The request body is not valid JSON');
  });

  it('oversized bodies are refused', async () => {
    const res = await call(app, 'POST', '/app/register', { ...good, name: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().errMessage.errorMsg).toBe('The request is too large');
  });
});
