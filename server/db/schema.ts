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
  /** Last realtime sequence number issued for this project. */
  event_seq: Generated<number>;
  /** JSON string[]: the sites that may load the widget (empty = any). */
  allowed_domains: Generated<string>;
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
  /** Calendar booking link offered to visitors (book meeting, calendar bot step). */
  meeting_link: string | null;
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
  /** The whole message as sent (RFC 5322), for mail with headers of its own (issue 28's follow-up emails). */
  raw?: string | null;
  /** Where a reply goes (a conversation's reply address): the dev mailbox's Reply button. */
  reply_to?: string | null;
}

export interface VisitorsTable {
  id: Generated<number>;
  project_id: number;
  /** Public id (URLs, widget storage). */
  public_id: string;
  /** SHA-256 of the visitor's bearer token (the widget's credential). */
  token_hash: string;
  name: string;
  email: string | null;
  company: string | null;
  domain: string | null;
  location: Generated<string>;
  online: Generated<number>;
  blocked: Generated<number>;
  last_seen_at: number;
  created_at: number;
  /** JSON string[]: the latest distinct pages seen (audience rule "Visited URL"). */
  visited_urls: Generated<string>;
  visits: Generated<number>;
  /** Seconds on the site over every visit; visit_seconds is the current visit's share. */
  time_on_site: Generated<number>;
  visit_seconds: Generated<number>;
  current_url: string | null;
}

export interface ConversationsTable {
  id: Generated<number>;
  project_id: number;
  visitor_id: number;
  status: string;
  bot: Generated<number>;
  archived: Generated<number>;
  starred: Generated<number>;
  unread: Generated<number>;
  message_count: Generated<number>;
  last_message_text: string | null;
  last_message_time: number | null;
  last_event_time: number;
  visitor_last_read_time: number | null;
  visitor_last_delivered_time: number | null;
  initiate_feedback: Generated<number>;
  /** The routing explanation shown to agents ("assigned to Ann: round robin among 3 available agents"). */
  routing_note: string | null;
  created_at: number;
  /** The flow a bot conversation runs, and the runtime cursor between two visitor inputs (JSON). */
  flow_id: Generated<number | null>;
  bot_cursor: Generated<string | null>;
}

export interface ConversationMembersTable {
  conversation_id: number;
  user_id: number;
  joined_at: number;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  pos: number;
  type: string;
  sender_type: string;
  sender_name: string;
  user_id: number | null;
  text: string;
  payload: string | null; // JSON: mentions, gif, attachment, calendar, feedback, cannedMessage, link
  client_id: string | null;
  time: number;
}

export interface TagsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  /** Set for the fixed tags (the Blocked tag): they cannot be renamed or deleted. */
  fixed_key: string | null;
  created_at: number;
}

export interface ConversationTagsTable {
  conversation_id: number;
  tag_id: number;
}

export interface RealtimeEventsTable {
  project_id: number;
  seq: number;
  event: string;
  data: string;
  created_at: number;
}

export interface CannedMessagesTable {
  id: Generated<number>;
  project_id: number;
  message: string;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface AttachmentsTable {
  id: Generated<number>;
  project_id: number;
  conversation_id: number;
  /** Random key of the stored object; the public URL is /uploads/<key>/<name>. */
  storage_key: string;
  name: string;
  /** The sniffed type (never the uploader's claim). */
  type: string;
  size: number;
  sender_type: string;
  sender_name: string;
  created_at: number;
}

export interface GifRecentsTable {
  user_id: number;
  gif_id: string;
  gif: string; // JSON Gif
  /** Milliseconds. */
  used_at: number;
}

export interface TeamsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  created_at: number;
}

export interface TeamMembersTable {
  team_id: number;
  user_id: number;
}

export interface ProjectSettingsTable {
  project_id: number;
  key: string;
  value: string; // JSON
  updated_at: number;
}

/** A user's own settings documents (meeting availability), one JSON document per key. */
export interface UserSettingsTable {
  user_id: number;
  key: string;
  value: string; // JSON
  updated_at: number;
}

export interface AudiencesTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  definition: string; // JSON Audience
  created_at: number;
  updated_at: number;
}

export interface FlowsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  status: string;
  audience_id: number | null;
  priority: Generated<number>;
  definition: string; // serializeFlow() JSON
  version: number;
  created_at: number;
  updated_at: number;
}

export interface FlowVersionsTable {
  flow_id: number;
  version: number;
  definition: string;
  saved_by: number | null;
  created_at: number;
}

/** Round robin: the last agent given a conversation from a pool, per project (survives restarts). */
export interface RoutingPointersTable {
  project_id: number;
  pool_key: string;
  last_user_id: number;
  updated_at: number;
}

/** Steps a bot conversation passed (a flow's funnel). */
export interface FlowStepVisitsTable {
  flow_id: number;
  conversation_id: number;
  path_id: string;
  step_id: string;
  created_at: number;
}

export interface Database {
  routing_pointers: RoutingPointersTable;
  flow_step_visits: FlowStepVisitsTable;
  flows: FlowsTable;
  flow_versions: FlowVersionsTable;
  audiences: AudiencesTable;
  project_settings: ProjectSettingsTable;
  user_settings: UserSettingsTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  canned_messages: CannedMessagesTable;
  attachments: AttachmentsTable;
  gif_recents: GifRecentsTable;
  visitors: VisitorsTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  tags: TagsTable;
  conversation_tags: ConversationTagsTable;
  realtime_events: RealtimeEventsTable;
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
export type VisitorRow = Selectable<VisitorsTable>;
export type ConversationRow = Selectable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type TagRow = Selectable<TagsTable>;
export type CannedMessageRow = Selectable<CannedMessagesTable>;
export type AttachmentRow = Selectable<AttachmentsTable>;
export type TeamRow = Selectable<TeamsTable>;
export type AudienceRow = Selectable<AudiencesTable>;
export type FlowRow = Selectable<FlowsTable>;
