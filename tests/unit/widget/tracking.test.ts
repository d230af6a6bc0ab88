// @vitest-environment jsdom
// Tracking rules and their wiring to a page: visits and time on site, page views including single-page-app
// navigation, form submits and element clicks (by id / name), the widget's own clicks left out.
import { afterEach, describe, expect, it } from 'vitest';
import { clickTarget, formTarget, installTracking, isNewPage, timeOnSiteSeconds, touchVisit, VISIT_GAP_MS, type VisitClock } from '../../../widget/src/tracking';
import type { TrackedEvent } from '../../../widget/src/types';

describe('visit clock', () => {
  it('continues a visit within 30 minutes of activity and starts a new one after', () => {
    const first = touchVisit(null, 1000);
    expect(first).toEqual({ visit: { start: 1000, lastActive: 1000 }, newVisit: true });
    const later = touchVisit(first.visit, 1000 + VISIT_GAP_MS);
    expect(later).toEqual({ visit: { start: 1000, lastActive: 1000 + VISIT_GAP_MS }, newVisit: false });
    expect(timeOnSiteSeconds(later.visit, 1000 + VISIT_GAP_MS)).toBe(1800);
    const next = touchVisit(later.visit, 1000 + 2 * VISIT_GAP_MS + 1);
    expect(next.newVisit).toBe(true);
    expect(next.visit.start).toBe(1000 + 2 * VISIT_GAP_MS + 1);
  });

  it('counts a page view only when the address changes', () => {
    expect(isNewPage(null, 'https://a.test/')).toBe(true);
    expect(isNewPage('https://a.test/', 'https://a.test/')).toBe(false);
    expect(isNewPage('https://a.test/', 'https://a.test/#pricing')).toBe(true);
  });
});

describe('element targets', () => {
  it("names a click by the nearest id, or a clickable element's name, within a few levels", () => {
    document.body.innerHTML = `
      <div id="plans"><button id="buy"><span>Buy</span></button><button name="trial"><b>Try</b></button><button><i>plain</i></button></div>
      <form name="contact"></form><form id="signup" name="x"></form><form></form>`;
    expect(clickTarget(document.querySelector('#buy span'))).toBe('buy');
    expect(clickTarget(document.querySelector('[name=trial] b'))).toBe('trial');
    expect(clickTarget(document.querySelector('button:not([id]):not([name]) i'))).toBeNull();
    const forms = document.querySelectorAll('form');
    expect([...forms].map(formTarget)).toEqual(['contact', 'signup', null]);
  });
});

describe('installTracking', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    stop = null;
    history.replaceState(null, '', '/');
  });

  function track() {
    const events: TrackedEvent[] = [];
    let clock: VisitClock | null = null;
    let now = 10_000;
    const own = document.createElement('parley-widget');
    document.body.innerHTML = '<a id="pricing-button" href="#">Pricing</a><form id="contact-form"><button>Send</button></form>';
    document.body.appendChild(own);
    stop = installTracking(window, {
      report: (e) => events.push(e),
      isOwn: (el) => el === own,
      visit: { read: () => clock, write: (v) => (clock = v) },
      now: () => now,
    });
    return { events, own, tick: (ms: number) => (now += ms) };
  }

  it('reports the landing page, then each single-page-app navigation once, with time on site', async () => {
    const { events, tick } = track();
    expect(events).toEqual([expect.objectContaining({ type: 'pageview', url: location.href, timeOnSiteSeconds: 0 })]);
    tick(5000);
    history.pushState(null, '', '/pricing');
    await Promise.resolve();
    history.replaceState({ scroll: 1 }, '', '/pricing'); // same address: not a new page
    await Promise.resolve();
    expect(events.map((e) => [e.type, e.url])).toEqual([
      ['pageview', 'http://localhost:3000/'],
      ['pageview', 'http://localhost:3000/pricing'],
    ]);
    expect(events[1]).toMatchObject({ referrer: 'http://localhost:3000/', timeOnSiteSeconds: 5 });
  });

  it("reports form submits and clicks by id, once per double click, never the widget's own", () => {
    const { events, own, tick } = track();
    const link = document.getElementById('pricing-button')!;
    link.click();
    link.click();
    tick(2000);
    link.click();
    own.click();
    document.getElementById('contact-form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(events.slice(1).map((e) => [e.type, 'target' in e ? e.target : null])).toEqual([
      ['elementClick', 'pricing-button'],
      ['elementClick', 'pricing-button'],
      ['formSubmit', 'contact-form'],
    ]);
  });

  it('puts history back as it was when removed', () => {
    const original = history.pushState;
    track();
    expect(history.pushState).not.toBe(original);
    stop!();
    stop = null;
    expect(history.pushState).toBe(original);
  });
});
