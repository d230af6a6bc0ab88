// The webhooks' transactional outbox (issue 29): a change's deliveries are written in the transaction that commits
// the change, one row per subscribed endpoint and event, so no crash between the commit and the send can lose one.
// The rows are the queue: after the commit the writer sends them at once (Publisher.duringCommit's after-step), and
// whatever it could not (a crash, or a writer with no sender at hand such as an identity recorded by the contacts
// service) is sent by the deliveries' sweep or, after a restart, by resume().
import { type WebhookEvent, type WebhookPayload } from '../../../src/domain/webhooks/events';
import type { Repositories } from '../../db/repositories/index';
import { nowSeconds } from '../../lib/clock';
import { eventsOf } from './endpoints';
import { newMessageId } from './signing';

export interface FoundEvent {
  type: WebhookEvent;
  data: Record<string, unknown>;
}

/** Writes the deliveries of `found` for the project's enabled endpoints subscribed to them, with `repos` (the change's
 *  transaction); answers the new deliveries' ids. */
export async function writeDeliveries(repos: Repositories, projectId: number, found: readonly FoundEvent[], now = nowSeconds()): Promise<number[]> {
  if (!found.length) return [];
  const endpoints = await repos.webhooks.enabledEndpoints(projectId);
  if (!endpoints.length) return [];
  const timestamp = new Date(now * 1000).toISOString();
  const rows = endpoints.flatMap((endpoint) => {
    const wanted = eventsOf(endpoint);
    return found
      .filter((e) => wanted.includes(e.type))
      .map((e) => {
        const payload: WebhookPayload = { type: e.type, timestamp, data: e.data };
        return { project_id: projectId, endpoint_id: endpoint.id, message_id: newMessageId(), event: e.type, payload: JSON.stringify(payload), status: 'pending', next_attempt_at: now, created_at: now, updated_at: now };
      });
  });
  return (await repos.webhooks.insertDeliveries(rows)).map((r) => Number(r.id));
}
