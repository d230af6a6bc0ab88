// What the signed-in shell knows once the session is confirmed: app details and the facts the route rules read.
import { createContext, useContext } from 'react';
import type { AppDetails } from '../../domain/api';
import type { SessionFacts } from '../../domain/navigation';

export interface ShellSession {
  details: AppDetails;
  facts: SessionFacts;
  /** Teams-only session (query) or a Teams-flagged account. */
  isInsideMSTeams: boolean;
}

export const SessionContext = createContext<ShellSession | null>(null);

/** The signed-in session; null outside the signed-in routes. */
export function useShellSession(): ShellSession | null {
  return useContext(SessionContext);
}
