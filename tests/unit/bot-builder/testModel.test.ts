// Test mode's transcript model over the real runtime: entries, which buttons still answer, when typing is open.
import { describe, expect, it } from 'vitest';
import { advance, startFlow } from '../../../src/domain/flows';
import { activeEntryId, canType, entriesOf, routingText } from '../../../src/custom/bot-builder/test/testModel';
import { salesFlow } from './fixtures';

describe('test mode transcript', () => {
  it('turns the greeting and the first path into bubbles, the buttons waiting', () => {
    const { state, outputs } = advance(startFlow(salesFlow()), { kind: 'start' });
    const entries = entriesOf(outputs, 1);
    expect(entries.map((e) => (e.from === 'bot' ? e.kind : e.from))).toEqual(['text', 'text', 'buttons']);
    expect(entries.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(entries[0]).toMatchObject({ html: '<p>Hi there! How can we help?</p>' });
    expect(activeEntryId(entries, state)).toBe(3);
    expect(canType(state)).toBe(true);
  });

  it('notes the hand-over with its routing, and closes typing after it', () => {
    const flow = salesFlow();
    let run = advance(startFlow(flow), { kind: 'start' });
    run = advance(run.state, { kind: 'button', optionId: 'o1' });
    run = advance(run.state, { kind: 'text', text: 'vera@example.com' });
    const entries = entriesOf(run.outputs, 10);
    expect(entries.at(-1)).toMatchObject({
      from: 'note',
      tone: 'success',
      text: 'Connecting you to a human',
      detail: 'Selected teams or members · Inbox · waits 30 s for an agent · then says: "We are away; we will email you"',
    });
    expect(activeEntryId(entries, run.state)).toBeNull();
    expect(canType(run.state)).toBe(false);
  });

  it('names a channel destination', () => {
    expect(routingText({ mode: 'everyoneInRoundrobin', destination: 'slack', channelId: 'C42', assignment: { teams: [], members: [] } })).toBe(
      'Everyone in the channel (round robin) · Slack (C42)',
    );
  });
});
