// Realtime channel names. A channel belongs to exactly one project; the server's auth route refuses any other.
export const projectChannel = (projectId: number) => `private-project-${projectId}`;
export const agentChannel = (projectId: number, userId: number) => `private-project-${projectId}-agent-${userId}`;

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
