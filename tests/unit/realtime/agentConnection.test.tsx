// AgentConnection (the signed-in layout's realtime client) with a fake client: it holds the agent's own channel,
// the one the server counts as "connected" (src/domain/presence), on every page; the inbox subscribes on that same
// client instead of opening its own, and leaving the inbox keeps it open; the session ending closes it.
import { useEffect, type ReactNode } from 'react';
import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { agentChannel } from '../../../src/domain/channels';
import { InboxDataProvider } from '../../../src/custom/inbox/data';
import { AgentConnection } from '../../../src/custom/realtime/AgentConnection';
import { useSharedRealtime } from '../../../src/custom/realtime/context';
import { SessionContext, type ShellSession } from '../../../src/ui/session/SessionContext';
import type { RealtimeClient, RealtimeSettings } from '../../../src/providers/realtime';
import { buildDetails as buildAppDetails } from '../shell/helpers';
import { FakeAlerts, FakeRealtime, detailsRoute, signedIn, stubApi } from '../inbox-data/harness';
import { OWN_CHANNEL, PROJECT_CHANNEL } from '../inbox-data/builders';

const session = (projectId: number, userId: number): ShellSession => ({
  details: buildAppDetails({ project: { id: projectId, name: 'Acme', ziTenantId: 't' } }, { userId }),
  facts: { flat: {}, isCSUser: false },
  isInsideMSTeams: false,
});

function setup() {
  const opened: Array<{ rt: FakeRealtime; settings: RealtimeSettings }> = [];
  const factory = vi.fn((settings: RealtimeSettings) => {
    const rt = new FakeRealtime();
    opened.push({ rt, settings });
    return rt;
  });
  const seen: Array<RealtimeClient | null | undefined> = [];
  function Probe() {
    const client = useSharedRealtime();
    useEffect(() => void seen.push(client), [client]);
    return null;
  }
  const shell = (s: ShellSession | null, children: ReactNode = <Probe />) => (
    <SessionContext.Provider value={s}>
      <AgentConnection factory={factory}>{children}</AgentConnection>
    </SessionContext.Provider>
  );
  return { opened, factory, seen, shell };
}

beforeEach(() => signedIn());
afterEach(() => vi.unstubAllGlobals());

describe('AgentConnection', () => {
  it('opens one client once signed in, holds the agent channel on it and shares it', async () => {
    const { opened, factory, seen, shell } = setup();
    const view = render(shell(null));
    expect(factory).not.toHaveBeenCalled();
    view.rerender(shell(session(3, 7)));
    await waitFor(() => expect(seen.at(-1)).toBe(opened[0]?.rt));
    expect(factory).toHaveBeenCalledTimes(1);
    expect(opened[0]!.settings.authEndpoint).toMatch(/\/app\/realtime\/auth$/);
    expect(opened[0]!.settings.authHeaders()).toEqual({ Authorization: 'Bearer tok-1' });
    expect([...opened[0]!.rt.handlers.keys()]).toEqual([agentChannel(3, 7)]);

    // Another agent in the same browser: the old connection goes, a new one holds the new agent's channel.
    view.rerender(shell(session(3, 8)));
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(opened[0]!.rt.closed).toBe(true);
    expect(opened[0]!.rt.handlers.size).toBe(0);
    expect([...opened[1]!.rt.handlers.keys()]).toEqual([agentChannel(3, 8)]);

    // Logout unmounts the signed-in layout: the socket closes (the server stops counting the agent).
    view.unmount();
    expect(opened[1]!.rt.closed).toBe(true);
  });

  it('retries a failed agent-channel subscription, but not a refused one', async () => {
    vi.useFakeTimers();
    try {
      const { opened, shell } = setup();
      render(shell(session(3, 7)));
      const { rt } = opened[0]!;
      const channel = agentChannel(3, 7);
      rt.handlers.get(channel)!.onError!({ status: 503 });
      vi.advanceTimersByTime(5000);
      expect(rt.retried).toEqual([channel]);
      rt.handlers.get(channel)!.onError!({ status: 401 });
      vi.advanceTimersByTime(5000);
      expect(rt.retried).toEqual([channel]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the inbox subscribes its channels on the shared client and leaving it keeps the client open', async () => {
    stubApi({ 'GET /app/inbox/details': detailsRoute() });
    const { opened, factory, shell } = setup();
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const withInbox = (inbox: boolean) => (
      <QueryClientProvider client={qc}>
        {shell(
          session(3, 7),
          inbox ? (
            <InboxDataProvider alerts={new FakeAlerts()}>
              <span>inbox</span>
            </InboxDataProvider>
          ) : null,
        )}
      </QueryClientProvider>
    );
    const view = render(withInbox(true));
    await waitFor(() => expect(opened[0]?.rt.handlers.has(PROJECT_CHANNEL)).toBe(true));
    expect(factory).toHaveBeenCalledTimes(1);
    expect(OWN_CHANNEL).toBe(agentChannel(3, 7));
    expect([...opened[0]!.rt.handlers.keys()].sort()).toEqual([OWN_CHANNEL, PROJECT_CHANNEL].sort());

    view.rerender(withInbox(false));
    expect(opened[0]!.rt.closed).toBe(false);
    expect(opened[0]!.rt.handlers.has(PROJECT_CHANNEL)).toBe(false);
    view.unmount();
    expect(opened[0]!.rt.closed).toBe(true);
  });
});
