// Serves the built dashboard and answers every client route with index.html (the dashboard uses real paths such
// as /inbox/42 or /sos/...). API-ish paths that match nothing get a JSON 404 instead; a page the shell cannot be
// served for gets the generic error page in HTML.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../src/domain/errors';
import { MSG } from '../../src/domain/messages';
import { shellErrorPage } from './shellErrorPage';
import { withNonce } from './csp';

const API_PREFIXES = ['/app/', '/dev/', '/realtime', '/uploads/'];

export async function spaPlugin(app: FastifyInstance, opts: { staticDir: string | null; helpCentreUrl?: string | null }) {
  const dir = opts.staticDir;
  const indexFile = dir ? path.join(dir, 'index.html') : null;
  const hasIndex = indexFile !== null && fs.existsSync(indexFile);
  if (dir && hasIndex) {
    await app.register(fastifyStatic, {
      root: dir,
      index: false,
      wildcard: false,
      // The shell is only served with its CSP nonce filled in (below), never as the raw file.
      allowedPath: (pathName) => pathName !== '/index.html',
      // Vite's hashed assets never change; index.html must always be revalidated.
      setHeaders(res, file) {
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const wantsPage = req.method === 'GET' && !API_PREFIXES.some((p) => url.startsWith(p)) && !path.extname(url);
    if (wantsPage && dir) {
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
      try {
        // Read whole (a few kB) so a missing or unreadable file is known before anything is sent.
        return withNonce(await fs.promises.readFile(indexFile!, 'utf8'), reply);
      } catch (err) {
        req.log.error({ err }, 'the dashboard shell could not be served');
        return reply.status(500).send(withNonce(shellErrorPage(opts.helpCentreUrl ?? null), reply));
      }
    }
    return reply.status(404).send(errorBody(MSG.notFound));
  });
}
