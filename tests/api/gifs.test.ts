// GIF search through the provider client against the json-server fake (page limit 10, rating pg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startMockServer, type MockServer } from '../../mock-server/index';
import { buildProject, buildUser } from '../../server/db/builders';
import { call, errorOf, login, startTestServer } from './support/server';

let mocks: MockServer;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  mocks = await startMockServer();
  app = await startTestServer({ gifApiUrl: `${mocks.url}/gif` });
  const p = await buildProject(app.repos);
  const u = await buildUser(app.repos, { projectId: p.project.id, roleId: p.agent.id });
  token = await login(app, u.email, u.password);
});
afterAll(async () => {
  await app.close();
  await mocks.close();
});

describe('GIF search', () => {
  it('trending pages by 10 with rating pg only', async () => {
    const first = (await call(app, 'GET', '/app/gifs/trending', undefined, token)).json();
    expect(first.gifs).toHaveLength(10);
    expect(first.gifs[0]).toMatchObject({ name: 'Happy dance', original: expect.stringMatching(/^data:image\/gif;base64,/) });
    expect(first.next).toBe(10);
    const second = (await call(app, 'GET', '/app/gifs/trending?offset=10', undefined, token)).json();
    expect(second.gifs).toHaveLength(5);
    expect(second.next).toBeNull();
    expect([...first.gifs, ...second.gifs].map((g: { name: string }) => g.name)).not.toContain('Not for work');
  });

  it('search finds by keyword; an empty keyword returns nothing', async () => {
    const found = (await call(app, 'GET', '/app/gifs/search?q=coffee', undefined, token)).json();
    expect(found.gifs.map((g: { name: string }) => g.name)).toEqual(['Coffee time']);
    expect((await call(app, 'GET', '/app/gifs/search?q=zzzz', undefined, token)).json()).toEqual({ gifs: [], next: null });
    expect((await call(app, 'GET', '/app/gifs/search?q=%20', undefined, token)).json()).toEqual({ gifs: [], next: null });
  });

  it('remembers recent GIFs per agent, newest first', async () => {
    const { gifs } = (await call(app, 'GET', '/app/gifs/trending', undefined, token)).json();
    await call(app, 'POST', '/app/gifs/recent', { gif: gifs[2] }, token);
    await call(app, 'POST', '/app/gifs/recent', { gif: gifs[0] }, token);
    const recent = (await call(app, 'GET', '/app/gifs/recent', undefined, token)).json();
    expect(recent.gifs.map((g: { name: string }) => g.name)).toEqual([gifs[0].name, gifs[2].name]);
  });
});

describe('provider down', () => {
  it('answers a clear 503 and never calls it for an empty keyword', async () => {
    const down = await startTestServer({ gifApiUrl: 'http://127.0.0.1:9' });
    const p = await buildProject(down.repos);
    const u = await buildUser(down.repos, { projectId: p.project.id, roleId: p.agent.id });
    const t = await login(down, u.email, u.password);
    const res = await call(down, 'GET', '/app/gifs/trending', undefined, t);
    expect(res.statusCode).toBe(503);
    expect(errorOf(res)).toBe('GIF search is not available right now');
    expect((await call(down, 'GET', '/app/gifs/search?q=', undefined, t)).json()).toEqual({ gifs: [], next: null });
    await down.close();
  });
});
