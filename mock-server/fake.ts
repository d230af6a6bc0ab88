// One provider's fake as mock-server/index.ts mounts it: the authorization servers it plays (each under /<issuer>),
// its API routes under /<prefix>, middleware that must see a prefix's requests before those routes, and json-server
// collections seeded from mock-server/data/. Adding a fake is its folder, exporting one of these, and a line in index.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IssuerSpec } from './oauth/issuers';
import type { Route } from './oauth/http';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface FakeProvider {
  issuers?: IssuerSpec[];
  routes?: Record<string, Route[]>;
  before?: Record<string, Middleware[]>;
  /** json-server routers: prefix → seed file in mock-server/data/ (copied first: json-server writes on each change). */
  jsonData?: Record<string, string>;
  /** Runs once when the fakes start (a demo key the provider accepts, ...). */
  setup?: () => void;
}
