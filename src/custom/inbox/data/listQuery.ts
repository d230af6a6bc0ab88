// GET app/inbox/conversations query string for a list (spec §7): the selected filter, the tab and its narrowing
// through buildConversationQuery, then flattened to strings. botConv goes along only with participant=me (the
// tab is implicit in bot/nonBot).
import { buildConversationQuery } from '../../../domain/inbox/filters';
import type { ListParams } from './keys';

export type QueryParams = Record<string, string | number | boolean | undefined>;

/** Page size of the list (the server's default too). */
export const LIST_PAGE_SIZE = 30;

export function listQueryParams(p: ListParams, before: string | null = null, limit = LIST_PAGE_SIZE): QueryParams {
  const q = buildConversationQuery(p.filter, { tab: p.tab, ...p.narrowing }, p.sort);
  const f = q.filters;
  const params: QueryParams = { participant: q.participant };
  if (q.participant === 'me') params.botConv = q.botConv;
  if (before) params.before = before;
  params.limit = limit;
  params.status = f.status;
  params.visitorOnline = f.visitorOnline;
  params.archive = f.archive;
  params.star = f.star;
  params.readStatus = f.readStatus;
  params.visitorActivity = f.visitorActivity;
  params.tags = f.tags && f.tags.length > 0 ? f.tags.join(',') : undefined;
  params.fromTime = f.fromTime;
  params.toTime = f.toTime;
  params.sort = f.sort;
  return params;
}
