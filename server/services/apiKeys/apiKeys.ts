// API keys (issue 29): created with a random secret shown once, stored only as its SHA-256, checked on every call.
//
// Why SHA-256 and not a password hash (scrypt/argon2): the secret is 32 random bytes (256 bits) made by
// crypto.randomBytes, not something a person chose, so there is no dictionary to try and a brute force of the hash
// is out of reach; a slow hash would only add tens of milliseconds to every API call. A fast hash also lets the
// lookup be an index hit on the hash itself. (Sessions' bearer tokens are stored the same way: server/lib/tokens.ts.)
//
// Revocation: nothing is cached. Each call reads the key's row by hash (one indexed query), so a revoked key is
// refused by every node from the next request on, in embedded and cluster mode alike.
import crypto from 'node:crypto';
import { API_KEY_PREFIX, isApiScope, permissionsOfScopes, type ApiScope } from '../../../src/domain/apiKeys/scopes';
import type { ApiKey, ApiKeyInput } from '../../../src/domain/apiKeys/schemas';
import type { Repositories } from '../../db/repositories/index';
import type { ApiKeyRow } from '../../db/repositories/apiKeys';
import type { Caller } from '../../lib/caller';
import { hashToken } from '../../lib/tokens';
import { nowSeconds } from '../../lib/clock';
import { notFound } from '../../lib/apiError';

/** How often last-used is written back (a busy key would otherwise write on every call). */
const TOUCH_EVERY_SECONDS = 30;

export interface KeyCaller extends Caller {
  apiKey: { id: number; name: string; scopes: ApiScope[] };
}

const scopesOf = (row: ApiKeyRow): ApiScope[] => {
  try {
    return (JSON.parse(row.scopes) as unknown[]).filter(isApiScope);
  } catch {
    return [];
  }
};

export const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: Number(row.id),
  name: row.name,
  scopes: scopesOf(row),
  hint: row.hint,
  createdAt: Number(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  lastUsedIp: row.last_used_ip,
  revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
});

/** A new secret: the scannable prefix and 32 random bytes in base64url (43 characters). */
export function newSecret(): string {
  return `${API_KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
}

export class ApiKeys {
  constructor(private readonly repos: Repositories) {}

  async list(projectId: number): Promise<ApiKey[]> {
    return (await this.repos.apiKeys.list(projectId)).map(toApiKey);
  }

  /** The key and its secret, which is never readable again. */
  async create(caller: Caller, input: ApiKeyInput): Promise<{ key: ApiKey; secret: string }> {
    const secret = newSecret();
    const row = await this.repos.apiKeys.create({
      project_id: caller.projectId,
      name: input.name,
      scopes: JSON.stringify([...new Set(input.scopes)]),
      secret_hash: hashToken(secret),
      hint: `${secret.slice(0, API_KEY_PREFIX.length + 4)}…`,
      created_by: caller.userId,
      created_at: nowSeconds(),
    });
    return { key: toApiKey(row), secret };
  }

  async revoke(projectId: number, id: number): Promise<ApiKey> {
    if (!(await this.repos.apiKeys.revoke(projectId, id, nowSeconds()))) throw notFound();
    const row = await this.repos.apiKeys.findInProject(projectId, id);
    if (!row) throw notFound();
    return toApiKey(row);
  }

  /** The caller a secret stands for, or null (unknown, revoked, or its project's creator gone). */
  async authenticate(secret: string, ip: string): Promise<KeyCaller | null> {
    if (!secret.startsWith(API_KEY_PREFIX)) return null;
    const tokenHash = hashToken(secret);
    const row = await this.repos.apiKeys.findActive(tokenHash);
    if (!row) return null;
    const now = nowSeconds();
    if (row.last_used_at === null || now - Number(row.last_used_at) >= TOUCH_EVERY_SECONDS || row.last_used_ip !== ip) await this.repos.apiKeys.touch(row.id, now, ip);
    const scopes = scopesOf(row);
    return {
      // The key acts as the admin who made it (a message it sends is theirs), with its scopes' permissions only.
      userId: Number(row.created_by ?? 0),
      projectId: Number(row.project_id),
      isCSUser: false,
      sessionKind: 'api-key',
      tokenHash,
      flat: permissionsOfScopes(scopes),
      apiKey: { id: Number(row.id), name: row.name, scopes },
    };
  }
}
