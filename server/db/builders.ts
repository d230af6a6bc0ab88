// Data builders shared by the seed, the API tests and the benchmarks: one way to make a project or a user.
import crypto from 'node:crypto';
import type { Repositories } from './repositories/index';
import type { UserRow } from './schema';
import { createProject, type NewProject } from './createProject';
import { Passwords } from '../lib/passwords';
import { nowSeconds } from '../lib/clock';

/** Test users' hashes at the cost test servers run with (tests/api/support/server.ts), so a login does not rehash. */
const passwords = new Passwords(2 ** 14);

export async function buildProject(repos: Repositories, overrides: Partial<NewProject> = {}) {
  return createProject(repos, { name: `Project ${crypto.randomBytes(3).toString('hex')}`, ...overrides });
}

export interface UserOverrides {
  projectId: number;
  roleId: number;
  email?: string;
  name?: string;
  password?: string;
  verified?: boolean;
  isCSUser?: boolean;
  msObjectId?: string | null;
  img?: string | null;
  available?: boolean;
  /** Seconds since the password was set (to test the expiry policy). */
  passwordAgeSeconds?: number;
}

export async function buildUser(repos: Repositories, o: UserOverrides): Promise<UserRow & { password: string }> {
  const password = o.password ?? 'test-pass-1';
  const now = nowSeconds();
  const row = await repos.users.create({
    project_id: o.projectId,
    role_id: o.roleId,
    email: o.email ?? `user-${crypto.randomBytes(4).toString('hex')}@example.test`,
    name: o.name ?? 'Test User',
    password_hash: await passwords.hash(password),
    password_changed_at: now - (o.passwordAgeSeconds ?? 0),
    email_verified_at: o.verified === false ? null : now,
    is_cs_user: o.isCSUser ? 1 : 0,
    zi_user_id: crypto.randomUUID(),
    available: o.available ? 1 : 0,
    img: o.img ?? null,
    ms_object_id: o.msObjectId ?? null,
    created_at: now,
  });
  return { ...row, password };
}
