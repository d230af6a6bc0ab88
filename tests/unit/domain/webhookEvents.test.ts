// Issue 29: which webhook events a committed realtime event stands for, and the retry schedule.
import { describe, expect, it } from 'vitest';
import { nextAttemptAt, webhookEventsOf, WEBHOOK_RETRY_SECONDS } from '../../../src/domain/webhooks/events';

const published = (event: string, data: object) => ({ event, data: JSON.stringify(data) });
const message = (over: object) => ({ id: 1, pos: 2, type: 'message', senderType: 'visitor', text: 'hi', ...over });

describe('webhook events of a commit', () => {
  it('a first message creates the conversation; chat messages, CSAT answers and bookings have their own events', () => {
    expect(webhookEventsOf(published('new-message', { conversationId: 7, message: message({ pos: 1 }) })).map((e) => e.type)).toEqual(['conversation.created', 'message.created']);
    expect(webhookEventsOf(published('new-message', { conversationId: 7, message: message({}) })).map((e) => e.type)).toEqual(['message.created']);
    expect(webhookEventsOf(published('new-message', { conversationId: 7, message: message({ type: 'csat_response', feedback: { id: 'f', rating: 5, label: 'Great' } }) }))).toEqual([
      { type: 'csat.received', data: { conversationId: 7, rating: 5, label: 'Great' } },
    ]);
    expect(webhookEventsOf(published('new-message', { conversationId: 7, message: message({ type: 'info', senderType: 'system', text: 'Meeting booked with Ann for Mon' }) })).map((e) => e.type)).toEqual(['meeting.booked']);
  });

  it('never sends agents’ notes; assignment and closing come from their events; the rest is not a webhook', () => {
    expect(webhookEventsOf(published('new-message', { conversationId: 7, message: message({ type: 'note' }) }))).toEqual([]);
    expect(webhookEventsOf(published('member-join', { conversationId: 7, userId: 3 })).map((e) => e.type)).toEqual(['conversation.assigned']);
    expect(webhookEventsOf(published('conversation-status', { conversationId: 7, status: 'close' })).map((e) => e.type)).toEqual(['conversation.closed']);
    expect(webhookEventsOf(published('conversation-status', { conversationId: 7, status: 'open' }))).toEqual([]);
    expect(webhookEventsOf(published('read', { conversationId: 7 }))).toEqual([]);
    expect(webhookEventsOf({ event: 'new-message', data: '{not json' })).toEqual([]);
  });
});

describe('retry schedule', () => {
  it('waits longer after each failure and gives up after the last', () => {
    expect(nextAttemptAt(1, 1000)).toBe(1000 + WEBHOOK_RETRY_SECONDS[0]);
    expect(nextAttemptAt(2, 1000)).toBe(1000 + WEBHOOK_RETRY_SECONDS[1]);
    expect(nextAttemptAt(WEBHOOK_RETRY_SECONDS.length + 1, 1000)).toBeNull();
    expect(nextAttemptAt(1, 0, [7])).toBe(7);
  });
});
