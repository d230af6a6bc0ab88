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
    const endpoint = new TokenEndpoint(settings, redirect, log, hanging, 50);
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
    const endpoint = new TokenEndpoint(settings, redirect, log, refusing);
    await expect(endpoint.refresh('eloqua', {}, 'rt')).rejects.toThrow('The refresh token is invalid or revoked');
    expect((seen!.headers as Record<string, string>).authorization).toMatch(/^Basic /);
    expect(JSON.parse(seen!.body as string)).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'rt' });
  });
});
