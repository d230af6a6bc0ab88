// The browser binding cookie of OAuth flows (RFC 9700 §4.7.1): set when Connect is clicked, sent back by the same
// browser with every callback (the dashboard's §7 calls and the providers' redirects to our server), and checked
// against the hash the state carries (oauthState.ts). HTTP-only, SameSite=Lax (a provider's redirect is a top-level
// GET from another site, which Lax lets through), ten minutes like the states, __Host- and Secure over https.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isBrowserBinding, newBrowserBinding, STATE_TTL_SECONDS } from './oauthState';

export const BINDING_COOKIE = 'parley_oauth';
const nameFor = (secure: boolean) => (secure ? `__Host-${BINDING_COOKIE}` : BINDING_COOKIE);

/** The request's binding cookie, or null. */
export function readBinding(req: FastifyRequest, secure: boolean): string | null {
  const name = nameFor(secure);
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return isBrowserBinding(value) ? value : null;
    }
  }
  return null;
}

/** The browser's binding (a new one if it has none), its cookie set or renewed for another ten minutes. Flows
 *  started in one browser share it, so two connects in two tabs both complete. */
export function ensureBinding(req: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const binding = readBinding(req, secure) ?? newBrowserBinding();
  reply.header('set-cookie', `${nameFor(secure)}=${binding}; Max-Age=${STATE_TTL_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
  return binding;
}
