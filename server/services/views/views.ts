// Saved views (issue 27): a user's own views and the team's shared ones, each with the number of conversations it
// lists now (the same query the inbox list sends, counted by the same repository rule). Sharing needs the permission
// of src/domain/inbox/views.ts (settings.team write); only the author changes or deletes a view.
import { canShareViews, sortViews, VIEW_MSG, VIEWS_PER_USER_MAX, viewQuery, type SavedView, type ViewInput, type ViewState } from '../../../src/domain/inbox/views';
import type { Repositories } from '../../db/repositories/index';
import type { SavedViewRow } from '../../db/repositories/savedViews';
import type { Caller } from '../../lib/caller';
import { ApiError, badRequest, notFound } from '../../lib/apiError';
import { nowSeconds } from '../../lib/clock';

export class SavedViews {
  constructor(private readonly repos: Repositories) {}

  async list(caller: Caller): Promise<SavedView[]> {
    const rows = await this.repos.savedViews.visibleTo(caller.projectId, caller.userId);
    return sortViews(await Promise.all(rows.map((r) => this.present(caller, r))));
  }

  async get(caller: Caller, id: number): Promise<SavedView> {
    return this.present(caller, await this.visible(caller, id));
  }

  async create(caller: Caller, input: ViewInput): Promise<SavedView> {
    if (input.shared && !canShareViews(caller.flat)) throw new ApiError(403, VIEW_MSG.shareForbidden);
    if ((await this.repos.savedViews.countOwn(caller.projectId, caller.userId)) >= VIEWS_PER_USER_MAX) throw badRequest(VIEW_MSG.tooMany);
    const row = await this.repos.savedViews.create({ projectId: caller.projectId, userId: caller.userId, name: input.name, shared: input.shared, state: JSON.stringify(input.state), now: nowSeconds() });
    return this.present(caller, row);
  }

  async update(caller: Caller, id: number, input: ViewInput): Promise<SavedView> {
    const row = await this.authored(caller, id);
    if (input.shared && row.shared === 0 && !canShareViews(caller.flat)) throw new ApiError(403, VIEW_MSG.shareForbidden);
    await this.repos.savedViews.update(row.id, { name: input.name, shared: input.shared, state: JSON.stringify(input.state), now: nowSeconds() });
    return this.get(caller, row.id);
  }

  async remove(caller: Caller, id: number): Promise<void> {
    await this.repos.savedViews.remove((await this.authored(caller, id)).id);
  }

  private async visible(caller: Caller, id: number): Promise<SavedViewRow> {
    const row = await this.repos.savedViews.findVisible(caller.projectId, caller.userId, id);
    if (!row) throw notFound(VIEW_MSG.notFound);
    return row;
  }

  private async authored(caller: Caller, id: number): Promise<SavedViewRow> {
    const row = await this.visible(caller, id);
    if (row.user_id !== caller.userId) throw new ApiError(403, VIEW_MSG.notYours);
    return row;
  }

  private async present(caller: Caller, row: SavedViewRow): Promise<SavedView> {
    const state = JSON.parse(row.state) as ViewState;
    const q = viewQuery(state);
    const count = await this.repos.conversations.countMatching({
      projectId: caller.projectId,
      userId: caller.userId,
      participant: q.participant,
      botConv: q.participant === 'me' ? q.botConv : undefined,
      filters: q.filters,
    });
    return { id: row.id, name: row.name, shared: row.shared === 1, mine: row.user_id === caller.userId, state, count };
  }
}
