// How the steady sender's visitors POST their messages. `http` (default): node:http with a keep-alive agent;
// `fetch`: the runtime's fetch (undici), which costs the load generator ~1.5 ms of CPU per message against ~0.8 ms
// (bench process, 100 x 5 at 200 msg/s), on the same two cores the server is measured on. Both read the answer's
// Server-Timing, so a round trip splits into the server's share and the rest. BENCH_SENDER picks one.
import http from 'node:http';
import { appDuration } from '../../server/plugins/serverTiming';
import { HttpError } from './http';

export type SenderKind = 'http' | 'fetch';

export interface MessageSender {
  kind: SenderKind;
  /** POSTs JSON; resolves with the server's own time for it (Server-Timing `app`), null if absent. */
  post(path: string, body: unknown, token: string): Promise<number | null>;
}

export function senderKindFromEnv(v = process.env.BENCH_SENDER): SenderKind {
  if (v === undefined || v === '' || v === 'http') return 'http';
  if (v === 'fetch') return 'fetch';
  throw new Error(`BENCH_SENDER must be http or fetch, not ${v}`);
}

export function messageSender(base: string, kind: SenderKind, maxSockets = 64): MessageSender {
  return kind === 'fetch' ? fetchSender(base) : nodeHttpSender(base, maxSockets);
}

function fetchSender(base: string): MessageSender {
  return {
    kind: 'fetch',
    async post(path, body, token) {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      });
      const text = await res.text();
      if (!res.ok) throw new HttpError(res.status, text, `POST ${path}`);
      return appDuration(res.headers.get('server-timing'));
    },
  };
}

function nodeHttpSender(base: string, maxSockets: number): MessageSender {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return {
    kind: 'http',
    post: (path, body, token) =>
      new Promise((resolve, reject) => {
        const payload = JSON.stringify(body);
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
        const req = http.request({ host: url.hostname, port: url.port, method: 'POST', path, agent, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve(appDuration(res.headers['server-timing']));
            else reject(new HttpError(status, Buffer.concat(chunks).toString('utf8'), `POST ${path}`));
          });
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(payload);
      }),
  };
}
