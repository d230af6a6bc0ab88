// The wire contract of the calls the shell makes (spec §7 where it gives paths; ours beside them where it does
// not). Paths are relative to the API base (the server answers them under /app/...).
import type { PermissionTree } from './permissions';
import type { NotificationChannels } from './schemas/profile';
import type { MailDelivery } from './mailDelivery';

export const API = {
  env: 'app/env',
  details: 'app/details',
  profile: 'app/user/profile',
  login: 'app/login',
  loginMsTeams: 'app/login/msteams',
  logout: 'app/logout',
  register: 'app/register',
  verifyEmail: 'app/verify', // POST { token }
  resendVerification: 'app/verify/resend', // POST { email }
  resetRequest: 'app/password/reset/request', // POST { email }
  resetPassword: 'app/password/reset', // POST { token, password, confirmPassword }
  passwordChange: 'app/password/change', // POST { email, currentPassword, password, confirmPassword }
  invitation: (token: string) => `app/invitations/${encodeURIComponent(token)}`, // GET -> InvitationInfo
  acceptInvitation: 'app/invitations/accept', // POST { token, name, password } -> LoginResponse
  realtimeAuth: 'app/realtime/auth', // POST form socket_id, channel_name (pusher-js)
} as const;

export interface SessionUser {
  userId: number;
  name: string;
  email: string;
  projectId: number;
  isCSUser: boolean;
}

/** POST app/login, POST app/invitations/accept, POST app/login/msteams. */
export interface LoginResponse {
  token: string;
  user: SessionUser;
}

/** GET app/details. */
export interface AppDetails {
  project: { id: number; name: string; ziTenantId: string };
  user: { email: string; userId: number; ziUserId: string; isCSUser: boolean; name: string };
  subscription: { plan: string; features: string[]; userLimit: number };
  isDoziCustomer: boolean;
  migrationInProgress: boolean;
  isInsideMSTeams: boolean;
}

/** GET app/user/profile: who the agent is and what they may do. */
export interface Profile {
  userId: number;
  name: string;
  email: string;
  img: string | null;
  timezone: string;
  roleName: string;
  permissions: PermissionTree;
  available: boolean;
  profileCompleted: boolean;
  meetingLink: string | null;
  /** Channels for team chat and push (spec §3 Profile); absent in a profile cached before they existed. */
  channels?: NotificationChannels;
}

/** GET app/env: configuration the client needs, merged over defaults. */
export interface EnvConfig {
  productName: string;
  apiBase: string;
  dashboardUrl: string;
  helpCentreUrl: string;
  supportEmail: string;
  cookieName: string;
  /** Parent-product hosts (first labels) that carry the token in a cookie. */
  parentHosts: string[];
  csHosts: string[];
  externalInboxUrl: string;
  mailbox: boolean;
  /** Where emailed links go: SMTP, the local demo's /dev/mailbox, or nowhere (src/domain/mailDelivery.ts). */
  mailDelivery: MailDelivery;
  realtime: { key: string; host: string; port: number; forceTLS: boolean; wsPath: string; authEndpoint: string };
  errorReporting: { dsn: string; sampleRate: number } | null;
  /** Product analytics (PostHog Cloud or self-hosted): its project key and API host; null when not configured. */
  productAnalytics: { key: string; host: string } | null;
}

/** GET app/invitations/{token}. */
export interface InvitationInfo {
  email: string;
  projectName: string;
  invitedBy: string;
}

/** Plain success answers of the auth flows. */
export interface OkMessage {
  ok: true;
  message: string;
}
