// The dashboard: every page and route of spec §2 in one place. Providers come in as props with defaults, so tests
// and demos swap one in a line. The router (with the variant's basename) wraps <App> in main.tsx.
import { useEffect } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, type AuthProvider, type Store } from 'react-admin';
import type { EnvConfig } from './domain/api';
import { authProvider as defaultAuthProvider } from './providers/authProvider';
import { dashboardStore } from './providers/colorScheme';
import { loadConfigAndObserve as loadEnvConfig } from './providers/observability';
import { dataProvider as defaultDataProvider, type ParleyDataProvider } from './providers/dataProvider';
import { watchNetworkStatus } from './providers/networkStatus';
import { darkTheme, lightTheme } from './providers/theme';
import {
  InvitePage,
  LoginPage,
  PasswordChangePage,
  PasswordResetPage,
  RegisterPage,
  VerifyEmailPage,
} from './custom/auth';
import { IframePage, TeamsSuccessPage } from './custom/public';
import { AdminErrorPage, ErrorPage } from './custom/errors/ErrorPage';
import { NotAuthorizedPage } from './custom/errors/NotAuthorizedPage';
import { NotFoundPage } from './custom/errors/NotFoundPage';
import { AppNotifications } from './custom/layout/AppNotifications';
import { LoadingScreen } from './custom/layout/LoadingScreen';
import { NotificationHost } from './custom/layout/NotificationHost';
import { ShellLayout } from './custom/layout/ShellLayout';
import { CatchAll } from './custom/routing/CatchAll';
import { ConfigGate, useConfig } from './custom/routing/ConfigContext';
import { LazyBoundary } from './ui/routing/lazyPage';
import { BookingPage, BUILT_PAGES, CallbackPage, InboxPage, NotAvailable, RedirectPage } from './custom/routing/pages';
import { RootRedirect } from './custom/routing/RootRedirect';
import { RouterBridge } from './custom/routing/RouterBridge';
import { INTEGRATION_ROUTES, PROJECT_ROUTES } from './custom/routing/routes';
import { SignedIn } from './custom/routing/SignedIn';
import { TeamsGate } from './custom/routing/TeamsGate';
import { audiences } from './resources/audiences';
import { cannedMessages, CANNED_MESSAGES_RESOURCE } from './resources/cannedMessages';
import { customers } from './resources/customers';
import { roles } from './resources/roles';
import { tags } from './resources/tags';
import { teams } from './resources/teams';
import { users } from './resources/users';
import { contacts } from './resources/contacts';
import { companies } from './resources/companies';

/** Routes with a page of their own below; the rest show the "not available yet" page. */
const INBOX_PATHS = new Set(['/inbox', '/inbox/:conversationId']);

export interface AppProps {
  authProvider?: AuthProvider;
  dataProvider?: ParleyDataProvider;
  /** react-admin's store (default: local storage, keeping the light/dark choice through a logout); tests pass memoryStore(). */
  store?: Store;
  /** Loads GET app/env merged over the defaults. */
  loadConfig?: () => Promise<EnvConfig>;
}

function Dashboard({ authProvider, dataProvider, store }: Required<Omit<AppProps, 'loadConfig'>>) {
  const { productName } = useConfig();
  return (
    <Admin
      disableTelemetry
      title={productName}
      authProvider={authProvider}
      dataProvider={dataProvider}
      store={store}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      loginPage={LoginPage}
      layout={ShellLayout}
      catchAll={CatchAll}
      error={AdminErrorPage}
      loading={LoadingScreen}
      notification={AppNotifications}
    >
      {/* Public pages, full screen. /login is the loginPage above. */}
      <CustomRoutes noLayout>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/verify" element={<VerifyEmailPage />} />
        <Route path="/invite" element={<InvitePage />} />
        <Route path="/passwordReset" element={<PasswordResetPage />} />
        <Route path="/passwordChange" element={<PasswordChangePage />} />
        <Route path="/iframe" element={<IframePage />} />
        <Route path="/teams-success" element={<TeamsSuccessPage />} />
        <Route
          path="/meet/:key"
          element={
            <LazyBoundary>
              <BookingPage />
            </LazyBoundary>
          }
        />
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="/500" element={<ErrorPage />} />
        <Route path="/notAuthorized" element={<NotAuthorizedPage />} />
        {/* react-admin's own access check lands here; ours is /notAuthorized. */}
        <Route path="/access-denied" element={<Navigate to="/notAuthorized" replace />} />
        {/* Integration callbacks: signed in, full screen. */}
        {INTEGRATION_ROUTES.map(({ path }) => (
          <Route
            key={path}
            path={path}
            element={
              <SignedIn>
                <LazyBoundary key={path}>{path.startsWith('/redirect/') ? <RedirectPage /> : <CallbackPage />}</LazyBoundary>
              </SignedIn>
            }
          />
        ))}
      </CustomRoutes>
      {/* Project pages, inside the signed-in layout (which guards every route). */}
      <CustomRoutes>
        <Route path="/" element={<RootRedirect />} />
        {/* One key for both inbox routes: selecting a conversation keeps the page (and its realtime connection). */}
        {[...INBOX_PATHS].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <LazyBoundary key="inbox">
                <InboxPage />
              </LazyBoundary>
            }
          />
        ))}
        {PROJECT_ROUTES.filter(({ path }) => !INBOX_PATHS.has(path)).map(({ path, area }) => {
          const Page = BUILT_PAGES[path];
          return (
            <Route
              key={path}
              path={path}
              element={<LazyBoundary key={path}>{Page ? <Page /> : <NotAvailable area={area} />}</LazyBoundary>}
            />
          );
        })}
      </CustomRoutes>
      {/* Admin resources (src/resources): simple-rest under /app, canned messages and tags on their spec paths. */}
      <Resource name="audiences" {...audiences} />
      <Resource name={CANNED_MESSAGES_RESOURCE} {...cannedMessages} />
      <Resource name="tags" {...tags} />
      <Resource name="users" {...users} />
      <Resource name="teams" {...teams} />
      <Resource name="roles" {...roles} />
      <Resource name="customers" {...customers} />
      <Resource name="contacts" {...contacts} />
      <Resource name="companies" {...companies} />
    </Admin>
  );
}

export function App({
  authProvider = defaultAuthProvider,
  dataProvider = defaultDataProvider,
  store = dashboardStore,
  loadConfig = loadEnvConfig,
}: AppProps) {
  useEffect(() => watchNetworkStatus(), []);
  return (
    <>
      <RouterBridge />
      <ConfigGate load={loadConfig}>
        <TeamsGate>
          <Dashboard authProvider={authProvider} dataProvider={dataProvider} store={store} />
        </TeamsGate>
      </ConfigGate>
      <NotificationHost />
    </>
  );
}
