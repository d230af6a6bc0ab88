// Keeps src/providers/appLocation.ts in step with the router, so the providers (which are not components) see the
// router's path and navigate without a full page load (e.g. to /passwordChange, keeping the toast).
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bridgeRouter } from '../../providers/appLocation';

export function RouterBridge() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    bridgeRouter({ pathname, search }, (to, options) => void navigate(to, options));
  }, [pathname, search, navigate]);
  useLayoutEffect(() => () => bridgeRouter(null, null), []);
  return null;
}
