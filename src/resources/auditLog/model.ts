// The audit log page's pure rules: how a row's time, actor, action and changes are shown, and how the date filter's
// days become the API's seconds (spec §9) in the browser's timezone.
import dayjs from 'dayjs';
import { auditAreaOf, changeLine, detailLines, type AuditArea, type AuditLine, type AuditSummary } from '../../domain/audit';

/** 'Today, 14:32' / 'Yesterday, 09:05' / '3 Mar, 14:32' / '3 Mar 2024, 14:32'; the full time for the tooltip. */
export function whenText(seconds: number, nowMs: number): { short: string; full: string } {
  const t = dayjs.unix(seconds);
  const now = dayjs(nowMs);
  const time = t.format('HH:mm');
  const short = t.isSame(now, 'day')
    ? `Today, ${time}`
    : t.isSame(now.subtract(1, 'day'), 'day')
      ? `Yesterday, ${time}`
      : t.isSame(now, 'year')
        ? `${t.format('D MMM')}, ${time}`
        : `${t.format('D MMM YYYY')}, ${time}`;
  return { short, full: t.format('ddd D MMM YYYY, HH:mm:ss') };
}

/** 'Ada Admin' -> 'AA'; an email's first letter when there is no name. */
export function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length ? words.slice(0, 2).map((w) => w[0]!) : [email.trim()[0] ?? '?'];
  return letters.join('').toUpperCase();
}

export type Tone = 'success' | 'error' | 'warning' | 'info' | 'primary';

/** The verb decides the colour: made (green), removed (red), credentials (amber), exported (blue), changed (brand). */
export function actionTone(action: string): Tone {
  const verb = action.split('.')[1] ?? '';
  if (['create', 'clone', 'invite', 'reinvite', 'connect', 'publish'].includes(verb)) return 'success';
  if (['delete', 'uninvite', 'disconnect', 'unpublish'].includes(verb)) return 'error';
  if (verb === 'credentials') return 'warning';
  if (auditAreaOf(action) === ('export' satisfies AuditArea)) return 'info';
  return 'primary';
}

/** Verbs whose rows describe a thing that is gone: its fields read as they were, not as removed. */
const GONE = new Set(['delete', 'disconnect']);

/** Every line of what changed, in words; the details of the request after the changes; how many were left out. */
export function summaryLines(summary: AuditSummary | undefined, action = ''): AuditLine[] {
  if (!summary) return [];
  const gone = GONE.has(action.split('.')[1] ?? '');
  const lines = [...(summary.changes ?? []).map((c) => changeLine(c, { gone })), ...detailLines(summary.details)];
  if (summary.more) lines.push({ label: '', text: `and ${summary.more} more ${summary.more === 1 ? 'change' : 'changes'}` });
  return lines;
}

/** Lines shown in the table before "Show all". */
export const VISIBLE_LINES = 3;

// ---- the date filter: days in the browser's timezone <-> the API's seconds ----------------------------------------

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' -> the first second of that day (From), or its last (To); null for no bound. */
export function dayToSeconds(value: unknown, edge: 'start' | 'end'): number | null {
  if (typeof value !== 'string' || !DAY.test(value)) return null;
  const d = dayjs(value);
  if (!d.isValid()) return null;
  return (edge === 'start' ? d.startOf('day') : d.endOf('day')).unix();
}

/** Seconds -> the 'YYYY-MM-DD' a date input shows. */
export function secondsToDay(value: unknown): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? dayjs.unix(n).format('YYYY-MM-DD') : '';
}
