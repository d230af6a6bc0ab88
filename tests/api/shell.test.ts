// The page shell: client routes get index.html; when it cannot be served (not built, removed after start) a browser
// gets the spec's generic error page as HTML (no script needed), and API paths keep their JSON answers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startTestServer } from './support/server';

let app: FastifyInstance;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-shell-'));
const index = path.join(dir, 'index.html');

beforeAll(async () => {
  fs.writeFileSync(index, '<!doctype html><div id="root"></div>');
  app = await startTestServer({ staticDir: dir, helpCentreUrl: 'https://help.example.test/parley' });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the page shell', () => {
  it('answers client routes with index.html', async () => {
    const res = await app.inject({ method: 'GET', url: '/inbox/42' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
  });

  it('answers the generic error page in HTML when the shell cannot be served, and JSON on API paths', async () => {
    fs.rmSync(index);
    try {
      const res = await app.inject({ method: 'GET', url: '/settings/widget' });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('Oops! Something went wrong.');
      expect(res.body).toContain('Try Again');
      expect(res.body).toContain('https://help.example.test/parley');
      expect(res.body).not.toContain('<script');
      // Its one <style> carries this answer's CSP nonce, so the strict policy applies it.
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(res.body).toContain(`<style nonce="${nonce}">`);
      const api = await app.inject({ method: 'GET', url: '/app/no-such-call' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ errMessage: { errorMsg: expect.any(String) } });
    } finally {
      fs.writeFileSync(index, '<!doctype html><div id="root"></div>');
    }
    expect((await app.inject({ method: 'GET', url: '/inbox' })).statusCode).toBe(200);
  });
});
