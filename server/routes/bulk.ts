// Bulk actions over every match (issue 27; the spec has no such call): start a job for the list's filter, read its
// progress, cancel it, download an export's CSV. Exporting needs the inbox, every other action its 'write'.
import type { FastifyInstance } from 'fastify';
import { bulkCountSchema, bulkRequestSchema, bulkWrites, actionOf } from '../../src/domain/inbox/bulk';
import type { BulkJobs } from '../services/bulk/bulkJobs';
import { assertPermission, callerOf, requirePermission } from '../plugins/auth';
import { validate } from '../lib/validate';
import { badRequest } from '../plugins/errors';

type IdParams = { Params: { jobId: string } };

function idOf(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw badRequest('Invalid job id');
  return id;
}

export async function bulkRoutes(app: FastifyInstance, opts: { bulk: BulkJobs }) {
  const { bulk } = opts;
  const read = { preHandler: requirePermission('inbox') };

  app.post('/inbox/bulk', read, async (req, reply) => {
    const body = await validate(bulkRequestSchema, req.body);
    assertPermission(req, 'inbox', bulkWrites(actionOf(body)) ? 'write' : 'read');
    return reply.code(201).send(await bulk.create(callerOf(req), body));
  });
  app.post('/inbox/bulk/count', read, async (req) => ({ count: await bulk.count(callerOf(req), (await validate(bulkCountSchema, req.body)).query) }));
  app.get<IdParams>('/inbox/bulk/:jobId', read, async (req) => bulk.get(callerOf(req), idOf(req.params.jobId)));
  app.post<IdParams>('/inbox/bulk/:jobId/cancel', read, async (req) => bulk.cancel(callerOf(req), idOf(req.params.jobId)));
  app.get<IdParams>('/inbox/bulk/:jobId/export', read, async (req, reply) => {
    const csv = await bulk.exportCsv(callerOf(req), idOf(req.params.jobId));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="conversations-${idOf(req.params.jobId)}.csv"`)
      .send(csv);
  });
}
