// The filter of the analytics page, kept in the URL (?range=d7&chat=2 or ?from=…&to=…) so a support lead can
// bookmark "Last 7 days of the Sales team" and the back button works.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_SPAN, QUICK_SPANS, type QuickSpanKey } from '../../domain/analytics/dateRange';
import type { Query } from '../../providers/api/analytics';

export interface Filters {
  /** A quick span, or 'custom' with from/to in seconds. */
  range: QuickSpanKey | 'custom';
  from: number | null;
  to: number | null;
  chat: number | null;
  agent: number | null;
  team: number | null;
}

const int = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

export function useFilters(extra: { project?: number | null } = {}) {
  const [params, setParams] = useSearchParams();
  const filters: Filters = useMemo(() => {
    const range = params.get('range');
    const custom = range === 'custom';
    return {
      range: custom ? 'custom' : QUICK_SPANS.some((s) => s.key === range) ? (range as QuickSpanKey) : DEFAULT_SPAN,
      from: custom ? int(params.get('from')) : null,
      to: custom ? int(params.get('to')) : null,
      chat: int(params.get('chat')),
      agent: int(params.get('agent')),
      team: int(params.get('team')),
    };
  }, [params]);

  const update = useCallback(
    (patch: Partial<Filters>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === null || v === undefined) next.delete(k);
            else next.set(k, String(v));
          }
          if (patch.range && patch.range !== 'custom') {
            next.delete('from');
            next.delete('to');
          }
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );

  const query: Query = useMemo(() => {
    const span = QUICK_SPANS.find((s) => s.key === filters.range);
    return {
      ...(span ? { span: span.span, hours: span.hours } : { fromDateTime: filters.from, toDateTime: filters.to }),
      chat: filters.chat,
      agent: filters.agent,
      team: filters.team,
      tz: new Date().getTimezoneOffset(),
      project: extra.project ?? null,
    };
  }, [filters, extra.project]);

  return { filters, update, query };
}
