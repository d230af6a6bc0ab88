import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { API } from '../../../src/domain/api';
import { MSG } from '../../../src/domain/messages';
import { VerifyEmailPage } from '../../../src/custom/auth';
import { VERIFIED_REDIRECT_MS } from '../../../src/custom/auth/model';
import { callsTo, fail, ok, renderPage, stubApi } from './harness';

afterEach(() => vi.unstubAllGlobals());

describe('VerifyEmailPage', () => {
  it('verifies the token once (even under StrictMode), says so and moves on to sign in', async () => {
    const calls = stubApi({ [`POST /${API.verifyEmail}`]: ok('verified') });
    const { location } = renderPage(
      <StrictMode>
        <VerifyEmailPage />
      </StrictMode>,
      '/verify?token=abc123',
    );

    expect(await screen.findByText(MSG.emailVerified)).toBeInTheDocument();
    expect(callsTo(calls, API.verifyEmail).map((c) => c.body)).toEqual([{ token: 'abc123' }]);
    expect(screen.getByRole('link', { name: MSG.continueToSignIn })).toHaveAttribute('href', '/login');
    expect(location().pathname).toBe('/verify');

    // after a short moment to read the message
    await waitFor(() => expect(location().pathname).toBe('/login'), { timeout: VERIFIED_REDIRECT_MS + 1500 });
  }, 10_000);

  it("shows the server's message for a bad token, with ways on", async () => {
    stubApi({ [`POST /${API.verifyEmail}`]: fail(400, 'This verification link has expired') });
    const { location } = renderPage(<VerifyEmailPage />, '/verify?token=stale');
    expect(await screen.findByText('This verification link has expired')).toBeInTheDocument();
    expect(screen.queryByText(MSG.emailVerified)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: MSG.registerLink })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: MSG.signIn })).toHaveAttribute('href', '/login');
    expect(location().pathname).toBe('/verify');
  });

  it('says the link is invalid when it carries no token, without calling the server', () => {
    const calls = stubApi({});
    renderPage(<VerifyEmailPage />, '/verify');
    expect(screen.getByText(MSG.linkInvalid)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
