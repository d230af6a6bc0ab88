// Project settings documents: GET/PUT app/settings/{key} for widget status, appearance, privacy policy, office hours,
// holidays and chat fields (validated with the settings page's schemas), plus the plan upgrade request of spec §7.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import * as yup from 'yup';
import { SETTINGS_DEFAULTS, SETTINGS_SCHEMAS, SETTINGS_SUCCESS, type SettingsKey } from '../../../src/domain/settings/widget';
import { chatFieldsSavedMessage, type ChatFieldsDocument } from '../../../src/domain/settings/chatFields';
import { PLANS } from '../../../src/domain/plans';
import { settingsPermission } from '../../../src/domain/settings/permissions';
import { SETTINGS_FEATURES } from '../../../src/domain/settings/planFeatures';
import { requireFeatures } from '../../services/planGate';
import type { Repositories } from '../../db/repositories/index';
import type { Mailer } from '../../services/mailer';
import { assertPermission, callerOf, requireAuth } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { validate } from '../../lib/validate';
import { nowSeconds } from '../../lib/clock';

type KeyParams = { Params: { key: string } };
const isKey = (k: string): k is SettingsKey => Object.hasOwn(SETTINGS_SCHEMAS, k);

export const UPGRADE_MSG = {
  title: "We've got your back!",
  body: (email: string) => `Our team will be in touch shortly. For questions about your account, write to ${email}.`,
} as const;

export async function settingsRoutes(app: FastifyInstance, opts: { repos: Repositories; mailer: Mailer; supportEmail: string }) {
  const { repos } = opts;
  // Each document's own guard (settingsPermission); an unknown key is a 404 for anyone signed in.
  const guard = (action: 'read' | 'write'): { preHandler: preHandlerAsyncHookHandler } => ({
    preHandler: async (req) => {
      const key = (req.params as { key: string }).key;
      callerOf(req);
      if (!isKey(key)) throw notFound();
      assertPermission(req, settingsPermission(key), action);
    },
  });
  const read = guard('read');
  const write = guard('write');

  app.get<KeyParams>('/settings/:key', read, async (req) => {
    if (!isKey(req.params.key)) throw notFound();
    return (await repos.settings.get(callerOf(req).projectId, req.params.key)) ?? SETTINGS_DEFAULTS[req.params.key];
  });

  app.put<KeyParams>('/settings/:key', { ...write, config: { audit: { action: 'settings.update', target: 'settings' } } }, async (req) => {
    const key = req.params.key;
    if (!isKey(key)) throw notFound();
    const projectId = callerOf(req).projectId;
    await requireFeatures(repos, projectId, SETTINGS_FEATURES[key]);
    const value = await validate(SETTINGS_SCHEMAS[key] as yup.AnyObjectSchema, req.body);
    // Chat fields answer 'New field created successfully' only when the save added one: compare with the stored list.
    const message =
      key === 'chatFields'
        ? chatFieldsSavedMessage((await repos.settings.get(projectId, key)) as ChatFieldsDocument | undefined, value as ChatFieldsDocument)
        : SETTINGS_SUCCESS[key];
    await repos.settings.put(projectId, key, value, nowSeconds());
    return { ...value, message };
  });

  /** POST app/pricing/upgrade/subscription[?upgradeTo]: the sales team is told; the user gets a confirmation mail. */
  app.post<{ Querystring: { upgradeTo?: string } }>('/pricing/upgrade/subscription', { preHandler: requireAuth }, async (req) => {
    const caller = callerOf(req);
    const plan = req.query.upgradeTo && Object.hasOwn(PLANS, req.query.upgradeTo) ? PLANS[req.query.upgradeTo]! : PLANS.enterprise!;
    const [user, project] = await Promise.all([repos.users.findById(caller.userId), repos.projects.findById(caller.projectId)]);
    if (!user || !project) throw notFound();
    const text = `${user.name} (${user.email}) of ${project.name} asked to upgrade from ${project.plan} to ${plan.name}.`;
    await opts.mailer.send({ to: opts.supportEmail, subject: `Upgrade request: ${project.name} → ${plan.name}`, text, html: `<p>${text}</p>` });
    const body = UPGRADE_MSG.body(opts.supportEmail);
    await opts.mailer.send({ to: user.email, subject: UPGRADE_MSG.title, text: body, html: `<p>${body}</p>` });
    return { ok: true, title: UPGRADE_MSG.title, message: body, upgradeTo: plan.id };
  });
}
