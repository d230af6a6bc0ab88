// Small helpers the provider folders share to build authorize URLs and read provider JSON.
import type { AuthorizeContext } from './provider';

export const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
export const str = (v: unknown) => (typeof v === 'string' ? v : '');
export const rec = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
/** Puts a typed value into a host template (https://{domain}.example.com). */
export const sub = (base: string, key: string, value: string | null) => base.replace(`{${key}}`, encodeURIComponent(value ?? ''));

/** An authorization-code URL at `authBase + path`, with PKCE when the context carries a challenge. */
export function codeAuthorize(path: string, extra: (ctx: AuthorizeContext) => Record<string, string> = () => ({})) {
  return (ctx: AuthorizeContext, scopes: readonly string[], sep = ' ') =>
    `${ctx.settings.authBase}${path}?${q({
      response_type: 'code',
      client_id: ctx.settings.clientId,
      redirect_uri: ctx.redirectUri,
      scope: scopes.join(sep),
      state: ctx.state,
      ...(ctx.codeChallenge ? { code_challenge: ctx.codeChallenge, code_challenge_method: 'S256' } : {}),
      ...extra(ctx),
    })}`;
}
