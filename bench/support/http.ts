// JSON over real HTTP with the runtime's fetch (undici: keep-alive connections are pooled per origin).

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what} -> ${status}: ${body.slice(0, 300)}`);
  }
}

export interface Client {
  readonly base: string;
  json<T>(method: string, path: string, body?: unknown, token?: string): Promise<T>;
  /** Form-encoded POST, as pusher-js sends channel authorisation. */
  form<T>(path: string, fields: Record<string, string>, token: string): Promise<T>;
}

export function httpClient(base: string): Client {
  async function send<T>(method: string, path: string, headers: Record<string, string>, body: string | undefined): Promise<T> {
    const res = await fetch(`${base}${path}`, { method, headers, body, keepalive: true });
    const text = await res.text();
    if (!res.ok) throw new HttpError(res.status, text, `${method} ${path}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    base,
    json: (method, path, body, token) =>
      send(method, path, { ...auth(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body === undefined ? undefined : JSON.stringify(body)),
    form: (path, fields, token) =>
      send('POST', path, { ...auth(token), 'content-type': 'application/x-www-form-urlencoded' }, new URLSearchParams(fields).toString()),
  };
}

export async function login(client: Client, email: string, password: string): Promise<string> {
  const res = await client.json<{ token: string }>('POST', '/app/login', { email, password });
  return res.token;
}

/** Waits until the server answers HTTP at all (any status). */
export async function waitForHttp(base: string, timeoutMs: number, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`server at ${base} exited before answering`);
    try {
      await fetch(`${base}/app/env`);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`server at ${base} did not answer within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
