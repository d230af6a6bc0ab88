// Spec §2 and §6: a Teams-only chat session signs in through POST app/login/msteams and keeps its own token;
// chat-only mode is readable by later pages.
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { TeamsGate } from '../../../src/custom/routing/TeamsGate';
import { useChatOnly } from '../../../src/custom/routing/useChatOnly';
import { STORAGE_KEYS } from '../../../src/domain/constants';
import { bridgeRouter } from '../../../src/providers/appLocation';
import { DEFAULT_CONFIG, setConfig } from '../../../src/providers/config';
import { getNotificationState, resetNotifications } from '../../../src/providers/notifications';
import { RouterBridge } from '../../../src/custom/routing/RouterBridge';

const fetchMock = vi.fn<typeof fetch>();
const TEAMS_QUERY =
  '?chat_only=true&tenant=tenant-1&group=team-9&channelId=19%3Achan&userObjectId=user-3' +
  '&subEntityId=%7B%22channelId%22%3A%2219%3Achan%22%2C%22visitorId%22%3A%22v-1%22%7D';

function ChatOnlyFlag() {
  const { search } = useLocation();
  return (
    <>
      <p>{useChatOnly() ? 'chat only' : 'full dashboard'}</p>
      <p data-testid="query">{search}</p>
    </>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouterBridge />
      <TeamsGate>
        <ChatOnlyFlag />
      </TeamsGate>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  resetNotifications();
  setConfig(DEFAULT_CONFIG);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  bridgeRouter(null, null);
});

describe('Teams-only session', () => {
  it('signs in with the Teams identifiers and the tab SSO token, keeps the token apart and drops the SSO token from the address', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ token: 'teams-tok', user: { userId: 3 } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderAt(`/inbox${TEAMS_QUERY}&token=sso-jwt`);
    expect(await screen.findByText('chat only')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer sso-jwt');
    await waitFor(() => expect(screen.getByTestId('query').textContent).not.toContain('token='));
    expect(screen.getByTestId('query').textContent).toContain('chat_only=true');
    expect(String(url)).toBe('/app/login/msteams');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      tenantId: 'tenant-1',
      teamId: 'team-9',
      channelId: '19:chan',
      userObjectId: 'user-3',
    });
    expect(localStorage.getItem(STORAGE_KEYS.teamsOnlyToken)).toBe('teams-tok');
    expect(localStorage.getItem(STORAGE_KEYS.loginToken)).toBeNull();
  });

  it('shows an error toast when the Teams sign-in fails, then starts signed out', async () => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ errMessage: { errorMsg: 'Unknown Teams tenant' } }), { status: 400 }),
    );
    renderAt(`/inbox${TEAMS_QUERY}`);
    expect(await screen.findByText('chat only')).toBeInTheDocument();
    await waitFor(() =>
      expect(getNotificationState().toasts.map((t) => t.message)).toEqual(['Unknown Teams tenant']),
    );
    expect(localStorage.getItem(STORAGE_KEYS.teamsOnlyToken)).toBeNull();
  });

  it('prefers the Teams SDK token when the hosting page loaded the SDK', async () => {
    vi.stubGlobal('microsoftTeams', { authentication: { getAuthToken: async () => 'sdk-jwt' } });
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ token: 'teams-tok', user: { userId: 3 } }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    renderAt(`/inbox${TEAMS_QUERY}&token=query-jwt`);
    expect(await screen.findByText('chat only')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer sdk-jwt');
  });

  it('does nothing outside a Teams session', async () => {
    renderAt('/inbox?tab=1');
    expect(await screen.findByText('full dashboard')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
