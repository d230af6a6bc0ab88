// After signing in, the signed-in gate must not act on the failed session check it cached while signed out.
import { act, screen, waitFor } from '@testing-library/react';
import { inboxOnlyPermissionTree } from '../../../src/domain/permissions';
import { navigateTo } from '../../../src/providers/appLocation';
import { fakeAuthProvider, renderApp } from './helpers';

describe('signing in', () => {
  it('goes from /login to the page asked for without bouncing back to /login', { timeout: 15_000 }, async () => {
    let signedIn = false;
    const auth = fakeAuthProvider(inboxOnlyPermissionTree());
    auth.checkAuth = vi.fn(async () => {
      if (!signedIn) throw { redirectTo: '/login?redirectUrl=%2Finbox', message: false };
    });
    renderApp({ path: '/inbox', authProvider: auth });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?redirectUrl=%2Finbox'));
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(screen.getByTestId('location').textContent ?? ''));
    observer.observe(screen.getByTestId('location'), { childList: true, characterData: true, subtree: true });
    signedIn = true;
    act(() => navigateTo('/inbox'));
    expect(await screen.findByRole('heading', { name: 'Inbox' }, { timeout: 15_000 })).toBeInTheDocument();
    observer.disconnect();
    expect(seen.filter((l) => l.startsWith('/login'))).toEqual([]);
  });
});
