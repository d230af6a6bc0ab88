// Parent-product variants (spec §1): sales under /sos, marketing under /mos, chosen from the path or the stored
// choice (session storage 'os'); sales is the default. Both themes carry the same values.

export type Variant = 'sales' | 'marketing';

const BY_PREFIX: Record<string, Variant> = { sos: 'sales', mos: 'marketing' };
/** Own keys only: '/constructor' must not find Object.prototype.constructor. */
const byPrefix = (key: string): Variant | undefined => (Object.hasOwn(BY_PREFIX, key) ? BY_PREFIX[key] : undefined);

export interface VariantChoice {
  variant: Variant;
  /** Router basename: '/sos' or '/mos' when the address carries it, '' otherwise. */
  basename: string;
  /** Value to keep in session storage under 'os' (null: keep what is there). */
  store: 'sos' | 'mos' | null;
}

export function detectVariant(pathname: string, stored: string | null | undefined): VariantChoice {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  const fromPath = byPrefix(first);
  if (fromPath) return { variant: fromPath, basename: `/${first}`, store: first as 'sos' | 'mos' };
  const fromStore = stored ? byPrefix(stored.toLowerCase()) : undefined;
  return { variant: fromStore ?? 'sales', basename: '', store: null };
}
