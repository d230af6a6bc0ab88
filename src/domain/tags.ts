// Tags (spec §3): the Blocked tag is fixed — one per project, identified by its key, never renamed or deleted.
export const BLOCKED_TAG = { key: 'blocked', name: 'Blocked' } as const;

export interface TagView {
  id: number;
  name: string;
  /** Set on fixed tags (the Blocked tag). */
  key: string | null;
}

export const isFixedTag = (t: Pick<TagView, 'key'>) => t.key !== null;

/** Toast after blocking or unblocking (spec §8): '{name} is blocked' / 'is unblocked', with 'from {company}'. */
export function blockToast(name: string, company: string | null, blocked: boolean): string {
  const who = name.trim() || 'Site visitor';
  return `${who} is ${blocked ? 'blocked' : 'unblocked'}${company ? ` from ${company}` : ''}`;
}
