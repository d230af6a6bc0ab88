// Outbound requests to addresses Parley did not configure itself: a base URL an admin types, a host made from a
// typed name (a subdomain or organization: credentialIsHostLabel) or one a provider hands back (an instance URL, an
// API domain, a pod). Such a request is https only and may reach only public addresses: the check runs
// on the IP the socket actually connects to (a lookup hook), so a name that resolves differently a second later
// (DNS rebinding) cannot switch it to an internal one, and every redirect hop is checked again. The bundled fakes
// stay reachable through one explicit setting (OUTBOUND_ALLOW_HOSTS, host:port entries) that the demo and the tests
// set. A refusal, an unreachable host and a closed port all read the same to the caller, so the answer is no port
// scanner.
import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { BlockList } from 'node:net';

/** Any refusal or failure of an outbound request, without the reason (logged by the caller at most). */
export class OutboundRefused extends Error {
  constructor(readonly reason: string) {
    super('The address could not be reached');
  }
}

// One list per family: Node matches an IPv4 address against IPv6 rules through its mapped form, so a single list
// with ::ffff:0:0/96 in it would block every IPv4 address.
const BLOCKED_V4 = new BlockList();
const BLOCKED_V6 = new BlockList();
for (const [net4, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (and Alibaba's metadata, 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local: the cloud metadata services (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  BLOCKED_V4.addSubnet(net4, prefix, 'ipv4');
for (const [net6, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['::ffff:0:0', 96], // IPv4-mapped: would reach the IPv4 address inside
  ['64:ff9b::', 96], // NAT64 well-known prefix: likewise
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo...)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  BLOCKED_V6.addSubnet(net6, prefix, 'ipv6');

/** True for an address on the public internet; false for loopback, private, link-local, CGNAT, metadata... */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '');
  const family = net.isIP(bare);
  if (family === 0) return false;
  return family === 4 ? !BLOCKED_V4.check(bare, 'ipv4') : !BLOCKED_V6.check(bare, 'ipv6');
}

export interface OutboundPolicy {
  /** host:port entries reachable over http and at any address (the bundled fakes in the demo and the tests). */
  allowHosts: readonly string[];
  /** Largest answer read, in bytes (provider JSON is small; this bounds what a hostile host can make us hold). */
  maxBytes?: number;
  /** Default time limit when the caller gives no signal. */
  timeoutMs?: number;
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };
const hostKey = (url: URL) => `${url.hostname.toLowerCase()}:${url.port || DEFAULT_PORT[url.protocol] || ''}`;

/** Parses OUTBOUND_ALLOW_HOSTS ("127.0.0.1:4010,fakes.internal:8080" or full URLs) into host:port entries. */
export function parseAllowHosts(value: string | undefined | readonly string[]): string[] {
  const items = typeof value === 'string' ? value.split(',') : (value ?? []);
  return items
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => hostKey(new URL(/^[a-z]+:\/\//i.test(s) ? s : `http://${s}`)));
}

/** Whether `url`'s host:port is on the allow-list (plain http and any address are allowed there). */
export function allowListed(allowHosts: readonly string[]): (url: URL) => boolean {
  const allowed = new Set(parseAllowHosts(allowHosts));
  return (url) => allowed.has(hostKey(url));
}

/** The lookup the socket uses: every address the name resolves to must be public, or the connection is refused. */
function publicLookup(hostname: string, options: dns.LookupOptions, callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(new OutboundRefused(`lookup failed: ${err.code ?? err.message}`), '');
    const list = addresses as LookupAddress[];
    if (!list.length || list.some((a) => !isPublicAddress(a.address))) return callback(new OutboundRefused(`${hostname} resolves to a non-public address`), '');
    if (options.all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}

export type OutboundFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

/**
 * A fetch for untrusted addresses. Redirects: 'manual' hands the 3xx back; otherwise up to five hops are followed,
 * each checked like the first ('error' refuses them).
 */
export function outboundFetch(policy: OutboundPolicy): OutboundFetch {
  const allowed = new Set(parseAllowHosts(policy.allowHosts));
  const maxBytes = policy.maxBytes ?? 5 * 1024 * 1024;
  const timeoutMs = policy.timeoutMs ?? 30_000;

  return async function send(input, init = {}) {
    let url = new URL(String(input));
    let method = (init.method ?? 'GET').toUpperCase();
    let body = bodyOf(init.body);
    const headers = new Headers(init.headers);
    const signal = init.signal ?? AbortSignal.timeout(timeoutMs);
    for (let hop = 0; ; hop++) {
      const res = await once(url, method, headers, body, signal);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status > 399 || !location || init.redirect === 'manual') return res;
      if (init.redirect === 'error' || hop >= 5) throw new OutboundRefused('redirect not followed');
      await res.body?.cancel();
      url = new URL(location, url);
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
        headers.delete('content-type');
      }
    }
  };

  function once(url: URL, method: string, headers: Headers, body: Buffer | undefined, signal: AbortSignal): Promise<Response> {
    const trusted = allowed.has(hostKey(url));
    if (url.protocol !== 'https:' && !(trusted && url.protocol === 'http:')) return Promise.reject(new OutboundRefused(`${url.protocol} is not allowed`));
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (!trusted && net.isIP(literal) && !isPublicAddress(literal)) return Promise.reject(new OutboundRefused('non-public address'));
    const lib = url.protocol === 'https:' ? https : http;
    return new Promise<Response>((resolve, reject) => {
      const req = lib.request(
        url,
        {
          method,
          headers: { ...Object.fromEntries(headers), ...(body ? { 'content-length': String(body.length) } : {}) },
          signal,
          agent: false,
          ...(trusted ? {} : { lookup: publicLookup as unknown as net.LookupFunction }),
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            size += c.length;
            if (size > maxBytes) req.destroy(new OutboundRefused('answer too large'));
            else chunks.push(c);
          });
          res.on('error', (err) => reject(err instanceof OutboundRefused ? err : new OutboundRefused(err.message)));
          res.on('end', () => {
            const status = res.statusCode ?? 502;
            const out = new Headers();
            for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) for (const one of Array.isArray(v) ? v : [v]) out.append(k, one);
            const nullBody = status === 204 || status === 205 || status === 304 || method === 'HEAD';
            resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: out }));
          });
        },
      );
      req.on('error', (err) => reject(err instanceof OutboundRefused ? err : new OutboundRefused(err.message)));
      req.end(body);
    });
  }
}

function bodyOf(body: RequestInit['body']): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof Uint8Array) return Buffer.from(body);
  throw new TypeError('outbound requests take string, URLSearchParams or byte bodies');
}

/**
 * One fetch for a provider's calls: addresses from Parley's own configuration (the operator's provider settings)
 * go out as they are; any other address (typed by an admin or handed back by a provider) goes through `outbound`.
 */
export function routedFetch(configured: readonly string[], direct: typeof fetch, outbound: OutboundFetch): typeof fetch {
  const origins = new Set(configured.filter((u) => !u.includes('{')).map((u) => new URL(u).origin));
  return ((input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return origins.has(url.origin) ? direct(input, init) : outbound(url, init);
  }) as typeof fetch;
}
