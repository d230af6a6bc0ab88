// Boot: pick the variant (its router basename and the stored choice), then render the dashboard under a browser
// router, so the spec's routes are real paths (/inbox/42, /sos/inbox/42).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import { App } from './App';
import { bootVariant } from './providers/variant';
import { createStyleCache, styleNonce } from './providers/styleNonce';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const { basename } = bootVariant();
// A cold load of the inbox fetches its code beside the session's first requests, not after them (a failure is the
// lazy page's to report).
if (/\/inbox(\/|$)/.test(window.location.pathname)) import('./custom/inbox').catch(() => undefined);
// Navigations outside transitions, as react-admin's own router has them: its logout navigates and then resets its
// store and query cache at once, and those urgent updates could keep interrupting a transition-wrapped navigation.
createRoot(root).render(
  <StrictMode>
    <CacheProvider value={createStyleCache(styleNonce())}>
      <BrowserRouter basename={basename || '/'} useTransitions={false}>
        <App />
      </BrowserRouter>
    </CacheProvider>
  </StrictMode>,
);
