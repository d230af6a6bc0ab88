// The request-path benches' subject: Parley in this process on a fresh embedded database with one project, and one
// visitor's open conversation whose messages path is posted to over a keep-alive connection (keepAlivePoster.ts).
import type SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { Cleanup } from './lifecycle';
import { prepareDeliveryData } from './deliveryFixture';
import { httpClient } from './http';
import { startInProcessServer } from './inProcessServer';
import { keepAlivePoster, type Post } from './keepAlivePoster';
import { openConversations } from './steadySender';

export interface EmbeddedVisitor {
  app: FastifyInstance;
  sqlite: SQLite.Database;
  base: string;
  /** The visitor's messages path (POST) and bearer token. */
  path: string;
  token: string;
  post: Post;
}

export async function embeddedVisitor(cleanup: Cleanup, tempPrefix: string): Promise<EmbeddedVisitor> {
  const dataDir = cleanup.tempDir(tempPrefix);
  const [project] = await prepareDeliveryData(dataDir, { projects: 1, agentsPerProject: 1 });
  const { app, base } = await startInProcessServer(cleanup, dataDir);
  const sqlite = app.db.sqlite;
  if (!sqlite) throw new Error('this benchmark needs the embedded SQLite database');
  const [visitor] = await openConversations(httpClient(base), [project!.widgetKey]);
  const path = `/app/visitor/conversations/${visitor!.conversationId}/messages`;
  return { app, sqlite, base, path, token: visitor!.token, post: keepAlivePoster(base, path, visitor!.token) };
}
