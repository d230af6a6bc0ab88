// A Teams-only chat session (spec §2, §6): the Teams tab opens the dashboard with chat_only=true and the Teams
// identifiers; POST app/login/msteams exchanges them for a token kept apart from the normal login token. The ids
// alone prove nothing: the call carries the tab's Teams SSO token (`Authorization: Bearer`), whose tenant and user
// the server checks against them. The token comes from the Teams JS SDK when the page hosting the tab loaded it
// (microsoftTeams.authentication.getAuthToken), else from a `token` query value the tab's URL carries.
import { API, type LoginResponse } from '../domain/api';
import type { TeamsSession } from '../domain/navigation';
import { restClient } from './httpClient';
import { forgetProfile, setTeamsOnlyToken } from './session';

interface TeamsSdk {
  authentication?: { getAuthToken?: (request?: object) => Promise<string> };
}

/** The tab's SSO token: the Teams SDK's, else the query's `token`; null when neither is there. */
export async function teamsSsoToken(search: string): Promise<string | null> {
  const sdk = (globalThis as { microsoftTeams?: TeamsSdk }).microsoftTeams;
  if (sdk?.authentication?.getAuthToken) {
    try {
      return await sdk.authentication.getAuthToken();
    } catch {
      /* outside Teams or consent missing: fall back to the query */
    }
  }
  return new URLSearchParams(search).get('token') || null;
}

let inflight: { key: string; promise: Promise<LoginResponse> } | null = null;

/** Sign the Teams session in (one request at a time per session); a failure has shown its toast and rejects. */
export function teamsLogin(session: TeamsSession, ssoToken: string | null): Promise<LoginResponse> {
  const body = {
    tenantId: session.tenant,
    teamId: session.group,
    channelId: session.channelId,
    userObjectId: session.userObjectId,
  };
  const key = JSON.stringify({ body, ssoToken });
  if (inflight?.key === key) return inflight.promise;
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (ssoToken) headers.set('Authorization', `Bearer ${ssoToken}`);
  const promise = restClient(`/${API.loginMsTeams}`, { method: 'POST', body: JSON.stringify(body), headers })
    .then(({ json }) => {
      const answer = json as LoginResponse;
      forgetProfile(); // the permissions cached by another sign-in are not this identity's
      setTeamsOnlyToken(answer.token);
      return answer;
    })
    .finally(() => {
      if (inflight?.key === key) inflight = null;
    });
  inflight = { key, promise };
  return promise;
}
