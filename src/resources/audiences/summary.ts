// A one-line description of an audience for its list row: '2 groups (AND) · 5 rules · 1 trigger'.
import type { Audience } from '../../domain/audience/model';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function audienceSummary(a: Pick<Audience, 'groups' | 'groupsConjunction' | 'triggers'>): string {
  const groups = a.groups ?? [];
  const rules = groups.reduce((n, g) => n + (g.rules?.length ?? 0), 0);
  const parts = [
    groups.length > 1 ? `${plural(groups.length, 'group')} (${a.groupsConjunction === 'OR' ? 'OR' : 'AND'})` : null,
    plural(rules, 'rule'),
    plural((a.triggers ?? []).length, 'trigger'),
  ];
  return parts.filter(Boolean).join(' · ');
}
