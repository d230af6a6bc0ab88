/**
 * Who authorised a socket's subscription. The app's auth route signs it into the subscription's `channel_data`
 * (the signature covers it, as for presence members), so whichever node the socket is on learns the session and
 * user from the subscription itself: the auth request may have reached another node. Revoking a session or a
 * user then closes the sockets they authorised, on every node (RealtimeHub.revoke).
 */
import { createHash } from 'node:crypto';
import { isRecord, parseChannelData } from './protocol';

export interface SocketGrant {
  user_id: string;
  project_id: string;
  /** sessionRef() of the session's token hash: never the token, nor the hash stored in the database. */
  session: string;
}

/** Which sockets to close: those of one session, every socket of one user, or those of a project's users who are
 *  not among `keep` (after a role change: whoever lost inbox access). */
export type RevokeSelector = { session: string } | { projectId: string; userId: string } | { projectId: string; keep: string[] };

/** A short, one-way reference to a session (its token hash) for grants and revocations. */
export function sessionRef(tokenHash: string): string {
  return createHash('sha256').update(`realtime-session:${tokenHash}`).digest('base64url').slice(0, 22);
}

export function parseGrant(channelData: unknown): SocketGrant | null {
  const parsed = parseChannelData(channelData);
  if (!parsed) return null;
  const { user_id, project_id, session } = parsed;
  if (typeof user_id !== 'string' || typeof project_id !== 'string' || typeof session !== 'string') return null;
  return { user_id, project_id, session };
}

export function grantMatches(grant: SocketGrant, selector: RevokeSelector): boolean {
  if ('session' in selector) return grant.session === selector.session;
  if (grant.project_id !== selector.projectId) return false;
  return 'keep' in selector ? !selector.keep.includes(grant.user_id) : grant.user_id === selector.userId;
}

export function isRevokeSelector(value: unknown): value is RevokeSelector {
  if (!isRecord(value)) return false;
  if (typeof value.session === 'string') return true;
  if (typeof value.projectId !== 'string') return false;
  if (Array.isArray(value.keep)) return value.keep.every((id) => typeof id === 'string');
  return typeof value.userId === 'string';
}
