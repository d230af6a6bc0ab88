// Drives the network reducer (domain/inbox/network.ts): browser online/offline events in, timers owned here, the
// other effects (rebuild the connection, reload, resubscribe) handed to the caller.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  initialNetworkState,
  networkReducer,
  type NetworkEffect,
  type NetworkInput,
  type NetworkState,
  type NetworkStatus,
  type TimerId,
} from '../../../domain/inbox/network';
import { browser } from '../../../providers/browser';

export type NetworkAction = Exclude<NetworkEffect, { type: 'schedule' } | { type: 'cancel' }>;

export interface NetworkDriver {
  status: NetworkStatus;
  dispatch(input: NetworkInput): void;
}

export function useNetwork(onAction: (action: NetworkAction) => void): NetworkDriver {
  const state = useRef<NetworkState>(initialNetworkState(browser.online()));
  const timers = useRef(new Map<TimerId, ReturnType<typeof setTimeout>>());
  const [status, setStatus] = useState<NetworkStatus>(state.current.status);
  const act = useRef(onAction);
  useLayoutEffect(() => {
    act.current = onAction;
  });

  const dispatch = useCallback((input: NetworkInput) => {
    const step = networkReducer(state.current, input);
    state.current = step.state;
    setStatus(step.state.status);
    for (const effect of step.effects) {
      if (effect.type === 'schedule') {
        timers.current.set(
          effect.timer,
          setTimeout(() => {
            timers.current.delete(effect.timer);
            dispatch({ type: 'timer', timer: effect.timer });
          }, effect.afterMs),
        );
      } else if (effect.type === 'cancel') {
        clearTimeout(timers.current.get(effect.timer));
        timers.current.delete(effect.timer);
      } else act.current(effect);
    }
  }, []);

  useEffect(() => {
    const offline = () => dispatch({ type: 'browserOffline' });
    const online = () => dispatch({ type: 'browserOnline' });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    const pending = timers.current;
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      pending.forEach((t) => clearTimeout(t));
      pending.clear();
    };
  }, [dispatch]);

  return { status, dispatch };
}
