// Merged conversations (issue 27): when agents merge this visitor's conversations, the widget showing one of them
// follows the survivor and reloads its messages (an undo reloads the survivor again).
import { conversationToFollow, VISITOR_MERGE_EVENT } from '../../src/domain/merge/visitorEvent';

/** Handles the merge event; true when it was one (the controller's other events are left to it). */
export function followMerge(event: string, data: unknown, current: number | null, open: (conversationId: number) => void): boolean {
  if (event !== VISITOR_MERGE_EVENT) return false;
  const next = conversationToFollow(data, current);
  if (next !== null) open(next);
  return true;
}
