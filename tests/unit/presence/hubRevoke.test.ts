// The hub's side of presence and revocation, with plain-object transports: occupancy changes per channel, grants
// signed into private subscriptions, revocation by session / user / kept users, and the relay told to revoke too.
import { describe, expect, it } from 'vitest';
import { RealtimeHub, type RealtimeRelay } from '../../../server/realtime/hub';
import { authorizeChannel, channelAuth } from '../../../server/realtime/signature';
import type { RevokeSelector } from '../../../server/realtime/grant';

const KEY = 'k';
const SECRET = 's';

function connect(hub: RealtimeHub) {
  const sent: string[] = [];
  const closes: number[] = [];
  const socketId = hub.open({ send: (f) => void sent.push(f), close: (code) => void closes.push(code) });
  const subscribe = (channel: string, grant?: { user_id: string; project_id: string; session: string }) => {
    const auth = authorizeChannel(KEY, SECRET, socketId, channel, undefined, grant);
    hub.receive(socketId, JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...auth } }));
  };
  return { socketId, sent, closes, subscribe };
}

const grant = (user: string, session: string, project = '1') => ({ user_id: user, project_id: project, session });

describe('revocation', () => {
  it('closes with 4009 the sockets a session authorised, not the others, and refuses that session afterwards', () => {
    const hub = new RealtimeHub({ key: KEY, secret: SECRET });
    const a = connect(hub);
    const b = connect(hub);
    a.subscribe('private-project-1', grant('7', 'session-a'));
    b.subscribe('private-project-1', grant('7', 'session-b'));
    expect(hub.revoke({ session: 'session-a' })).toBe(1);
    expect(a.closes).toEqual([4009]);
    expect(b.closes).toEqual([]);
    expect(hub.subscriberCount('private-project-1')).toBe(1);
    const c = connect(hub);
    c.subscribe('private-project-1', grant('7', 'session-a'));
    expect(hub.isSubscribed(c.socketId, 'private-project-1')).toBe(false);
    expect(c.sent.at(-1)).toContain('pusher:subscription_error');
  });

  it("by user closes every socket of theirs in that project only; by kept users closes everyone else's", () => {
    const hub = new RealtimeHub({ key: KEY, secret: SECRET });
    const ann = connect(hub);
    const annOther = connect(hub);
    const bob = connect(hub);
    const elsewhere = connect(hub);
    ann.subscribe('private-project-1', grant('1', 'x'));
    annOther.subscribe('private-project-1-agent-1', grant('1', 'y'));
    bob.subscribe('private-project-1', grant('2', 'z'));
    elsewhere.subscribe('private-project-2', grant('1', 'w', '2'));
    expect(hub.revoke({ projectId: '1', userId: '1' })).toBe(2);
    expect([ann.closes, annOther.closes, bob.closes, elsewhere.closes]).toEqual([[4009], [4009], [], []]);
    expect(hub.revoke({ projectId: '1', keep: ['3'] })).toBe(1);
    expect(bob.closes).toEqual([4009]);
    expect(elsewhere.closes).toEqual([]);
  });

  it('a channel_data that is not a grant is refused; subscriptions without one are never revoked', () => {
    const hub = new RealtimeHub({ key: KEY, secret: SECRET });
    const visitor = connect(hub);
    visitor.subscribe('private-visitor-1-abc');
    expect(hub.isSubscribed(visitor.socketId, 'private-visitor-1-abc')).toBe(true);
    expect(hub.revoke({ projectId: '1', keep: [] })).toBe(0);
    const odd = connect(hub);
    const channelData = JSON.stringify({ user_id: '1' }); // signed, but no session to revoke by
    const auth = channelAuth(KEY, SECRET, odd.socketId, 'private-project-1', channelData);
    hub.receive(odd.socketId, JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'private-project-1', auth, channel_data: channelData } }));
    expect(hub.isSubscribed(odd.socketId, 'private-project-1')).toBe(false);
    expect(odd.sent.at(-1)).toContain('Invalid channel_data');
  });

  it('tells the relay, so the other nodes close theirs', () => {
    const told: RevokeSelector[] = [];
    const relay: RealtimeRelay = { deliversLocally: true, server: () => undefined, frame: () => undefined, revoke: (s) => void told.push(s) };
    const hub = new RealtimeHub({ key: KEY, secret: SECRET, cluster: { relay } });
    hub.revoke({ session: 'gone' });
    expect(told).toEqual([{ session: 'gone' }]);
  });
});

describe('occupancy', () => {
  it('reports a channel when its first socket here subscribes and when its last one leaves', () => {
    const hub = new RealtimeHub({ key: KEY, secret: SECRET });
    const seen: Array<[string, boolean]> = [];
    hub.onOccupancy((channel, occupied) => seen.push([channel, occupied]));
    const a = connect(hub);
    const b = connect(hub);
    a.subscribe('private-visitor-1-abc');
    b.subscribe('private-visitor-1-abc');
    hub.disconnect(a.socketId);
    expect(seen).toEqual([['private-visitor-1-abc', true]]);
    hub.disconnect(b.socketId);
    expect(seen).toEqual([['private-visitor-1-abc', true], ['private-visitor-1-abc', false]]);
    // A dead node's channels: reported as vacated unless this node still holds them.
    const c = connect(hub);
    c.subscribe('private-visitor-1-held');
    hub.vacatedElsewhere(['private-visitor-1-held', 'private-visitor-1-gone']);
    expect(seen.at(-1)).toEqual(['private-visitor-1-gone', false]);
    expect(seen.filter(([ch, occ]) => ch === 'private-visitor-1-held' && !occ)).toEqual([]);
  });

  it('the pong timeout closes a silent socket (4201), which vacates its channels', () => {
    let now = 0;
    const hub = new RealtimeHub({ key: KEY, secret: SECRET, activityTimeout: 1, pongTimeout: 1, now: () => now });
    const seen: boolean[] = [];
    hub.onOccupancy((_channel, occupied) => seen.push(occupied));
    const a = connect(hub);
    a.subscribe('private-visitor-1-abc');
    now = 1000;
    hub.sweep();
    expect(a.sent.at(-1)).toContain('pusher:ping');
    now = 2000;
    hub.sweep();
    expect(a.closes).toEqual([4201]);
    expect(seen).toEqual([true, false]);
  });
});
