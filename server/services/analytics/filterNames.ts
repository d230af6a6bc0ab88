// The analytics filter in words: the agent, team and conversation flow a request narrowed to, by name. The CSV
// export records them (a file read later must say whose figures it holds) and the audit log shows them (issue 22:
// 'Agent: 2' where a name belongs). An id the project no longer has reads as 'removed (#id)'.
import type { Repositories } from '../../db/repositories/index';

export interface AnalyticsFilterIds {
  agentId: number | null;
  teamId: number | null;
  flowId: number | null;
}

export interface AnalyticsFilterNames {
  agent?: string;
  team?: string;
  flow?: string;
}

const removed = (id: number) => `removed (#${id})`;

export async function analyticsFilterNames(repos: Repositories, projectId: number, ids: AnalyticsFilterIds): Promise<AnalyticsFilterNames> {
  const [agent, team, flow] = await Promise.all([
    ids.agentId === null ? undefined : repos.users.findInProject(projectId, ids.agentId),
    ids.teamId === null ? undefined : repos.teams.findInProject(projectId, ids.teamId),
    ids.flowId === null ? undefined : repos.flows.findInProject(projectId, ids.flowId),
  ]);
  return {
    ...(ids.agentId !== null ? { agent: agent ? agent.name || agent.email : removed(ids.agentId) } : {}),
    ...(ids.teamId !== null ? { team: team?.name ?? removed(ids.teamId) } : {}),
    ...(ids.flowId !== null ? { flow: flow?.name ?? removed(ids.flowId) } : {}),
  };
}
