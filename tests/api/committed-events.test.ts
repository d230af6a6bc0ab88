// Listeners of a commit get each event's payload as the object it was published from (issue 30: one serialization
// per event, and no listener parsing it again), equal to the JSON the realtime channels carried.
import type { FastifyInstance } from 'fastify';
import { startTestServer } from './support/server';
import { buildProject } from '../../server/db/builders';
import type { CommittedEvent } from '../../server/lib/committedEvent';
import { payloadOf } from '../../server/lib/committedEvent';
import { Publisher, pending } from '../../server/services/inbox/publisher';
import type { RealtimeHub } from '../../server/realtime/plugin';

let app: FastifyInstance;
afterAll(() => app.close());

describe('committed events', () => {
  it('carry their payload object, equal to the JSON the channel carried, with the sequence number', async () => {
    app = await startTestServer();
    const { project } = await buildProject(app.repos, { name: 'Committed' });
    const sent: string[] = [];
    const hub = { publishJson: (_c: string, _e: string, json: string) => void sent.push(json), publish: () => undefined } as unknown as RealtimeHub;
    const publisher = new Publisher(app.repos, hub);
    const seen: CommittedEvent[] = [];
    publisher.onCommitted((_projectId, events) => seen.push(...events));
    let inTx: CommittedEvent[] = [];
    publisher.duringCommit(async (_tx, _p, events) => void (inTx = [...events]));
    await publisher.commit(project.id, async () => ({ result: null, events: [pending('online-count', { online: { bot: 1, nonBot: 2 } })] }));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.payload).toEqual(JSON.parse(sent[0]!));
    expect(seen[0]!.payload).toEqual({ online: { bot: 1, nonBot: 2 }, seq: expect.any(Number) });
    expect(inTx[0]!.payload).toBe(seen[0]!.payload);
    expect(payloadOf<{ online: { bot: number } }>(seen[0]!).online.bot).toBe(1);
    // Built elsewhere (a replay, a test) without the object: read from the JSON.
    expect(payloadOf({ event: 'x', data: '{"a":1}' })).toEqual({ a: 1 });
  });
});
