// GET app/inbox/search (issue 25; the spec has no search call): beside the inbox's list calls, under the same read
// permission, validated with the schema the search box uses.
import type { FastifyInstance } from 'fastify';
import { searchQuerySchema } from '../../src/domain/search/query';
import type { InboxSearch } from '../services/search/inboxSearch';
import { callerOf, requirePermission } from '../plugins/auth';
import { validate } from '../lib/validate';

export async function searchRoutes(app: FastifyInstance, opts: { search: InboxSearch }) {
  app.get('/inbox/search', { preHandler: requirePermission('inbox') }, async (req) =>
    opts.search.search(callerOf(req), await validate(searchQuerySchema, req.query)),
  );
}
