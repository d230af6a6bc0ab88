// Issue 23, finding 7: five wrong passwords for an email locked out even the right password for 15 minutes, from any
// address, so anyone could lock a real user out. Wrong passwords now count per (account, address) pair, per address
// and, slower, per account (src/domain/constants.ts LOGIN_LIMIT). Other loopback addresses act as other clients.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LOGIN_LIMIT } from '../../src/domain/constants';
import { MSG } from '../../src/domain/messages';
import { buildProject, buildUser } from '../../server/db/builders';
import { errorOf, startTestServer } from './support/server';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => app.close());

const attempt = (email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/app/login', payload: { email, password }, remoteAddress });

async function newUser() {
  const p = await buildProject(app.repos);
  return buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id });
}

describe('login lockout', () => {
  it('an attacker elsewhere cannot lock the real user out', async () => {
    const u = await newUser();
    for (let i = 0; i < LOGIN_LIMIT.perAccountAndAddress.points; i++) expect((await attempt(u.email, `guess-${i}-xx`, '127.0.0.2')).statusCode).toBe(401);
    // The guesser's address is refused, even with the right password...
    const guesser = await attempt(u.email, u.password, '127.0.0.2');
    expect(guesser.statusCode).toBe(429);
    expect(errorOf(guesser)).toBe(MSG.tooManyAttempts);
    // ...the real user, from their own address, is not.
    expect((await attempt(u.email, u.password, '127.0.0.1')).statusCode).toBe(200);
  });

  it('stops one address spraying many accounts, and only that address', async () => {
    const victims = await Promise.all(Array.from({ length: 5 }, newUser));
    // Four wrong passwords per account (under the pair limit) add up to the address's limit.
    for (let i = 0; i < LOGIN_LIMIT.perAddress.points; i++) {
      expect((await attempt(victims[i % 5].email, `spray-${i}-xx`, '127.0.0.3')).statusCode).toBe(401);
    }
    const other = await newUser();
    expect((await attempt(other.email, other.password, '127.0.0.3')).statusCode).toBe(429);
    expect((await attempt(other.email, other.password, '127.0.0.4')).statusCode).toBe(200);
    expect((await attempt(victims[0].email, victims[0].password, '127.0.0.5')).statusCode).toBe(200);
  });

  it('keeps a slower ceiling per account against guessing spread over many addresses', async () => {
    const u = await newUser();
    const perAddress = LOGIN_LIMIT.perAccountAndAddress.points - 1;
    let sent = 0;
    for (let a = 10; sent < LOGIN_LIMIT.perAccount.points; a++) {
      for (let i = 0; i < perAddress && sent < LOGIN_LIMIT.perAccount.points; i++, sent++) {
        expect((await attempt(u.email, `spread-${sent}-xx`, `127.0.1.${a}`)).statusCode).toBe(401);
      }
    }
    expect((await attempt(u.email, u.password, '127.0.2.1')).statusCode).toBe(429);
  });

  it("the right password clears the pair's count, so a typo or two never adds up across days", async () => {
    const u = await newUser();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LOGIN_LIMIT.perAccountAndAddress.points - 1; i++) expect((await attempt(u.email, `typo-${i}-xx`, '127.0.0.6')).statusCode).toBe(401);
      expect((await attempt(u.email, u.password, '127.0.0.6')).statusCode).toBe(200);
    }
  });
});
