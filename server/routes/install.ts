// GET /app/widget/install (ours): the snippet's parts and the install check (where and when the widget last ran,
// from the project's newest visitor) and the allowed domains (PUT /app/widget/install/domains). Readable with the widget settings permission.
import type { FastifyInstance } from 'fastify';
import type { InstallInfo } from '../../src/domain/install/snippet';
import type { Repositories } from '../db/repositories/index';
import { callerOf, requirePermission } from '../plugins/auth';
import { notFound } from '../plugins/errors';
import { validate } from '../lib/validate';
import { allowedDomainsSchema, parseAllowedDomains, type AllowedDomains } from '../../src/domain/install/allowedDomains';
import { visitedUrlsOf } from '../services/targeting';

export async function installRoutes(app: FastifyInstance, opts: { repos: Repositories; publicUrl: string }) {
  app.get('/widget/install', { preHandler: requirePermission('settings.widgetSettings') }, async (req): Promise<InstallInfo> => {
    const { projectId } = callerOf(req);
    const [project, seen] = await Promise.all([opts.repos.projects.findById(projectId), opts.repos.visitors.lastSeen(projectId)]);
    if (!project) throw notFound();
    return {
      widgetKey: project.widget_key,
      scriptUrl: `${opts.publicUrl}/widget.js`,
      allowedDomains: parseAllowedDomains(project.allowed_domains),
      lastSeen: seen && seen.last_seen_at ? { url: visitedUrlsOf(seen).at(-1) ?? null, at: Number(seen.last_seen_at) } : null,
    };
  });

  app.put('/widget/install/domains', { preHandler: requirePermission('settings.widgetSettings', 'write'), config: { audit: { action: 'settings.update', target: 'allowedDomains' } } }, async (req): Promise<AllowedDomains> => {
    const { projectId } = callerOf(req);
    const { domains } = await validate(allowedDomainsSchema, req.body);
    await opts.repos.projects.update(projectId, { allowed_domains: JSON.stringify(domains) });
    return { domains };
  });
}
