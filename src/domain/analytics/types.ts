// What the analytics endpoints answer (server/routes/analytics.ts); the dashboard draws these as they are.
import type { ResolvedRange } from './dateRange';

export interface Overview {
  range: ResolvedRange;
  total: number;
  /** Channel: conversations the bot handled alone vs those with a human. */
  botOnly: number;
  human: number;
  byStatus: { open: number; pending: number; close: number };
  /** Human conversations where the visitor wrote and no agent ever answered. */
  missed: number;
  /** Bot conversations handed to a human. */
  handedToHumans: number;
  /** Booking links sent in the conversations (the agent's book-meeting, the bot's calendar step). */
  meetingsOffered: number;
  /** Meetings visitors booked on Parley's booking page from these conversations (each one on /meetings). */
  meetingsBooked: number;
  offline: number;
}

export interface SeriesPoint {
  /** Bucket start in seconds (UTC instant of the viewer's local hour or day). */
  t: number;
  bot: number;
  human: number;
}
export interface Series {
  bucket: 'hour' | 'day';
  points: SeriesPoint[];
}

/** 7 × 24 counts: [day of week, Sunday = 0][hour], viewer's local time. */
export type HeatMap = number[][];

export interface Percentiles {
  count: number;
  median: number | null;
  p90: number | null;
}
export interface ResponseTimes {
  /** Seconds from the visitor's first message to the first agent reply. */
  firstResponse: Percentiles;
  /** Seconds from start to close, closed conversations. */
  timeToClose: Percentiles;
}

export interface CsatReport {
  /** Ratings 1..5 (index 0 = Disappointing). */
  distribution: number[];
  responses: number;
  average: number | null;
  trend: Array<{ t: number; average: number; responses: number }>;
}

export interface FunnelReport {
  flowId: number;
  flowName: string;
  started: number;
  steps: Array<{ pathId: string; pathName: string; stepId: string; label: string; count: number }>;
}

export interface FlowPerformance {
  flowId: number | null;
  flowName: string;
  audienceName: string | null;
  started: number;
  handedToHumans: number;
  meetingsOffered: number;
  meetingsBooked: number;
}

export interface AgentRow {
  agentId: number;
  name: string;
  handled: number;
  firstResponseMedian: number | null;
  csatAverage: number | null;
  csatResponses: number;
}

export interface OfflineReport {
  offline: number;
  holiday: number;
  points: Array<{ t: number; offline: number; holiday: number }>;
}

export interface FilterOptions {
  flows: Array<{ id: number; name: string }>;
  agents: Array<{ id: number; name: string }>;
  teams: Array<{ id: number; name: string }>;
}

export interface MeetingRow {
  conversationId: number;
  time: number;
  visitorName: string;
  visitorEmail: string | null;
  agentName: string | null;
  source: 'agent' | 'bot';
  title: string;
  url: string;
}

/** A meeting a visitor booked on an agent's booking page (it is in the agent's calendar). */
export interface BookedMeetingRow {
  id: number;
  start: number;
  end: number;
  name: string;
  email: string;
  agentName: string;
  calendar: 'googleCalendar' | 'office365Calendar';
  eventUrl: string | null;
  conversationId: number | null;
}

export interface ProjectActivity {
  projectId: number;
  name: string;
  plan: string;
  agents: number;
  conversations: number;
  lastActivity: number | null;
}
