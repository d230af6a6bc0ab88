// Conversation flows: create, save (validated with the builder's own rules against this project's plan, teams and
// members), rename, status, clone, versions with restore.
import crypto from 'node:crypto';
import {
  FLOW_MSG,
  FlowFormatError,
  cloneFlow,
  flowNameError,
  fromStored,
  serializeFlow,
  textDoc,
  validateFlow,
  type Flow,
  type FlowStatus,
  type FlowValidation,
} from '../../src/domain/flows';
import { decodeFlow } from '../../src/domain/flows/decode';
import { triggerFeatures } from '../../src/domain/audience/planFeatures';
import type { Repositories } from '../db/repositories/index';
import type { FlowRow } from '../db/schema';
import { ApiError, badRequest, notFound } from '../lib/apiError';
import { nowSeconds } from '../lib/clock';
import { requireFeatures } from './planGate';

export interface FlowView extends Flow {
  id: number;
  updatedAt: number;
}

export const toFlowView = (row: FlowRow): FlowView => ({
  ...fromStored(JSON.parse(row.definition)),
  id: row.id,
  name: row.name,
  status: row.status as FlowStatus,
  audienceId: row.audience_id,
  priority: row.priority,
  version: row.version,
  updatedAt: row.updated_at,
});

/** A new flow: one welcome path with a first message, ready to edit. */
export function starterFlow(name: string): Flow {
  const id = () => crypto.randomUUID();
  return {
    name,
    status: 'inactive',
    audienceId: null,
    priority: 0,
    paths: [{ id: id(), name: 'Welcome', steps: [{ id: id(), type: 'text', message: textDoc('Hi there! How can we help you today?'), gifs: [] }] }],
    greeting: { variants: [{ id: id(), value: textDoc('Hi there! 👋'), gifs: [] }], buttons: [] },
    topics: [],
    version: 1,
  };
}

export class FlowService {
  constructor(private readonly repos: Repositories) {}

  async context(projectId: number) {
    const [project, users, teams] = await Promise.all([
      this.repos.projects.findById(projectId),
      this.repos.users.search(projectId, '', 10000),
      this.repos.teams.list(projectId, { offset: 0, limit: 10000, order: 'asc' }),
    ]);
    return {
      features: project ? (JSON.parse(project.features) as string[]) : [],
      memberIds: users.map((u) => u.id),
      teamIds: teams.rows.map((t) => t.id),
    };
  }

  async get(projectId: number, id: number): Promise<FlowRow> {
    const row = await this.repos.flows.findInProject(projectId, id);
    if (!row) throw notFound();
    return row;
  }

  async create(projectId: number, userId: number, name: string): Promise<FlowView> {
    const problem = flowNameError(name);
    if (problem) throw badRequest(problem, { name: problem });
    const flow = starterFlow(name.trim());
    const now = nowSeconds();
    const row = await this.repos.transaction(async (tx) => {
      const created = await tx.flows.create({ projectId, name: flow.name, status: flow.status, audienceId: null, priority: 0, definition: serializeFlow(flow), now });
      await tx.flows.addVersion(created.id, 1, created.definition, userId, now);
      return created;
    });
    return toFlowView(row);
  }

  async validate(projectId: number, input: unknown): Promise<{ flow: Flow; result: FlowValidation }> {
    let flow: Flow;
    try {
      flow = decodeFlow(input);
    } catch (err) {
      if (err instanceof FlowFormatError) throw badRequest(err.message);
      throw err;
    }
    if (flow.audienceId !== null && !(await this.repos.audiences.findInProject(projectId, flow.audienceId))) {
      throw badRequest('Unknown audience', { audienceId: 'Unknown audience' });
    }
    return { flow, result: validateFlow(flow, await this.context(projectId)) };
  }

  /** Saves a whole flow; any error refuses the save with the spec's message and every error's place. */
  async save(projectId: number, userId: number, id: number, input: unknown): Promise<FlowView> {
    const row = await this.get(projectId, id);
    const { flow, result } = await this.validate(projectId, input);
    if (!result.valid) throw new ApiError(400, FLOW_MSG.saveError, undefined, { errors: result.errors, warnings: result.warnings });
    // An audience with Element Click triggers, kept from a plan that had click-based chat, is not saved into a flow.
    const audience = flow.audienceId === null ? undefined : await this.repos.audiences.findInProject(projectId, flow.audienceId);
    await requireFeatures(this.repos, projectId, triggerFeatures(audience?.triggers ?? []));
    const version = row.version + 1;
    const definition = serializeFlow({ ...flow, version });
    const now = nowSeconds();
    await this.repos.transaction(async (tx) => {
      await tx.flows.update(row.id, { name: flow.name, status: flow.status, audience_id: flow.audienceId, priority: flow.priority, definition, version, updated_at: now });
      await tx.flows.addVersion(row.id, version, definition, userId, now);
    });
    return toFlowView((await this.repos.flows.findInProject(projectId, id))!);
  }

  async rename(projectId: number, id: number, name: string): Promise<FlowView> {
    const row = await this.get(projectId, id);
    const problem = flowNameError(name);
    if (problem) throw badRequest(problem, { name: problem });
    const flow = { ...toFlowView(row), name: name.trim() };
    await this.repos.flows.update(row.id, { name: flow.name, definition: serializeFlow(flow), updated_at: nowSeconds() });
    return toFlowView((await this.repos.flows.findInProject(projectId, id))!);
  }

  async setStatus(projectId: number, id: number, status: FlowStatus): Promise<FlowView> {
    const row = await this.get(projectId, id);
    await this.repos.flows.update(row.id, { status, definition: serializeFlow({ ...toFlowView(row), status }), updated_at: nowSeconds() });
    return toFlowView((await this.repos.flows.findInProject(projectId, id))!);
  }

  async clone(projectId: number, userId: number, id: number): Promise<FlowView> {
    const copy = cloneFlow(toFlowView(await this.get(projectId, id)));
    const now = nowSeconds();
    const created = await this.repos.transaction(async (tx) => {
      const r = await tx.flows.create({ projectId, name: copy.name, status: 'inactive', audienceId: copy.audienceId, priority: copy.priority, definition: serializeFlow({ ...copy, status: 'inactive', version: 1 }), now });
      await tx.flows.addVersion(r.id, 1, r.definition, userId, now);
      return r;
    });
    return toFlowView(created);
  }

  async restore(projectId: number, userId: number, id: number, version: number): Promise<FlowView> {
    const row = await this.get(projectId, id);
    const old = await this.repos.flows.version(row.id, version);
    if (!old) throw notFound();
    return this.save(projectId, userId, id, { ...fromStored(JSON.parse(old.definition)), name: row.name, status: row.status });
  }
}
