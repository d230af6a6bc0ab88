// PostgreSQL named prepared statements for the SQL texts prepared.ts compiles (issue 30): the counterpart of
// statementCache.ts. Kysely runs every query unnamed (`client.query(sql, params)`), so PostgreSQL parses and plans
// each of a visitor message's ~16 statements again on every run. A registered text runs as pg's `{ name, text,
// values }` instead: parsed once per connection, then only Bind/Execute. Only registered texts are named (bounded by
// code), and a name is a hash of its text: the same on every connection and node, never shared by two texts.
import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

const names = new Map<string, string>();

/** The statement name of a text (registering it): `parley_` and 20 hex digits of its SHA-1. */
export function registerNamed(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `parley_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
  return name;
}

/** The name a registered text runs under, or undefined. */
export const namedStatementOf = (text: string): string | undefined => names.get(text);

interface ClientState {
  inTransaction: boolean;
  /** Texts whose cached plan failed on this connection: they run under `name_<n>` from then on. */
  renamed: Map<string, string>;
  renames: number;
}

const wrapped = new WeakMap<object, ClientState>();

/** 0A000 "cached plan must not change result type": a named statement prepared before another node altered a
 *  table it reads. */
const isStalePlan = (e: unknown) => (e as { code?: string } | null)?.code === '0A000';

/** Makes a pg client run registered texts as named statements (once per client; the same object is kept: Kysely
 *  keys its connections by it). */
function wrapClient(client: PostgresPoolClient): PostgresPoolClient {
  if (wrapped.has(client)) return client;
  const state: ClientState = { inTransaction: false, renamed: new Map(), renames: 0 };
  wrapped.set(client, state);
  const query = client.query.bind(client) as unknown as (text: unknown, values?: unknown) => Promise<unknown>;
  const named = async (name: string, text: string, values?: unknown[]) => {
    try {
      return await query({ name, text, values });
    } catch (e) {
      if (!isStalePlan(e)) throw e;
      // This connection's statement is stale: later runs use a fresh name (parsed again), the old one is let go.
      state.renamed.set(text, `${names.get(text)}_${++state.renames}`);
      // Inside a transaction the error has aborted it: only the caller's retry of the whole transaction can help.
      if (state.inTransaction) throw e;
      await query(`deallocate ${name}`).catch(() => undefined);
      return query(text, values);
    }
  };
  // Not async itself: a cursor query (Kysely's stream) returns the cursor at once.
  client.query = ((text: unknown, values?: unknown[]) => {
    if (typeof text !== 'string') return query(text, values);
    const name = state.renamed.get(text) ?? names.get(text);
    if (name) return named(name, text, values);
    trackTransaction(state, text);
    return query(text, values);
  }) as PostgresPoolClient['query'];
  return client;
}

function trackTransaction(state: ClientState, text: string): void {
  const head = text.slice(0, 20).toLowerCase();
  if (head.startsWith('begin') || head.startsWith('start transaction')) state.inTransaction = true;
  else if (head.startsWith('commit') || (head.startsWith('rollback') && !head.startsWith('rollback to'))) state.inTransaction = false;
}

/** The pool Kysely is given: each client it hands out runs registered texts named. `enabled`: config's
 *  pgNamedStatements (PG_NAMED_STATEMENTS=off, a bench comparison switch like REALTIME_PACING, runs every statement
 *  unnamed as Kysely does). */
export function withNamedStatements(pool: PostgresPool, enabled = true): PostgresPool {
  if (!enabled) return pool;
  return {
    connect: async () => wrapClient(await pool.connect()),
    end: () => pool.end(),
  };
}
