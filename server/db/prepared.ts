// Queries built and compiled once (issue 30). Kysely rebuilds and recompiles a query's tree on every call: ~20–50 µs
// a statement, a sixth of the server's CPU per visitor message in the profile, for SQL that never changes. A
// prepared query runs its builder once per dialect and argument shape with placeholders in place of the values,
// keeps the compiled SQL, and later calls only put the values where the placeholders were. The query stays written
// with the query builder (types, both dialects); what it may not do is branch on a value, since the builder sees
// placeholders. On SQLite the same SQL text then also hits the prepared-statement cache (statementCache.ts); on
// PostgreSQL it runs as a named statement (namedStatements.ts).
import { PostgresAdapter, type Compilable, type CompiledQuery, type Kysely, type RootOperationNode } from 'kysely';
import type { Database } from './schema';
import { runNow } from './sqliteNow';
import { registerNamed } from './namedStatements';

/** Stands for an argument (or one key of an object argument, or one item of an array argument) at build time. */
class Slot {
  constructor(
    readonly arg: number,
    readonly key: string | number | null,
  ) {}
}

interface Compiled {
  sql: string;
  query: RootOperationNode;
  /** Per parameter: the slot it comes from, or null for a literal the builder wrote itself (kept in `literals`). */
  slots: Array<Slot | null>;
  literals: readonly unknown[];
}

/** Distinct shapes kept per query: object keys and array lengths vary a little (`in (?, ?)` lists); beyond this a
 *  call is built the ordinary way. */
const MAX_SHAPES = 32;
/** Arrays longer than this are not worth a shape of their own. */
const MAX_ARRAY = 16;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v) && Object.getPrototypeOf(v) === Object.prototype;

/** A value a placeholder can stand for; anything else (a function, an sql`` expression, a subquery) shapes the SQL
 *  itself, so such a call is built the ordinary way. */
const isValue = (v: unknown) => v === null || ['string', 'number', 'bigint', 'boolean'].includes(typeof v) || Buffer.isBuffer(v) || v instanceof Date;

/** The shape of a call's arguments: scalars are one placeholder each, objects one per defined key (insert and
 *  update values), arrays one per item. Null when the call is not worth caching or not cacheable. */
function shapeOf(args: readonly unknown[]): string | null {
  let shape = '';
  for (const a of args) {
    if (Array.isArray(a)) {
      if (a.length > MAX_ARRAY || !a.every(isValue)) return null;
      shape += `[${a.length}]`;
    } else if (isPlainObject(a)) {
      const keys = Object.keys(a).filter((k) => a[k] !== undefined);
      if (!keys.every((k) => isValue(a[k]))) return null;
      shape += `{${keys.join(',')}}`;
    } else if (isValue(a)) shape += '.';
    else return null;
  }
  return shape;
}

function slotsFor(args: readonly unknown[]): unknown[] {
  return args.map((a, i) => {
    if (Array.isArray(a)) return a.map((_, j) => new Slot(i, j));
    if (isPlainObject(a)) return Object.fromEntries(Object.keys(a).filter((k) => a[k] !== undefined).map((k) => [k, new Slot(i, k)]));
    return new Slot(i, null);
  });
}

function valueOf(slot: Slot, args: readonly unknown[]): unknown {
  const a = args[slot.arg];
  return slot.key === null ? a : (a as Record<string | number, unknown>)[slot.key];
}

export interface Prepared<A extends unknown[], O> {
  /** Every row. */
  rows(db: Kysely<Database>, ...args: A): Promise<O[]>;
  /** The first row, if any. */
  first(db: Kysely<Database>, ...args: A): Promise<O | undefined>;
  /** Runs it (insert, update, delete); the number of rows it changed. */
  run(db: Kysely<Database>, ...args: A): Promise<number>;
}

/**
 * A query compiled once per dialect and argument shape. `build` receives the database and placeholders for the
 * arguments, and must use each argument as a value only (never in a condition of the builder code itself):
 *
 *   const byId = prepared((db, projectId: number, id: number) =>
 *     db.selectFrom('conversations').selectAll().where('project_id', '=', projectId).where('id', '=', id));
 *   const row = await byId.first(this.db, projectId, id);
 */
export function prepared<A extends unknown[], O>(build: (db: Kysely<Database>, ...args: A) => Compilable<O>): Prepared<A, O> {
  // Keyed by the dialect's adapter class (SQLite or PostgreSQL), then the shape: the SQL differs by both only.
  const byDialect = new Map<unknown, Map<string, Compiled>>();

  function compile(db: Kysely<Database>, args: A, shape: string): Compiled {
    const q = build(db, ...(slotsFor(args) as A)).compile();
    const slots = q.parameters.map((p) => (p instanceof Slot ? p : null));
    // Every argument must have reached the SQL as a parameter: one that did not was read by the builder code.
    const seen = new Set(slots.filter((s): s is Slot => s !== null).map((s) => `${s.arg}:${String(s.key)}`));
    const wanted = (slotsFor(args) as unknown[]).flatMap((s) => (s instanceof Slot ? [s] : Array.isArray(s) ? (s as Slot[]) : Object.values(s as Record<string, Slot>)));
    const missing = wanted.find((s) => !seen.has(`${s.arg}:${String(s.key)}`));
    if (missing) throw new Error(`prepared query: argument ${missing.arg}${missing.key === null ? '' : `.${String(missing.key)}`} is not a parameter of ${q.sql} (shape ${shape})`);
    if (db.getExecutor().adapter instanceof PostgresAdapter) registerNamed(q.sql);
    return { sql: q.sql, query: q.query, slots, literals: q.parameters };
  }

  async function execute(db: Kysely<Database>, args: A) {
    const shape = shapeOf(args);
    if (shape === null) return db.executeQuery(build(db, ...args).compile());
    const dialect = db.getExecutor().adapter.constructor;
    let shapes = byDialect.get(dialect);
    if (!shapes) byDialect.set(dialect, (shapes = new Map()));
    let c = shapes.get(shape);
    if (!c) {
      if (shapes.size >= MAX_SHAPES) return db.executeQuery(build(db, ...args).compile());
      shapes.set(shape, (c = compile(db, args, shape)));
    }
    const { slots, literals } = c;
    const parameters = slots.map((s, i) => (s ? valueOf(s, args) : literals[i]));
    // A fresh query id per run: plugins (none today) key their per-query state by it.
    const query: CompiledQuery<O> = { sql: c.sql, query: c.query, parameters, queryId: { queryId: `prepared-${++runs}` } } as CompiledQuery<O>;
    // On the embedded database, at once where Kysely would have run it at once (sqliteNow.ts).
    return runNow(db, query) ?? db.executeQuery(query);
  }

  return {
    rows: async (db, ...args) => (await execute(db, args)).rows as O[],
    first: async (db, ...args) => (await execute(db, args)).rows[0] as O | undefined,
    run: async (db, ...args) => {
      const r = await execute(db, args);
      return Number(r.numAffectedRows ?? r.numChangedRows ?? 0);
    },
  };
}

let runs = 0;
