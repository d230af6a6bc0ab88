// Saved views (issue 27): a named inbox state (tab, filter, tags, date range, sort, search), personal or shared with
// the team. The schema the save dialog and the server use; the query a view lists (the server counts it with the
// same rule); the URL that opens one. Sharing needs 'write' on settings.team: the nearest node of the permission
// tree to "what the whole team sees" (a shared view shows in every agent's inbox).
import * as yup from 'yup';
import { MSG } from '../messages';
import { canAccessPath, type AccessAction, type FlatPermissions, type PermissionPath } from '../permissions';
import type { EventName } from './events';
import { buildConversationQuery, isFilterKey, type ConversationQuery, type FilterKey, type InboxTab, type SortKey } from './filters';

export const VIEW_NAME_MAX = 60;
export const VIEWS_PER_USER_MAX = 50;
export const VIEW_SEARCH_MAX = 200;

export const SHARED_VIEWS_ACCESS = { path: 'settings.team', action: 'write' } as const satisfies { path: PermissionPath; action: AccessAction };
export const canShareViews = (flat: FlatPermissions): boolean => canAccessPath(flat, SHARED_VIEWS_ACCESS.path, SHARED_VIEWS_ACCESS.action);

export const VIEW_MSG = {
  heading: 'Views',
  save: 'Save view',
  saveTitle: 'Save this view',
  name: 'Name',
  shared: 'Share with the team',
  sharedHint: 'Everyone in the team sees a shared view in their inbox.',
  sharedBadge: 'Shared',
  saved: 'View saved',
  deleted: 'View deleted',
  delete: 'Delete view',
  empty: 'Save the filters you use often as a view.',
  notFound: 'This view no longer exists',
  nameTaken: 'You already have a view with this name',
  tooMany: `You can keep up to ${VIEWS_PER_USER_MAX} views`,
  shareForbidden: 'Only team managers can share a view with the team',
  notYours: 'Only the author of a view can change it',
} as const;

/** What a view restores: the list's state and the search box. */
export interface ViewState {
  tab: InboxTab;
  filter: FilterKey;
  sort: SortKey;
  tags?: number[];
  fromTime?: number;
  toTime?: number;
  visitorActivity?: 'active' | 'inactive';
  search?: string;
}

export interface SavedView {
  id: number;
  name: string;
  shared: boolean;
  /** The caller wrote it (only the author edits or deletes it). */
  mine: boolean;
  state: ViewState;
  /** Conversations it lists now. */
  count: number;
}

const id = () => yup.number().typeError(MSG.fieldEmpty).integer(MSG.fieldEmpty).min(1, MSG.fieldEmpty);

export const viewStateSchema = yup
  .object({
    tab: yup.mixed<InboxTab>().oneOf([0, 1], MSG.fieldEmpty).required(MSG.fieldEmpty),
    filter: yup.mixed<FilterKey>().test('filter', MSG.fieldEmpty, (v) => isFilterKey(v)).required(MSG.fieldEmpty),
    sort: yup.mixed<SortKey>().oneOf(['newest', 'oldest'], MSG.fieldEmpty).required(MSG.fieldEmpty),
    tags: yup.array(id().required()).max(50, MSG.fieldEmpty).optional(),
    fromTime: yup.number().integer().min(0).optional(),
    toTime: yup.number().integer().min(0).optional(),
    visitorActivity: yup.mixed<'active' | 'inactive'>().oneOf(['active', 'inactive'], MSG.fieldEmpty).optional(),
    search: yup.string().trim().max(VIEW_SEARCH_MAX, MSG.fieldEmpty).optional(),
  })
  .noUnknown(MSG.fieldEmpty);

/** POST app/inbox/views and PUT app/inbox/views/:id. */
export const viewSchema = yup.object({
  name: yup.string().trim().required(MSG.fieldEmpty).max(VIEW_NAME_MAX, MSG.fieldEmpty),
  shared: yup.boolean().default(false),
  state: viewStateSchema.required(MSG.fieldEmpty),
});
export type ViewInput = yup.InferType<typeof viewSchema>;

/** The conversations a view lists (its search aside: the search box narrows by words on top). */
export const viewQuery = (state: ViewState): ConversationQuery =>
  buildConversationQuery(state.filter, { tab: state.tab, tags: state.tags, fromTime: state.fromTime, toTime: state.toTime, visitorActivity: state.visitorActivity }, state.sort);

/** The project-channel events after which a view may list other conversations (its count is read again). */
export const VIEW_COUNT_EVENTS: ReadonlySet<string> = new Set<EventName>([
  'new-message',
  'conversation-status',
  'member-join',
  'member-leave',
  'read',
  'star',
  'archive',
  'visitor-status',
  'visitor-blocked',
  'conversation-handoff',
  'conversation-tags',
  'conversations-batch',
  'conversations-merged',
]);
/** Counts are read again at most this often (ms) while events flow: a busy inbox is not a request per event. */
export const VIEW_COUNTS_THROTTLE_MS = 1500;

/** The inbox opens a view from its URL: /inbox?view=<id>. */
export const VIEW_PARAM = 'view';
export const viewPath = (viewId: number): string => `/inbox?${VIEW_PARAM}=${viewId}`;

/** Personal views first, then shared ones, each by name. */
export const sortViews = <T extends Pick<SavedView, 'shared' | 'name'>>(views: readonly T[]): T[] =>
  [...views].sort((a, b) => Number(a.shared) - Number(b.shared) || a.name.localeCompare(b.name));
