// The signed single-use states of connects in progress: made when an admin clicks Connect, checked and spent when
// the provider's callback comes back (signature, expiry, single use, the kind, the browser that started it, the
// caller's project and, for a calendar, the agent), and for a provider that returns to our server holding the code
// until the dashboard asks for the token (for an admin-consent one, the signed-in admin's tenant until the consent's
// callback).
import type { Repositories } from '../db/repositories/index';
import type { OAuthStateRow } from '../db/repositories/integrations';
import { INTEGRATIONS, kindOfService, type CallbackService, type IntegrationKind } from '../../src/domain/integrations/kinds';
import { INTEGRATION_MSG } from '../../src/domain/integrations/messages';
import { parseCallbackState } from '../../src/domain/integrations/rules';
import { badRequest } from '../lib/apiError';
import { nowSeconds } from '../lib/clock';
import { isPersonal } from './connectionRows';
import type { TokenCipher } from './crypto';
import { boundTo, newIntegrationKey, verifyIntegrationKey, type SignedKey } from './oauthState';

export const tryAgain = () => badRequest(INTEGRATION_MSG.tryAgain);

type Caller = { projectId: number; userId?: number };

export class CallbackStates {
  constructor(
    private readonly repos: Repositories,
    private readonly cipher: TokenCipher,
  ) {}

  /** A new state for this caller's connect of `kind` from the browser holding `browserBinding`: its signed key. */
  async open(caller: { projectId: number; userId: number }, kind: IntegrationKind, credential: string | null, browserBinding: string): Promise<{ key: string; nonce: string }> {
    const signed = newIntegrationKey(this.cipher, kind, nowSeconds(), browserBinding);
    await this.repos.integrations.createState({
      nonce: signed.nonce,
      project_id: caller.projectId,
      user_id: caller.userId,
      kind,
      credential,
      pending_code: null,
      expires_at: signed.expiresAt,
      used_at: null,
    });
    return { key: signed.key, nonce: signed.nonce };
  }

  /**
   * Who started the connect a callback completes: the project and user its signed state was made for, read without
   * spending it. Null for a state the callback would refuse (forged, expired, used, another kind's). The audit's
   * actor for a callback that carries no session (callbackWithoutSession) (server/services/audit/targets.ts).
   */
  async starter(service: CallbackService, body: { state?: unknown; integrationKey?: unknown }): Promise<{ projectId: number; userId: number } | null> {
    const kind = kindOfService(service);
    const parsed = parseCallbackState(typeof body.state === 'string' ? body.state : null);
    const key = (typeof body.integrationKey === 'string' && body.integrationKey) || parsed?.integrationKey;
    const found = key ? await this.valid(kind, key) : null;
    return found && found.row.used_at === null ? { projectId: found.row.project_id, userId: found.row.user_id } : null;
  }

  /**
   * Verifies and spends a state: forged, expired, replayed, another kind's, another project's or another browser's
   * → 'try again'.
   */
  async claim(kind: IntegrationKind, integrationKey: string, caller: Caller | null, browserBinding: string | null): Promise<OAuthStateRow> {
    const found = await this.valid(kind, integrationKey);
    if (!found || !boundTo(found.signed, browserBinding) || (caller && found.row.project_id !== caller.projectId)) throw tryAgain();
    const { signed, row } = found;
    // A calendar is the agent's own: another agent of the project cannot complete it into their account.
    if (isPersonal(kind) && caller?.userId !== undefined && row.user_id !== caller.userId) throw tryAgain();
    if (!(await this.repos.integrations.useState(signed.nonce, nowSeconds()))) throw tryAgain();
    return row;
  }

  /** A holdsCode provider came back to our server: hold the code and send the browser to /verify/<service>. */
  async holdCode(kind: IntegrationKind, query: { code?: string; state?: string; error?: string }, browserBinding: string | null): Promise<string> {
    const screen = `/verify/${INTEGRATIONS[kind].service}`;
    const fail = (status: string) => `${screen}?${new URLSearchParams({ code: '400', status })}`;
    const parsed = parseCallbackState(query.state);
    if (!parsed) return fail('invalid_state');
    const signed = verifyIntegrationKey(this.cipher, kind, parsed.integrationKey);
    if (!signed || signed.expiresAt < nowSeconds() || !boundTo(signed, browserBinding)) return fail('invalid_state');
    if (query.error || !query.code) return fail(query.error ?? 'missing_code');
    if (!(await this.repos.integrations.useState(signed.nonce, nowSeconds()))) return fail('invalid_state');
    await this.repos.integrations.holdCode(signed.nonce, query.code);
    return `${screen}?${new URLSearchParams({ code: '200', status: 'authorized' })}`;
  }

  /**
   * An admin-consent kind, between the admin's sign-in and the consent: the state (unspent, from this browser) the
   * sign-in came back with, or null. `hold` then keeps the tenant its ID token names on the state's row.
   */
  async adminSignIn(kind: IntegrationKind, state: string | undefined, browserBinding: string | null): Promise<{ signed: SignedKey; row: OAuthStateRow; hold(tenant: string): Promise<void> } | null> {
    const parsed = parseCallbackState(state);
    const found = parsed ? await this.valid(kind, parsed.integrationKey) : null;
    if (!found || found.row.used_at !== null || found.row.pending_code !== null || !boundTo(found.signed, browserBinding)) return null;
    return { ...found, hold: (tenant) => this.repos.integrations.holdCode(found.signed.nonce, `tenant:${tenant}`) };
  }

  /** A state's row when its key is well signed for this kind, unexpired and known; null otherwise. */
  private async valid(kind: IntegrationKind, integrationKey: string) {
    const signed = verifyIntegrationKey(this.cipher, kind, integrationKey);
    if (!signed || signed.expiresAt < nowSeconds()) return null;
    const row = await this.repos.integrations.findState(signed.nonce);
    return row && row.kind === kind ? { signed, row } : null;
  }
}
