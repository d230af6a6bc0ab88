// A notice to a webhook at a provider's own host, sent where the settings point that provider: `<P>_API_URL`
// replaces all of a provider's hosts with one base (a proxy, or the bundled fake in demo mode and tests), webhooks
// included. Each provider's folder says which hosts are its webhooks' (its notice sender); this part names none.

/** The webhook's address on the configured base: unchanged while the provider's API base is its real one. */
export function webhookOnBase(url: string, apiBase: string, realApi: string): string {
  const u = new URL(url);
  return apiBase === realApi ? url : `${apiBase}${u.pathname}${u.search}`;
}

/** POSTs the payload as JSON; the provider's own `accepted` reads its answer (some say 200 with a refusal). */
export async function postWebhook(fetchImpl: typeof fetch, url: string, payload: unknown, accepted: (body: string) => boolean): Promise<void> {
  const res = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(10_000),
    redirect: 'error',
  });
  const body = await res.text();
  if (!res.ok || !accepted(body)) throw new Error(`webhook answered ${res.status}: ${body.slice(0, 200)}`);
}
