// The saved Highlights of a project and its intelligence subscription (migration 020). Every query is scoped by
// project id. Its tables are typed here rather than in schema.ts: only this repository reads them.
import type { Kysely } from 'kysely';
import type { DoziSubscriptionPlan, SelectedField } from '../../../src/domain/highlights';

interface HighlightsSettingsTable {
  project_id: number;
  fields: string;
  is_setup: number;
  updated_by: number | null;
  updated_at: number;
}

interface DoziSubscriptionsTable {
  project_id: number;
  has_intent: number;
  has_scoops: number;
  has_technology: number;
  updated_at: number;
}

interface HighlightsTables {
  highlights_settings: HighlightsSettingsTable;
  dozi_subscriptions: DoziSubscriptionsTable;
}

export interface SavedHighlights {
  fields: SelectedField[];
  isHighlightsSetup: boolean;
}

function parseFields(json: string): SelectedField[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is SelectedField => !!x && typeof x.id === 'string' && typeof x.key === 'string') : [];
  } catch {
    return [];
  }
}

export class HighlightsRepository {
  private readonly db: Kysely<HighlightsTables>;
  /** Any Kysely handle of the app: its Database type does not list these two tables, this repository does. */
  constructor(db: Kysely<any>) {
    this.db = db as Kysely<HighlightsTables>;
  }

  async get(projectId: number): Promise<SavedHighlights> {
    const row = await this.db.selectFrom('highlights_settings').select(['fields', 'is_setup']).where('project_id', '=', projectId).executeTakeFirst();
    return row ? { fields: parseFields(row.fields), isHighlightsSetup: row.is_setup === 1 } : { fields: [], isHighlightsSetup: false };
  }

  async save(projectId: number, fields: SelectedField[], userId: number, now: number): Promise<void> {
    const values = { fields: JSON.stringify(fields.map(({ id, key }) => ({ id, key }))), is_setup: 1, updated_by: userId, updated_at: now };
    await this.db
      .insertInto('highlights_settings')
      .values({ project_id: projectId, ...values })
      .onConflict((oc) => oc.column('project_id').doUpdateSet(values))
      .execute();
  }

  /** The project's subscription; none subscribed when no row exists. */
  async subscription(projectId: number): Promise<DoziSubscriptionPlan | null> {
    const row = await this.db.selectFrom('dozi_subscriptions').selectAll().where('project_id', '=', projectId).executeTakeFirst();
    return row ? { hasIntent: row.has_intent === 1, hasScoops: row.has_scoops === 1, hasTechnology: row.has_technology === 1 } : null;
  }

  async setSubscription(projectId: number, plan: DoziSubscriptionPlan, now: number): Promise<void> {
    const values = { has_intent: plan.hasIntent ? 1 : 0, has_scoops: plan.hasScoops ? 1 : 0, has_technology: plan.hasTechnology ? 1 : 0, updated_at: now };
    await this.db
      .insertInto('dozi_subscriptions')
      .values({ project_id: projectId, ...values })
      .onConflict((oc) => oc.column('project_id').doUpdateSet(values))
      .execute();
  }
}
