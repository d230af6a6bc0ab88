// `Server-Timing: app;dur=…` on every answer: the time from the request's arrival to its answer, as browsers'
// devtools show it beside the network time, and as the delivery benchmark splits a round trip into the server's
// share and everything else (client, kernel, queueing).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function serverTiming(fastify: FastifyInstance) {
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
    done(null, payload);
  });
}

export const serverTimingPlugin = fp(serverTiming, { name: 'parley-server-timing' });

/** The `app` duration (ms) of a Server-Timing header value, or null. */
export function appDuration(header: string | string[] | undefined | null): number | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  const m = value ? /(?:^|,)\s*app;dur=([0-9.]+)/.exec(value) : null;
  return m ? Number(m[1]) : null;
}
