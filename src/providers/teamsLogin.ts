// A Teams-only chat session (spec §2, §6): the Teams tab opens the dashboard with chat_only=true and the Teams
// identifiers; POST app/login/msteams exchanges them for a token kept apart from the normal login token.
import { API, type LoginResponse } from '../domain/api';
import type { TeamsSession } from '../domain/navigation';
import { httpClient } from './httpClient';
import { forgetProfile, setTeamsOnlyToken } from './session';

let inflight: { key: string; promise: Promise<LoginResponse> } | null = null;

/** Sign the Teams session in (one request at a time per session); a failure has shown its toast and rejects. */
export function teamsLogin(session: TeamsSession): Promise<LoginResponse> {
  const body = {
    tenantId: session.tenant,
    teamId: session.group,
    channelId: session.channelId,
    userObjectId: session.userObjectId,
  };
  const key = JSON.stringify(body);
  if (inflight?.key === key) return inflight.promise;
  const promise = httpClient<LoginResponse>(API.loginMsTeams, { method: 'POST', auth: false, body })
    .then(({ json }) => {
      forgetProfile(); // the permissions cached by another sign-in are not this identity's
      setTeamsOnlyToken(json.token);
      return json;
    })
    .finally(() => {
      if (inflight?.key === key) inflight = null;
    });
  inflight = { key, promise };
  return promise;
}
