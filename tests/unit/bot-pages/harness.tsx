// Renders the bot pages as the app mounts them (AdminContext with the real dataProvider, memory router, the
// signed-in session with its plan and permissions), against a stubbed fetch: a small fake of app/settings/bot
// that keeps what it is sent, the flows list and (empty) audiences.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import type { PermissionTree } from '../../../src/domain/permissions';
import { BOT_DEFAULTS, BOT_MSG, type BotSettings } from '../../../src/domain/settings/bot';
import { ConfigGate } from '../../../src/custom/routing/ConfigContext';
import { SessionContext } from '../../../src/ui/session/SessionContext';
import { BotIntegrationsPage, BotPage, BotSettingsPage } from '../../../src/custom/bot';
import { DEFAULT_CONFIG } from '../../../src/providers/config';
import { dataProvider } from '../../../src/providers/dataProvider';
import { locationText, session, stubApi, type FlowRow, type Route as ApiRoute } from '../bot-builder/harness';

export { locationText };

/** A fake app/settings/bot (GET answers what was last PUT) plus the flows list. */
export function botServer(opts: { saved?: Partial<BotSettings>; flows?: FlowRow[]; extra?: Record<string, ApiRoute> } = {}) {
  let doc: BotSettings = { ...BOT_DEFAULTS, ...opts.saved };
  const flows = opts.flows ?? [];
  const calls = stubApi({
    'GET /app/settings/bot': () => ({ json: doc }),
    'PUT /app/settings/bot': (body) => {
      doc = body as BotSettings;
      return { json: { ...doc, message: BOT_MSG.settingsUpdated } };
    },
    'GET /app/flows': { json: flows, headers: { 'Content-Range': `flows 0-${Math.max(0, flows.length - 1)}/${flows.length}` } },
    // The overview reads the audiences to tell which flow greets everyone; none here, so a flow without one does.
    'GET /app/audiences': { json: [], headers: { 'Content-Range': 'audiences 0-0/0' } },
    ...opts.extra,
  });
  return { calls, saved: () => doc };
}

export function renderBot(path: string, opts: { features?: readonly string[]; permissions?: PermissionTree } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ConfigGate load={async () => DEFAULT_CONFIG}>
        <AdminContext dataProvider={dataProvider} store={memoryStore()} queryClient={queryClient}>
          <SessionContext.Provider value={session(opts.features, opts.permissions)}>
            <Routes>
              <Route path="/bot" element={<BotPage />} />
              <Route path="/bot/settings" element={<BotSettingsPage />} />
              <Route path="/bot/integrations" element={<BotIntegrationsPage />} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
            <LocationProbe />
          </SessionContext.Provider>
        </AdminContext>
      </ConfigGate>
    </MemoryRouter>,
  );
}

function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}
