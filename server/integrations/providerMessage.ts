// Apart from the token endpoint so that a provider's own client (a bot, a webhook) reads its errors without importing
// the token endpoint, which asks the provider list: the list must not import back what imports it.

/** A provider's error text from its own error JSON shapes (OAuth, { ok:false, error }, arrays, { errors: [...] }, message). */
export function providerMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  if (Array.isArray(body)) return providerMessage(body[0]);
  const b = body as Record<string, unknown>;
  const s = (v: unknown) => (typeof v === 'string' && v ? v : null);
  if (Array.isArray(b.errors) && b.errors.length) return providerMessage(b.errors[0]);
  return s(b.error_description) ?? s(b.message) ?? s(b.error) ?? s(b.description) ?? null;
}
