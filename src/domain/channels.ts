// Realtime channel names. A channel belongs to exactly one project; the server's auth route refuses any other.
export const projectChannel = (projectId: number) => `private-project-${projectId}`;
export const agentChannel = (projectId: number, userId: number) => `private-project-${projectId}-agent-${userId}`;

/** A conversation's presence channel: the agents viewing it now (collision control, issue #25). */
export const conversationPresenceChannel = (projectId: number, conversationId: number) => `presence-project-${projectId}-conversation-${conversationId}`;

/** The project and conversation of a conversation presence channel, or null for any other name. */
export function parseConversationPresenceChannel(channel: string): { projectId: number; conversationId: number } | null {
  const m = /^presence-project-(\d+)-conversation-(\d+)$/.exec(channel);
  return m ? { projectId: Number(m[1]), conversationId: Number(m[2]) } : null;
}

/** The project a channel belongs to, or null for names that are not ours. */
export function channelProjectId(channel: string): number | null {
  const m = /^(?:private|presence)-project-(\d+)(?:-[A-Za-z0-9_=@,.;-]+)?$/.exec(channel);
  return m ? Number(m[1]) : null;
}

/** An agent channel is private to its agent. */
export function channelAgentId(channel: string): number | null {
  const m = /^private-project-\d+-agent-(\d+)$/.exec(channel);
  return m ? Number(m[1]) : null;
}

/** A visitor's own channel: replies, read receipts and typing for that visitor only (authorised by the visitor token). */
export const visitorChannel = (projectId: number, visitorId: string) => `private-visitor-${projectId}-${visitorId}`;

export function parseVisitorChannel(channel: string): { projectId: number; visitorId: string } | null {
  const m = /^private-visitor-(\d+)-([A-Za-z0-9_-]+)$/.exec(channel);
  return m ? { projectId: Number(m[1]), visitorId: m[2]! } : null;
}
