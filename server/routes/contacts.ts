// Contacts and companies (issue 26): ra-data-simple-rest lists under /app/contacts and /app/companies, a contact's
// page, edit, merge, CSV import, the GDPR export and erasure, the identity verification settings, and the widget's
// identify call (POST /app/visitor/identify, the visitor's own bearer token). Guarded by the permission tree's
// inbox node (the tree has no contacts node); the identity secret by settings.widgetSettings.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companySchema, contactSchema, identifySchema, identitySettingsSchema, importSchema, lastSeenFilter, mergeSchema } from '../../src/domain/contacts';
import { nowSeconds } from '../lib/clock';
import type { ContactQuery } from '../db/repositories/contacts';
import type { ContactService } from '../services/contacts/contacts';
import type { CompanyService } from '../services/contacts/companies';
import type { IdentitySecrets } from '../services/contacts/identity';
import type { VisitorService } from '../services/inbox/visitors';
import { bearerToken, callerOf, requirePermission } from '../plugins/auth';
import { unauthorized } from '../plugins/errors';
import { validate } from '../lib/validate';
import type { RateLimits } from '../lib/rateLimits';
import { listParams, positiveId, sendList } from './admin/simpleRest';

type IdParams = { Params: { id: string } };

const num = (v: unknown): number | undefined => (v === undefined || v === null || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));
const bool = (v: unknown): boolean | undefined => (v === true || v === 'true' ? true : v === false || v === 'false' ? false : undefined);

export async function contactRoutes(
  app: FastifyInstance,
  opts: { contacts: ContactService; companies: CompanyService; secrets: IdentitySecrets; visitors: VisitorService; limits: RateLimits; rateLimitPerMinute: number },
) {
  const { contacts, companies, secrets } = opts;
  const read = { preHandler: requirePermission('inbox', 'read') };
  const write = { preHandler: requirePermission('inbox', 'write') };
  const widgetAdmin = { preHandler: requirePermission('settings.widgetSettings', 'write') };
  const actor = (req: FastifyRequest) => ({ ...callerOf(req), ip: req.ip });

  app.get('/contacts', read, async (req, reply) => {
    const p = listParams(req.query as Record<string, unknown>, ['name', 'email', 'last_seen_at', 'first_seen_at'], 'last_seen_at');
    const f = p.filter;
    const query: ContactQuery = {
      offset: p.offset,
      limit: p.limit,
      sort: { field: p.sort.field as ContactQuery['sort']['field'], order: p.sort.order },
      q: typeof f.q === 'string' ? f.q : undefined,
      companyId: num(f.companyId),
      tag: typeof f.tag === 'string' && f.tag ? f.tag : undefined,
      lastSeenFrom: num(f.lastSeenFrom) ?? lastSeenFilter(typeof f.lastSeen === 'string' ? f.lastSeen : undefined, nowSeconds()).lastSeenFrom,
      lastSeenTo: num(f.lastSeenTo),
      hasOpen: bool(f.hasOpen),
    };
    const { rows, total } = await contacts.list(callerOf(req).projectId, query);
    return sendList(reply, 'contacts', p, rows, total);
  });

  app.get<IdParams>('/contacts/:id', read, async (req) => contacts.get(callerOf(req).projectId, positiveId(req.params.id)));

  app.put<IdParams>('/contacts/:id', write, async (req) => contacts.update(callerOf(req).projectId, positiveId(req.params.id), await validate(contactSchema, req.body)));

  app.post<IdParams>('/contacts/:id/merge', write, async (req) => {
    const { fromId } = await validate(mergeSchema, req.body);
    return contacts.merge(actor(req), positiveId(req.params.id), fromId);
  });

  app.get<IdParams>('/contacts/:id/export', write, async (req, reply) => {
    const data = await contacts.exportOne(actor(req), positiveId(req.params.id));
    return reply.header('Content-Disposition', `attachment; filename="contact-${data.contact.id}.json"`).send(data);
  });

  app.delete<IdParams>('/contacts/:id', write, async (req) => contacts.erase(actor(req), positiveId(req.params.id)));

  app.post('/contacts/import', write, async (req) => {
    const { rows } = await validate(importSchema, req.body);
    return contacts.import(actor(req), rows);
  });

  /** The contact a visitor speaks for (the inbox's visitor panel): null when nobody is known. */
  app.get<{ Params: { visitorId: string } }>('/contacts/visitor/:visitorId', read, async (req) => ({
    contact: await contacts.ofVisitor(callerOf(req).projectId, req.params.visitorId),
  }));

  app.get('/contacts-identity', widgetAdmin, async (req) => secrets.settings(callerOf(req).projectId));

  app.put('/contacts-identity', widgetAdmin, async (req) => {
    const { required } = await validate(identitySettingsSchema, req.body);
    return secrets.setRequired(callerOf(req).projectId, required);
  });

  app.post('/contacts-identity/rotate', widgetAdmin, async (req) => {
    const a = actor(req);
    await secrets.rotate(a.projectId);
    await contacts.record(a, 'contact.identity_secret', null, []);
    return secrets.settings(a.projectId);
  });

  app.get('/companies', read, async (req, reply) => {
    const p = listParams(req.query as Record<string, unknown>, ['name', 'created_at'], 'name');
    const { rows, total } = await companies.list(callerOf(req).projectId, {
      offset: p.offset,
      limit: p.limit,
      q: typeof p.filter.q === 'string' ? p.filter.q : undefined,
      field: p.sort.field as 'name' | 'created_at',
      order: p.sort.order,
    });
    return sendList(reply, 'companies', p, rows, total);
  });

  app.get<IdParams>('/companies/:id', read, async (req) => companies.get(callerOf(req).projectId, positiveId(req.params.id)));

  app.put<IdParams>('/companies/:id', write, async (req) => companies.update(callerOf(req).projectId, positiveId(req.params.id), await validate(companySchema, req.body)));

  /** `Parley('identify', {email, name, company, attributes, userHash})` from the widget. */
  app.post('/visitor/identify', { onRequest: opts.limits.perAddress('visitor', opts.rateLimitPerMinute) }, async (req) => {
    const token = bearerToken(req);
    const visitor = token ? await opts.visitors.byToken(token) : null;
    if (!visitor) throw unauthorized();
    return contacts.identify(visitor, await validate(identifySchema, req.body));
  });
}
