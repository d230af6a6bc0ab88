// CSAT (spec §3): an agent asks for feedback; the visitor rates 1–5 or cancels.
export const CSAT_LABELS = ['Disappointing', 'Bad', 'Just ok', 'Good', 'Excellent'] as const;
export type CsatRating = 1 | 2 | 3 | 4 | 5;

export function csatLabel(rating: number): string | null {
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? CSAT_LABELS[rating - 1]! : null;
}
