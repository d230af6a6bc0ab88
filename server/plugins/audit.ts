// The audit log's one mechanism: a route that says `config: { audit: { action, target } }` is recorded when it
// answers 2xx to a signed-in user (on a route without a session, to the user its target's verified proof names:
// a sessionless integration callback and its signed state). Its target (server/services/audit/targets.ts) is read after the route's own
// guards and before its handler, and again once the handler has answered; the row's summary is their difference by
// field name (src/domain/audit/summary.ts), written before the answer leaves, so a client that saw the success can
// read it.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditAction } from '../../src/domain/audit/actions';
import { diffStates, refineAction } from '../../src/domain/audit/summary';
import type { Repositories } from '../db/repositories/index';
import type { AuditLog } from '../services/audit/auditLog';
import type { AuditActor, AuditTarget, AuditTargetName, AuditTargets, RequestFacts, Snapshot, TargetContext } from '../services/audit/targets';

export interface AuditRouteConfig {
  /** The action as declared; refineAction may turn it into a more precise one (a role change, a publish). */
  action: AuditAction;
  target: AuditTargetName;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Record this route's 2xx answers to signed-in users in the audit log (server/plugins/audit.ts). */
    audit?: AuditRouteConfig;
  }
}

interface InFlight {
  caller: AuditActor;
  before: Snapshot | null;
  answer?: unknown;
}

const asList = <T>(hook: T | T[] | undefined): T[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);

export const auditPlugin = fp(
  async (app: FastifyInstance, opts: { audit: AuditLog; targets: AuditTargets; repos: Repositories }) => {
    const inFlight = new WeakMap<FastifyRequest, InFlight>();

    const factsOf = (req: FastifyRequest): RequestFacts => ({
      url: req.routeOptions.url ?? '',
      params: (req.params ?? {}) as RequestFacts['params'],
      query: (req.query ?? {}) as RequestFacts['query'],
      body: req.body,
    });
    const contextOf = (req: FastifyRequest, caller: AuditActor, answer?: unknown): TargetContext => ({
      projectId: caller.projectId,
      userId: caller.userId,
      ...factsOf(req),
      answer,
    });

    /** Whose request it is: the session's user, or the one a session-less route's target proves (never both). */
    async function actorOf(target: AuditTarget, req: FastifyRequest): Promise<AuditActor | null> {
      if (!target.actor) return req.caller ? { projectId: req.caller.projectId, userId: req.caller.userId } : null;
      try {
        return await target.actor(factsOf(req));
      } catch (err) {
        req.log.warn({ err, url: req.routeOptions.url }, 'audit: could not tell whose request it is');
        return null;
      }
    }

    /** A target that cannot be read is logged and treated as unknown: the audit never fails a request. */
    async function read(target: AuditTarget, req: FastifyRequest, ctx: TargetContext): Promise<Snapshot | null> {
      try {
        return await target.read(ctx);
      } catch (err) {
        req.log.warn({ err, url: ctx.url }, 'audit: could not read the target');
        return null;
      }
    }

    async function write(spec: AuditRouteConfig, target: AuditTarget, req: FastifyRequest, run: InFlight): Promise<void> {
      if (target.pending?.(run.answer)) return;
      const ctx = contextOf(req, run.caller, run.answer);
      const after = await read(target, req, ctx);
      // A clone reads its source before and its copy after: the copy is new, made from the source.
      const source = run.before && after && run.before.id !== after.id ? run.before : null;
      const beforeState = source ? undefined : run.before?.state;
      const changes = diffStates(beforeState, after?.state);
      const action = refineAction(spec.action, changes, beforeState, after?.state);
      if (!action) return;
      const subject = after ?? run.before ?? { id: null, label: '' };
      const actor = await opts.repos.users.findById(run.caller.userId);
      const details = { ...(await target.details?.(ctx)), ...(source ? { from: source.label } : {}) };
      await opts.audit.record({
        projectId: run.caller.projectId,
        actor: { id: run.caller.userId, name: actor?.name ?? '', email: actor?.email ?? '' },
        action,
        target: { type: target.type, id: subject.id, label: subject.label },
        summary: { changes, ...(Object.keys(details).length ? { details } : {}) },
        ip: req.ip ?? null,
      });
    }

    app.addHook('onRoute', (route) => {
      const spec = route.config?.audit;
      if (!spec || [route.method].flat().includes('HEAD')) return;
      const target: AuditTarget | undefined = opts.targets[spec.target];
      if (!target) throw new Error(`Unknown audit target '${spec.target}' on ${String(route.method)} ${route.url}`);

      // After the route's own guards: the target is read only for a caller the route let in.
      const begin = async (req: FastifyRequest) => {
        if (req.method === 'HEAD') return;
        const caller = await actorOf(target, req);
        if (!caller) return;
        inFlight.set(req, { caller, before: await read(target, req, contextOf(req, caller)) });
      };
      const capture = async (req: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
        const run = inFlight.get(req);
        if (run) run.answer = payload;
        return payload;
      };
      const finish = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const run = inFlight.get(req);
        inFlight.delete(req);
        if (!run || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
        try {
          await write(spec, target, req, run);
        } catch (err) {
          // The change is committed; failing its answer now would only mislead the client.
          req.log.error({ err, action: spec.action }, 'audit: recording failed');
        }
        return payload;
      };
      route.preHandler = [...asList(route.preHandler), begin] as typeof route.preHandler;
      route.preSerialization = [...asList(route.preSerialization), capture] as typeof route.preSerialization;
      route.onSend = [...asList(route.onSend), finish] as typeof route.onSend;
    });
  },
  { name: 'parley-audit' },
);
