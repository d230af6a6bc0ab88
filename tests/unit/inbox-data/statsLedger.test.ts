// The statistics ledger: events count once, whether they arrive before or after a details answer that has them.
import { emptyStatistics } from '../../../src/domain/inbox/counts';
import { emptyLedger, ledgerApply, ledgerRebase } from '../../../src/custom/inbox/data/statsLedger';
import { buildConversation, event, ME } from './builders';

const star = (seq: number, id: number) =>
  event('star', seq, { conversationId: id, starred: true, conversation: buildConversation({ id, starred: true }) });

function base(starred = 0) {
  const s = emptyStatistics();
  s.nonBot = { ...s.nonBot, open: 5, starred };
  return s;
}

describe('stats ledger', () => {
  it('applies events after the baseline and ignores those it already has', () => {
    let l = ledgerRebase(emptyLedger(), base(), 10, ME);
    l = ledgerApply(l, star(9, 1), ME);
    expect(l.stats!.nonBot.starred).toBe(0);
    l = ledgerApply(l, star(11, 2), ME);
    l = ledgerApply(l, star(11, 2), ME);
    expect(l.stats!.nonBot.starred).toBe(1);
  });

  it('replays on a fresh baseline only what came after it', () => {
    let l = ledgerRebase(emptyLedger(), base(), 10, ME);
    l = ledgerApply(l, star(11, 1), ME);
    l = ledgerApply(l, star(12, 2), ME);
    // The refetched details already count seq 11 (starred 1), not 12.
    l = ledgerRebase(l, base(1), 11, ME);
    expect(l.stats!.nonBot.starred).toBe(2);
    expect(l.recent.map((e) => e.seq)).toEqual([12]);
  });

  it('keeps events that come before the first baseline and counts them on it', () => {
    let l = ledgerApply(emptyLedger(), star(11, 1), ME);
    expect(l.stats).toBeNull();
    l = ledgerRebase(l, base(), 10, ME);
    expect(l.stats!.nonBot.starred).toBe(1);
  });

  it('takes online counts outright', () => {
    let l = ledgerRebase(emptyLedger(), base(), 10, ME);
    l = ledgerApply(l, event('online-count', 11, { online: { bot: 2, nonBot: 4 } }), ME);
    expect([l.stats!.bot.online, l.stats!.nonBot.online]).toEqual([2, 4]);
  });
});
