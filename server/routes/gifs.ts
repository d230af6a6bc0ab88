// GIF search for the composer (the spec leaves these paths to us): trending, search, and the agent's recent GIFs.
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { GIF_PAGE_LIMIT } from '../../src/domain/constants';
import type { Gif } from '../../src/domain/inbox/types';
import type { Repositories } from '../db/repositories/index';
import { gifKey, type GifClient } from '../services/gifs';
import { callerOf, requirePermission } from '../plugins/auth';
import { validate } from '../lib/validate';

const pageQuery = yup.object({ offset: yup.number().integer().min(0).max(5000).default(0), q: yup.string().trim().max(100).default('') });
const gifBody = yup.object({
  gif: yup
    .object({
      id: yup.string().max(100).optional(),
      name: yup.string().max(200).required(),
      original: yup.string().max(100000).required(),
      previewGif: yup.string().max(100000).required(),
      previewStill: yup.string().max(100000).required(),
    })
    .required(),
});

export async function gifRoutes(app: FastifyInstance, opts: { gifs: GifClient; repos: Repositories }) {
  const read = { preHandler: requirePermission('inbox') };

  app.get('/gifs/trending', read, async (req) => opts.gifs.trending((await validate(pageQuery, req.query)).offset));

  app.get('/gifs/search', read, async (req) => {
    const { q, offset } = await validate(pageQuery, req.query);
    return opts.gifs.search(q, offset);
  });

  app.get('/gifs/recent', read, async (req) => {
    const { offset } = await validate(pageQuery, req.query);
    const gifs = (await opts.repos.gifRecents.list(callerOf(req).userId, offset, GIF_PAGE_LIMIT)) as Gif[];
    return { gifs, next: gifs.length === GIF_PAGE_LIMIT ? offset + gifs.length : null };
  });

  app.post('/gifs/recent', read, async (req) => {
    const { gif } = await validate(gifBody, req.body);
    await opts.repos.gifRecents.remember(callerOf(req).userId, gifKey(gif), gif);
    return { ok: true };
  });
}
