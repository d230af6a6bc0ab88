// Who is calling: the signed-in agent a request resolved to (server/plugins/auth.ts builds it once per request).
// Here, below the services, because services act for a caller and must not import the Fastify plugin.
import type { FlatPermissions } from '../../src/domain/permissions';

export interface Caller {
  userId: number;
  projectId: number;
  isCSUser: boolean;
  /** 'web' | 'msteams' */
  sessionKind: string;
  tokenHash: string;
  flat: FlatPermissions;
}
