// @vitest-environment jsdom
// The widget's presence: online at start, offline (sent with keepalive) when the page goes away, online again when
// the browser brings the page back from its back/forward cache — and not on an ordinary first pageshow.
import { describe, expect, it } from 'vitest';
import { installPresence } from '../../../widget/src/presence';

const pageEvent = (type: 'pageshow' | 'pagehide', persisted: boolean) => Object.assign(new Event(type), { persisted });

describe('widget presence', () => {
  it('goes online, offline on pagehide, and online again only on a restore from the back/forward cache', () => {
    const calls: Array<[boolean, boolean]> = [];
    const stop = installPresence(window, (online, leaving) => calls.push([online, leaving]));
    expect(calls).toEqual([[true, false]]);
    window.dispatchEvent(pageEvent('pageshow', false));
    expect(calls).toHaveLength(1);
    window.dispatchEvent(pageEvent('pagehide', true));
    window.dispatchEvent(pageEvent('pageshow', true));
    expect(calls).toEqual([[true, false], [false, true], [true, false]]);
    stop();
    window.dispatchEvent(pageEvent('pagehide', false));
    expect(calls).toHaveLength(3);
  });
});
