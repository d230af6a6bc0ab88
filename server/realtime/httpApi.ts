/**
 * The Pusher HTTP API on Parley's realtime endpoint, so other servers trigger into Parley exactly as into Pusher
 * (with the official `pusher` SDK: host = Parley, appId/key/secret = Parley's realtime app):
 *   POST /apps/:appId/events, POST /apps/:appId/batch_events,
 *   GET /apps/:appId/channels, GET /apps/:appId/channels/:channel, GET /apps/:appId/channels/:channel/users.
 * Every request is signed (httpSignature.ts); bodies are checked against their raw bytes (body_md5), so this plugin
 * reads JSON itself. Events go through the hub like the app's own (in cluster mode to every node).
 * Channel occupancy, counts and members are cluster-wide in cluster mode (Redis), this process's otherwise.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  pusherBatchSchema,
  pusherChannelQuerySchema,
  pusherChannelsQuerySchema,
  pusherEventSchema,
} from '../../src/domain/schemas/pusherHttpApi';
import { validate } from '../lib/validate';
import { channelKind } from './protocol';
import { verifyRequest } from './httpSignature';
import type { RealtimeHub } from './hub';

export interface PusherHttpApiOptions {
  appId: string;
  key: string;
  secret: string;
  hub: RealtimeHub;
}

type AppParams = { Params: { appId: string; channel?: string } };

const wants = (info: string | undefined, attr: string) => (info ?? '').split(',').map((s) => s.trim()).includes(attr);

export async function pusherHttpApi(app: FastifyInstance, opts: PusherHttpApiOptions) {
  const { hub } = opts;
  // The raw body is what body_md5 covers: keep it, parse it here.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, { raw: body as string, json: body === '' ? {} : (JSON.parse(body as string) as unknown) });
    } catch {
      const err = new Error('Invalid JSON body') as Error & { statusCode: number };
      err.statusCode = 400;
      done(err, undefined);
    }
  });

  /** Pusher answers refusals as plain text; the SDK reads the status and keeps the text in its error. */
  const refuse = (reply: FastifyReply, status: number, text: string) => reply.code(status).type('text/plain').send(text);

  function authorized(req: FastifyRequest<AppParams>, reply: FastifyReply): boolean {
    if (req.params.appId !== opts.appId) {
      refuse(reply, 404, `Unknown app ${req.params.appId}`);
      return false;
    }
    const path = req.url.split('?')[0]!;
    const raw = (req.body as { raw?: string } | undefined)?.raw ?? null;
    const why = verifyRequest(opts.key, opts.secret, req.method, path, req.query as Record<string, unknown>, raw);
    if (why) refuse(reply, 401, why);
    return why === null;
  }

  const body = (req: FastifyRequest) => (req.body as { json?: unknown } | undefined)?.json;

  async function channelInfo(channel: string, info: string | undefined) {
    const out: Record<string, number> = {};
    if (wants(info, 'subscription_count')) out.subscription_count = await hub.channelSubscriptions(channel);
    return out;
  }

  async function userCount(channel: string): Promise<number> {
    return (await hub.presenceMembers(channel)).count;
  }

  app.post<AppParams>('/apps/:appId/events', async (req, reply) => {
    if (!authorized(req, reply)) return reply;
    const e = await validate(pusherEventSchema, body(req));
    const channels = e.channels?.length ? e.channels : [e.channel!];
    for (const channel of channels) hub.publishJson(channel, e.name, e.data, e.socket_id);
    if (!e.info) return {};
    const out: Record<string, Record<string, number>> = {};
    for (const channel of channels) {
      out[channel] = await channelInfo(channel, e.info);
      if (wants(e.info, 'user_count') && channelKind(channel) === 'presence') out[channel]!.user_count = await userCount(channel);
    }
    return { channels: out };
  });

  app.post<AppParams>('/apps/:appId/batch_events', async (req, reply) => {
    if (!authorized(req, reply)) return reply;
    const { batch } = await validate(pusherBatchSchema, body(req));
    for (const e of batch) hub.publishJson(e.channel, e.name, e.data, e.socket_id);
    if (!batch.some((e) => e.info)) return {};
    const out = [];
    for (const e of batch) {
      const item: Record<string, number> = await channelInfo(e.channel, e.info);
      if (wants(e.info, 'user_count') && channelKind(e.channel) === 'presence') item.user_count = await userCount(e.channel);
      out.push(item);
    }
    return { batch: out };
  });

  app.get<AppParams>('/apps/:appId/channels', async (req, reply) => {
    if (!authorized(req, reply)) return reply;
    const q = await validate(pusherChannelsQuerySchema, req.query);
    const prefix = q.filter_by_prefix ?? '';
    if (wants(q.info, 'user_count') && !prefix.startsWith('presence-')) {
      return refuse(reply, 400, 'user_count may only be requested for presence channels (filter_by_prefix=presence-)');
    }
    const channels: Record<string, Record<string, number>> = {};
    for (const name of (await hub.occupied()).keys()) {
      if (!name.startsWith(prefix)) continue;
      channels[name] = wants(q.info, 'user_count') ? { user_count: await userCount(name) } : {};
    }
    return { channels };
  });

  app.get<AppParams>('/apps/:appId/channels/:channel', async (req, reply) => {
    if (!authorized(req, reply)) return reply;
    const q = await validate(pusherChannelQuerySchema, req.query);
    const channel = req.params.channel!;
    const presence = channelKind(channel) === 'presence';
    if (wants(q.info, 'user_count') && !presence) return refuse(reply, 400, 'user_count is only available for presence channels');
    const count = await hub.channelSubscriptions(channel);
    const out: Record<string, unknown> = { occupied: count > 0, ...(await channelInfo(channel, q.info)) };
    if (wants(q.info, 'user_count')) out.user_count = await userCount(channel);
    return out;
  });

  app.get<AppParams>('/apps/:appId/channels/:channel/users', async (req, reply) => {
    if (!authorized(req, reply)) return reply;
    const channel = req.params.channel!;
    if (channelKind(channel) !== 'presence') return refuse(reply, 400, 'Users are only available for presence channels');
    const { ids } = await hub.presenceMembers(channel);
    return { users: ids.map((id) => ({ id })) };
  });
}
