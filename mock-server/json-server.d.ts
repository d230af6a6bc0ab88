// json-server 0.17 ships no types; the part of its (Express-based) API the fakes use.
declare module 'json-server' {
  import type { Server } from 'node:http';
  export interface Req {
    query: Record<string, string | undefined>;
    params: Record<string, string>;
    body: Record<string, unknown>;
    method: string;
    url: string;
  }
  export interface Res {
    json(v: unknown): void;
    status(code: number): Res;
    jsonp(v: unknown): void;
    end(): void;
    locals: { data: unknown };
  }
  export type Handler = (req: Req, res: Res, next: () => void) => void;
  export interface App {
    use(...handlers: Array<string | Handler | Handler[] | object>): App;
    get(path: string, handler: Handler): App;
    post(path: string, handler: Handler): App;
    listen(port: number, host: string, cb: () => void): Server;
  }
  export interface JsonRouter extends Handler {
    db: { get(key: string): { value(): unknown } };
    render: (req: Req, res: Res) => void;
  }
  interface JsonServer {
    create(): App;
    router(source: string): JsonRouter;
    defaults(opts?: { logger?: boolean; noCors?: boolean; readOnly?: boolean; static?: string }): Handler[];
    bodyParser: Handler[];
  }
  const jsonServer: JsonServer;
  export default jsonServer;
}
