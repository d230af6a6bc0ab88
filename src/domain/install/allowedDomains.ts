// Allowed domains (ours; Intercom calls them trusted domains): the sites that may load a project's widget. An empty
// list lets any site load it. An entry allows that host and its subdomains; what an admin pastes (a URL, a port, a
// leading "*.") is reduced to the host. Shared by the install page's form and the visitor API's check.
import { parse } from 'tldts';
import * as yup from 'yup';

export const ALLOWED_DOMAINS_MAX = 50;

export const ALLOWED_DOMAINS_MSG = {
  invalid: 'Enter a domain such as example.com',
  tooMany: `At most ${ALLOWED_DOMAINS_MAX} domains`,
  publicSuffix: (domain: string) => `${domain} is a public suffix: it would allow every website under it. Enter your own domain, such as example.com`,
  refused: 'This website is not allowed to load the Parley widget. Add its domain to the allowed domains in Settings → Widget.',
} as const;

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Is this host a public suffix (com, co.uk, github.io…), which would allow every site under it? Judged by the Public
 * Suffix List, private entries included (github.io hosts strangers' sites). IP addresses and localhost name one host.
 */
export function isPublicSuffix(host: string): boolean {
  if (host === 'localhost') return false;
  const p = parse(host, { allowPrivateDomains: true });
  return !p.isIp && p.domain === null;
}

/** "https://*.Shop.example.com:8443/path" -> "shop.example.com". */
export function normalizeDomain(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d*$/, '')
    .replace(/^\*\./, '')
    .replace(/\.$/, '');
}

export const allowedDomainsSchema = yup.object({
  domains: yup
    .array(
      yup
        .string()
        .transform((v: unknown) => (typeof v === 'string' ? normalizeDomain(v) : v))
        .required(ALLOWED_DOMAINS_MSG.invalid)
        .matches(HOST, ALLOWED_DOMAINS_MSG.invalid)
        .test('not-public-suffix', ({ value }: { value?: string }) => ALLOWED_DOMAINS_MSG.publicSuffix(value ?? ''), (v) => !v || !isPublicSuffix(v)),
    )
    .max(ALLOWED_DOMAINS_MAX, ALLOWED_DOMAINS_MSG.tooMany)
    .transform((v: unknown) => (Array.isArray(v) ? [...new Set(v.map((d) => (typeof d === 'string' ? normalizeDomain(d) : d)))] : v))
    .required()
    .default([]),
});
export type AllowedDomains = yup.InferType<typeof allowedDomainsSchema>;

/** The host of the page the widget runs on: the request's Origin, else its Referer; null when neither is a URL. */
export function pageHost(origin: string | undefined, referer: string | undefined): string | null {
  for (const v of [origin, referer]) {
    if (!v || v === 'null') continue;
    try {
      return new URL(v).hostname.toLowerCase();
    } catch {
      // not a URL: try the next header
    }
  }
  return null;
}

/** May a page on this host load the widget? Any host when the list is empty; an unknown host only then. */
export function hostAllowed(host: string | null, domains: readonly string[]): boolean {
  if (domains.length === 0) return true;
  if (!host) return false;
  return domains.some((d) => host === d || host.endsWith(`.${d}`));
}

/** The stored JSON text, read defensively (a missing or broken value allows any site, as before the column). */
export function parseAllowedDomains(text: string | null | undefined): string[] {
  try {
    const v: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(v) ? v.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}
