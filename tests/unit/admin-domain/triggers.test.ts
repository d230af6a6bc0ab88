// @vitest-environment jsdom
// Audience triggers: page views against URL patterns with * wildcards, form submits and element clicks.
import { anyTriggerMatches, triggerMatches, urlMatches, wildcardMatch } from '../../../src/domain/audience/triggers';

describe('wildcardMatch', () => {
  it('treats * as any run of characters and everything else literally', () => {
    expect(wildcardMatch('a*c', 'abbbc')).toBe(true);
    expect(wildcardMatch('a*c', 'ac')).toBe(true);
    expect(wildcardMatch('a*c', 'abd')).toBe(false);
    expect(wildcardMatch('*', '')).toBe(true);
    expect(wildcardMatch('a?c', 'abc')).toBe(false);
    expect(wildcardMatch('a?c', 'a?c')).toBe(true);
    expect(wildcardMatch('*a*b*', 'xxaxxbxx')).toBe(true);
    expect(wildcardMatch('*a*b', 'xxaxxbxxc')).toBe(false);
  });
  it('stays fast on adversarial input', () => {
    const started = performance.now();
    expect(wildcardMatch(`${'*a'.repeat(30)}b`, 'a'.repeat(2048))).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('urlMatches', () => {
  it('ignores the scheme, www., case and a trailing slash', () => {
    for (const url of ['https://www.acme.com/pricing', 'http://acme.com/pricing/', 'HTTPS://ACME.COM/Pricing']) {
      expect(urlMatches('acme.com/pricing', url), url).toBe(true);
      expect(urlMatches('https://www.acme.com/pricing/', url), url).toBe(true);
    }
    expect(urlMatches('acme.com/pricing', 'https://acme.com/pricing-plans')).toBe(false);
    expect(urlMatches('acme.com/pricing', 'https://evil.com/acme.com/pricing')).toBe(false);
  });
  it('matches * wildcards', () => {
    expect(urlMatches('acme.com/blog/*', 'https://acme.com/blog/launch')).toBe(true);
    expect(urlMatches('acme.com/blog/*', 'https://acme.com/blog')).toBe(true); // "/*" also fits the bare address
    expect(urlMatches('acme.com/blog/*', 'https://acme.com/blogger')).toBe(false);
    expect(urlMatches('*.acme.com/*', 'https://docs.acme.com/start')).toBe(true);
    expect(urlMatches('*/pricing', 'https://any.site/pricing')).toBe(true);
  });
  it('ignores the query and fragment unless the pattern has one', () => {
    expect(urlMatches('acme.com/pricing', 'https://acme.com/pricing?utm=ad#top')).toBe(true);
    expect(urlMatches('acme.com/pricing?plan=pro*', 'https://acme.com/pricing?plan=pro&x=1')).toBe(true);
    expect(urlMatches('acme.com/pricing?plan=pro*', 'https://acme.com/pricing?plan=free')).toBe(false);
  });
  it('matches a pattern starting with / against the path only', () => {
    expect(urlMatches('/pricing', 'https://acme.com/pricing')).toBe(true);
    expect(urlMatches('/pricing', 'https://other.io/pricing/')).toBe(true);
    expect(urlMatches('/docs/*', 'https://acme.com/docs/api')).toBe(true);
    expect(urlMatches('/pricing', 'https://acme.com/en/pricing')).toBe(false);
    expect(urlMatches('/', 'https://acme.com/')).toBe(true);
  });
  it('never matches an empty pattern', () => {
    expect(urlMatches('', 'https://acme.com')).toBe(false);
    expect(urlMatches('  ', 'https://acme.com')).toBe(false);
  });
});

describe('triggerMatches', () => {
  it('fires a Visit URL trigger on a page view whose URL fits any pattern', () => {
    const t = { type: 'visitUrl' as const, value: ['acme.com/pricing', 'acme.com/demo*'] };
    expect(triggerMatches(t, { type: 'pageView', url: 'https://acme.com/demo/book' })).toBe(true);
    expect(triggerMatches(t, { type: 'pageView', url: 'https://acme.com/about' })).toBe(false);
    expect(triggerMatches(t, { type: 'elementClick', elementId: 'acme.com/pricing' })).toBe(false);
  });

  it('fires a Form Submit trigger on the form named by id, #id, name or selector', () => {
    const event = { type: 'formSubmit' as const, formId: 'demo-form', formName: 'demo', matches: (s: string) => s === 'form.hubspot' };
    for (const value of ['demo-form', '#demo-form', 'demo', 'form.hubspot']) {
      expect(triggerMatches({ type: 'formSubmit', value }, event), value).toBe(true);
    }
    for (const value of ['other', '#demo', '', 'form.marketo']) {
      expect(triggerMatches({ type: 'formSubmit', value }, event), value).toBe(false);
    }
    expect(triggerMatches({ type: 'formSubmit', value: 'demo-form' }, { type: 'pageView', url: 'demo-form' })).toBe(false);
  });

  it('fires an Element Click trigger on the element named by id or selector; a bad selector does not throw', () => {
    const event = {
      type: 'elementClick' as const,
      elementId: 'cta',
      matches: (s: string) => {
        if (s.startsWith('[')) throw new SyntaxError('not a valid selector');
        return s === '.btn-primary';
      },
    };
    expect(triggerMatches({ type: 'elementClick', value: '#cta' }, event)).toBe(true);
    expect(triggerMatches({ type: 'elementClick', value: '.btn-primary' }, event)).toBe(true);
    expect(triggerMatches({ type: 'elementClick', value: '.btn-link' }, event)).toBe(false);
    expect(triggerMatches({ type: 'elementClick', value: '[[' }, event)).toBe(false);
    expect(triggerMatches({ type: 'elementClick', value: '.btn-primary' }, { type: 'elementClick', elementId: null })).toBe(false);
  });

  it('works with a real DOM element', () => {
    document.body.innerHTML = '<form id="signup" class="lead-form"><button class="go">Go</button></form>';
    const button = document.querySelector('button')!;
    const form = document.querySelector('form')!;
    const click = { type: 'elementClick' as const, elementId: button.id, matches: (s: string) => button.matches(s) };
    expect(triggerMatches({ type: 'elementClick', value: 'form .go' }, click)).toBe(true);
    expect(triggerMatches({ type: 'elementClick', value: 'a.go' }, click)).toBe(false);
    const submit = { type: 'formSubmit' as const, formId: form.id, matches: (s: string) => form.matches(s) };
    expect(triggerMatches({ type: 'formSubmit', value: '.lead-form' }, submit)).toBe(true);
    expect(triggerMatches({ type: 'formSubmit', value: 'signup' }, submit)).toBe(true);
  });

  it('anyTriggerMatches: any trigger fires; none means every page view', () => {
    const triggers = [{ type: 'elementClick' as const, value: '#cta' }, { type: 'visitUrl' as const, value: ['/pricing'] }];
    expect(anyTriggerMatches(triggers, { type: 'pageView', url: 'https://acme.com/pricing' })).toBe(true);
    expect(anyTriggerMatches(triggers, { type: 'pageView', url: 'https://acme.com/' })).toBe(false);
    expect(anyTriggerMatches([], { type: 'pageView', url: 'https://acme.com/' })).toBe(true);
    expect(anyTriggerMatches([], { type: 'elementClick', elementId: 'cta' })).toBe(false);
  });
});
