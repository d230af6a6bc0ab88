// A provider's token endpoint as Parley calls it: a provider that does not answer is given up on in time (a renewal
// holds its connection's lease meanwhile), and a refusal comes back in the provider's own words.
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../../server/plugins/errors';
import { integrationSettings } from '../../../server/integrations/settings';
import { TokenEndpoint } from '../../../server/integrations/tokenEndpoint';

const warnings: string[] = [];
const log = { warn: (_o: unknown, msg: string) => void warnings.push(msg), info: () => undefined } as unknown as FastifyBaseLogger;
const settings = integrationSettings({}, 'http://fakes.test');
const redirect = () => 'http://parley.test/verify/eloqua';
/** The fakes' host is on the outbound allow-list, as the demo and the test support set it. */
const fakesAllowed = (url: URL) => url.host === 'fakes.test';

describe('TokenEndpoint', () => {
  it('gives up on a token endpoint that does not answer, as unreachable', async () => {
    let aborted = false;
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init!.signal!.addEventListener('abort', () => {
          aborted = true;
          reject(init!.signal!.reason as Error);
        });
      });
    const endpoint = new TokenEndpoint(settings, redirect, log, hanging, 50, fakesAllowed);
    const refusal = await endpoint.refresh('eloqua', {}, 'rt').catch((err: unknown) => err);
    expect(aborted).toBe(true);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).message).toBe('Eloqua could not be reached. Please try again');
    expect(warnings).toContain('token endpoint unreachable');
  });

  it("passes on the provider's refusal in its own words, with Basic client auth for Eloqua", async () => {
    let seen: RequestInit | undefined;
    const refusing: typeof fetch = async (_url, init) => {
      seen = init;
      return new Response(JSON.stringify({ error: 'invalid_grant', error_description: 'The refresh token is invalid or revoked' }), { status: 400, headers: { 'content-type': 'application/json' } });
    };
    const endpoint = new TokenEndpoint(settings, redirect, log, refusing, undefined, fakesAllowed);
    await expect(endpoint.refresh('eloqua', {}, 'rt')).rejects.toThrow('The refresh token is invalid or revoked');
    expect(new Headers(seen!.headers).get('authorization')).toMatch(/^Basic /);
    expect(JSON.parse(seen!.body as string)).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'rt' });
  });

  it('never sends a grant to a plain-http token endpoint off the allow-list (oauth4webapi refuses it)', async () => {
    let called = false;
    const answering: typeof fetch = async () => {
      called = true;
      return new Response(JSON.stringify({ access_token: 'at', token_type: 'bearer' }), { headers: { 'content-type': 'application/json' } });
    };
    const endpoint = new TokenEndpoint(settings, redirect, log, answering);
    await expect(endpoint.refresh('hubspot', {}, 'rt')).rejects.toThrow('HubSpot could not be reached. Please try again');
    expect(called).toBe(false);
    const allowed = new TokenEndpoint(settings, redirect, log, answering, undefined, fakesAllowed);
    await expect(allowed.refresh('hubspot', {}, 'rt')).resolves.toMatchObject({ accessToken: 'at' });
  });

  it("reads Slack's bot token type and its HTTP 200 refusals in Slack's words", async () => {
    const answers = [
      { ok: true, access_token: 'xoxb-1', token_type: 'bot', team: { id: 'T1', name: 'Acme' } },
      { ok: false, error: 'invalid_code' },
    ];
    const slack: typeof fetch = async () => new Response(JSON.stringify(answers.shift()), { headers: { 'content-type': 'application/json' } });
    const endpoint = new TokenEndpoint(settings, redirect, log, slack, undefined, fakesAllowed);
    await expect(endpoint.exchangeCode('slack', 'c', {})).resolves.toMatchObject({ accessToken: 'xoxb-1', meta: { team: { name: 'Acme' } } });
    await expect(endpoint.exchangeCode('slack', 'c', {})).rejects.toThrow('invalid_code');
  });
});
