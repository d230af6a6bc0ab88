// Table types for Kysely. Times are whole seconds (spec §9); flags are 0/1 integers and JSON is text so the same
// schema runs on SQLite and PostgreSQL unchanged.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface ProjectsTable {
  id: Generated<number>;
  name: string;
  zi_tenant_id: string;
  /** Public key the widget embeds; never a secret. */
  widget_key: string;
  plan: string;
  features: string; // JSON string[]
  user_limit: number;
  is_dozi_customer: Generated<number>;
  migration_in_progress: Generated<number>;
  /** Password policy: days a password stays valid; null = no expiry. */
  password_max_age_days: number | null;
  ms_tenant_id: string | null;
  created_at: number;
}

export interface RolesTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  permissions: string; // JSON PermissionTree
  created_at: number;
}

export interface UsersTable {
  id: Generated<number>;
  project_id: number;
  role_id: number;
  email: string; // lower-cased, unique
  name: string;
  password_hash: string | null;
  password_changed_at: number | null;
  email_verified_at: number | null;
  is_cs_user: Generated<number>;
  zi_user_id: string;
  available: Generated<number>;
  img: string | null;
  timezone: Generated<string>;
  ms_object_id: string | null;
  created_at: number;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  project_id: number;
  /** 'web' | 'msteams' */
  kind: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** One-time tokens sent by mail: email verification, password reset, invitation. */
export interface ActionTokensTable {
  id: Generated<number>;
  token_hash: string;
  /** 'verify' | 'reset' | 'invite' */
  purpose: string;
  project_id: number;
  user_id: number | null;
  email: string;
  role_id: number | null;
  invited_by: number | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  created_at: number;
}

export interface Database {
  projects: ProjectsTable;
  roles: RolesTable;
  users: UsersTable;
  sessions: SessionsTable;
  action_tokens: ActionTokensTable;
  outbox: OutboxTable;
}

export type ProjectRow = Selectable<ProjectsTable>;
export type RoleRow = Selectable<RolesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ActionTokenRow = Selectable<ActionTokensTable>;
export type OutboxRow = Selectable<OutboxTable>;
