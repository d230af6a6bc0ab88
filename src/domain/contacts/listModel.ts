// The Contacts list's pure rules: the "last seen" filter's choices as times, the CSV export's rows, and the import
// preview (each parsed row checked with the same schema the server applies).
import { importRowSchema } from './schemas';
import { IMPORT_FIRST_LINE, importCandidate } from './rules';
import type { Contact, ImportRowError } from './types';

export const LAST_SEEN_CHOICES = [
  { id: 'day', name: 'Last 24 hours', seconds: 86_400 },
  { id: 'week', name: 'Last 7 days', seconds: 7 * 86_400 },
  { id: 'month', name: 'Last 30 days', seconds: 30 * 86_400 },
  { id: 'quarter', name: 'Last 90 days', seconds: 90 * 86_400 },
] as const;

/** The server's filter for a "last seen" choice at `nowSeconds`. */
export function lastSeenFilter(choice: string | undefined, nowSeconds: number): { lastSeenFrom?: number } {
  const c = LAST_SEEN_CHOICES.find((x) => x.id === choice);
  return c ? { lastSeenFrom: nowSeconds - c.seconds } : {};
}

/** One CSV line per contact (the export); the import reads these headers back. */
export function contactCsvRow(c: Contact) {
  return {
    email: c.email,
    name: c.name,
    company: c.company?.name ?? '',
    location: c.location,
    tags: c.tags.join('; '),
    verified: c.verified ? 'yes' : 'no',
    first_seen: new Date(c.firstSeenAt * 1000).toISOString(),
    last_seen: new Date(c.lastSeenAt * 1000).toISOString(),
    conversations: c.conversationCount,
    ...Object.fromEntries(Object.entries(c.attributes).map(([k, v]) => [`attr_${k}`, String(v)])),
  };
}

export interface PreviewRow {
  line: number;
  email: string;
  name: string;
  company: string;
  errors: string[];
}

/** The import's preview: every parsed record with its line and the errors the server would answer. */
export function importPreview(records: Array<Record<string, unknown>>): PreviewRow[] {
  return records.map((record, i) => {
    const candidate = importCandidate(record);
    let errors: string[] = [];
    try {
      importRowSchema.validateSync(candidate, { abortEarly: false });
    } catch (err) {
      errors = (err as { errors?: string[] }).errors ?? [String(err)];
    }
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return { line: i + IMPORT_FIRST_LINE, email: text(candidate.email), name: text(candidate.name), company: text(candidate.company), errors };
  });
}

export const validRowCount = (rows: PreviewRow[]): number => rows.filter((r) => r.errors.length === 0).length;

/** Server errors by line, for the preview table after an import. */
export const errorsByLine = (errors: ImportRowError[]): Map<number, string[]> => new Map(errors.map((e) => [e.line, e.errors]));
