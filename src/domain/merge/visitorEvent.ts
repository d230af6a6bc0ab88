// The merge event on a visitor's channel (issue 27), apart from the merge rules so the widget imports no yup: the
// widget showing one of `conversationIds`, or the survivor, switches to `survivorId` and reloads its messages (after
// an undo, the survivor reloads without the others' messages).
export const VISITOR_MERGE_EVENT = 'conversations-merged';

export interface VisitorMergePayload {
  conversationIds: number[];
  survivorId: number;
  undone: boolean;
}

/** The conversation the widget should (re)open for this event, or null when it shows none of them. */
export function conversationToFollow(data: unknown, current: number | null): number | null {
  const p = data as Partial<VisitorMergePayload> | null;
  if (current === null || !p || typeof p.survivorId !== 'number' || !Array.isArray(p.conversationIds)) return null;
  return current === p.survivorId || p.conversationIds.includes(current) ? p.survivorId : null;
}
