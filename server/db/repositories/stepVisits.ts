// Steps bot conversations passed through, for a flow's funnel (a conversation counts once per step).
import type { Kysely } from 'kysely';
import type { StepVisitRecord } from '../../../src/domain/flows/funnel';
import type { Database } from '../schema';

export class StepVisitsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(flowId: number, conversationId: number, visits: ReadonlyArray<{ pathId: string; stepId: string }>, now: number): Promise<void> {
    if (!visits.length) return;
    const unique = new Map(visits.map((v) => [v.stepId, v]));
    await this.db
      .insertInto('flow_step_visits')
      .values([...unique.values()].map((v) => ({ flow_id: flowId, conversation_id: conversationId, path_id: v.pathId, step_id: v.stepId, created_at: now })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async ofFlow(flowId: number): Promise<StepVisitRecord[]> {
    const rows = await this.db.selectFrom('flow_step_visits').select(['conversation_id', 'path_id', 'step_id']).where('flow_id', '=', flowId).execute();
    return rows.map((r) => ({ conversationId: r.conversation_id, pathId: r.path_id, stepId: r.step_id }));
  }
}
