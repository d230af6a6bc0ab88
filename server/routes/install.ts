// GET /app/widget/install (ours): the snippet's parts and the install check (where and when the widget last ran,
// from the project's newest visitor). Readable with the widget settings permission.
import type { FastifyInstance } from 'fastify';
import type { InstallInfo } from '../../src/domain/install/snippet';
import type { Repositories } from '../db/repositories/index';
import { callerOf, requirePermission } from '../plugins/auth';
import { notFound } from '../plugins/errors';
import { visitedUrlsOf } from '../services/targeting';

export async function installRoutes(app: FastifyInstance, opts: { repos: Repositories; publicUrl: string }) {
  app.get('/widget/install', { preHandler: requirePermission('settings.widgetSettings') }, async (req): Promise<InstallInfo> => {
    const { projectId } = callerOf(req);
    const [project, seen] = await Promise.all([opts.repos.projects.findById(projectId), opts.repos.visitors.lastSeen(projectId)]);
    if (!project) throw notFound();
    return {
      widgetKey: project.widget_key,
      scriptUrl: `${opts.publicUrl}/widget.js`,
      lastSeen: seen && seen.last_seen_at ? { url: visitedUrlsOf(seen).at(-1) ?? null, at: Number(seen.last_seen_at) } : null,
    };
  });
}
