// Bot flows the API suites store straight through the repository: a Live Chat flow (a greeting button leading to a
// human), and storing any flow as the builder would save it.
import type { FastifyInstance } from 'fastify';
import type { Repositories } from '../../../server/db/repositories/index';
import { serializeFlow } from '../../../src/domain/flows/serialize';
import { textDoc } from '../../../src/domain/flows/steps';
import type { Flow, Routing } from '../../../src/domain/flows/types';

/** Offered to everyone available, in the inbox: the default Live Chat step's routing. */
export const EVERYONE_IN_INBOX: Routing = { mode: 'everyone', destination: 'inbox', assignment: { teams: [], members: [] } };

/** A flow whose greeting's 'Talk to a human' button leads to a Live Chat step ('Connecting you.') routed by `routing`,
 *  waiting `waitSeconds` for an agent (null: no limit) before `offline` is sent. */
export function liveChatFlow(name: string, routing: Routing, waitSeconds: number | null, offline = ''): Flow {
  return {
    name,
    status: 'active',
    audienceId: null,
    priority: 1,
    version: 1,
    topics: [],
    greeting: { variants: [{ id: 'g', value: textDoc('Hello!'), gifs: [] }], buttons: [{ id: 'talk', label: 'Talk to a human', redirect: { kind: 'nextState', pathId: 'p' } }] },
    paths: [{ id: 'p', name: 'Human', steps: [{ id: 'live', type: 'app', message: textDoc('Connecting you.'), routing, waitSeconds, offlineMessage: textDoc(offline) }] }],
  };
}

/** Stores `flow` in the project through `repos` (its name, status and priority; no audience); its id. */
export async function storeFlow(repos: Repositories, projectId: number, flow: Flow): Promise<number> {
  return (await repos.flows.create({ projectId, name: flow.name, status: flow.status, audienceId: null, priority: flow.priority, definition: serializeFlow(flow), now: 1 })).id;
}

/** The same through the app's repositories. */
export const saveFlow = (app: FastifyInstance, projectId: number, flow: Flow): Promise<number> => storeFlow(app.repos, projectId, flow);
