// The fakes of third-party services Parley cannot reach from here, one json-server process, one prefix each.
// Each service's seed JSON is copied to a temporary folder first: json-server writes its file on every change.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import jsonServer from 'json-server';

const DATA = path.join(path.dirname(new URL(import.meta.url).pathname), 'data');

/** Services and their seed files; each is served under /<name> (e.g. /gif/gifs?q=dance,
 *  /salesforce/contacts?email=jane@acme.example: CRM records carry the ownerEmail owner-based routing reads). */
export const SERVICES = ['gif', 'salesforce', 'hubspot'] as const;

export interface MockServer {
  url: string;
  close(): Promise<void>;
}

export async function startMockServer(opts: { port?: number; host?: string } = {}): Promise<MockServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-mocks-'));
  const app = jsonServer.create();
  app.use(jsonServer.defaults({ logger: false, noCors: true }));
  for (const name of SERVICES) {
    const file = path.join(dir, `${name}.json`);
    fs.copyFileSync(path.join(DATA, `${name}.json`), file);
    app.use(`/${name}`, jsonServer.router(file));
  }
  const host = opts.host ?? '127.0.0.1';
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(opts.port ?? 0, host, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
