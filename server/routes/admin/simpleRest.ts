// ra-data-simple-rest conventions for the admin resources the spec gives no path for: `range=[0,24]`,
// `sort=["name","ASC"]`, `filter={"q":"ann"}` in, a Content-Range header out.
import type { FastifyReply } from 'fastify';
import { badRequest } from '../../plugins/errors';

export interface ListParams {
  offset: number;
  limit: number;
  sort: { field: string; order: 'asc' | 'desc' };
  filter: Record<string, unknown>;
}

function parseJson(raw: unknown, fallback: unknown): unknown {
  if (raw === undefined || raw === '') return fallback;
  try {
    return JSON.parse(String(raw));
  } catch {
    throw badRequest('Invalid list parameters');
  }
}

/** Parses the query; only whitelisted sort fields pass (they reach SQL as column names). */
export function listParams(query: Record<string, unknown>, sortable: readonly string[], defaultSort: string): ListParams {
  const range = parseJson(query.range, [0, 24]);
  const sort = parseJson(query.sort, [defaultSort, 'ASC']);
  const filter = parseJson(query.filter, {});
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) {
    throw badRequest('Invalid list parameters');
  }
  const [field, order] = Array.isArray(sort) ? sort : [defaultSort, 'ASC'];
  const offset = range[0] as number;
  return {
    offset,
    limit: Math.min((range[1] as number) - offset + 1, 500),
    sort: { field: sortable.includes(String(field)) ? String(field) : defaultSort, order: String(order).toUpperCase() === 'DESC' ? 'desc' : 'asc' },
    filter: filter && typeof filter === 'object' && !Array.isArray(filter) ? (filter as Record<string, unknown>) : {},
  };
}

export function sendList<T>(reply: FastifyReply, resource: string, p: ListParams, rows: T[], total: number): T[] {
  const end = rows.length ? p.offset + rows.length - 1 : p.offset;
  reply.header('Content-Range', `${resource} ${p.offset}-${end}/${total}`);
  return rows;
}

export function positiveId(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw badRequest('Invalid id');
  return id;
}
