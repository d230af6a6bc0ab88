// Spec §1: the sales variant lives under /sos, the marketing one under /mos; the choice comes from the path or the
// session-storage key 'os', and sales is the default.
import { detectVariant } from '../../../src/domain/variant';

describe('detectVariant', () => {
  it('reads /sos as the sales variant with its basename, and stores the choice', () => {
    expect(detectVariant('/sos/inbox/42', null)).toEqual({ variant: 'sales', basename: '/sos', store: 'sos' });
    expect(detectVariant('/sos', null)).toEqual({ variant: 'sales', basename: '/sos', store: 'sos' });
  });

  it('reads /mos as the marketing variant with its basename, and stores the choice', () => {
    expect(detectVariant('/mos/settings/widget', null)).toEqual({ variant: 'marketing', basename: '/mos', store: 'mos' });
    expect(detectVariant('/mos/', undefined)).toEqual({ variant: 'marketing', basename: '/mos', store: 'mos' });
  });

  it('lets the path win over the stored choice', () => {
    expect(detectVariant('/mos/inbox', 'sos')).toMatchObject({ variant: 'marketing', store: 'mos' });
    expect(detectVariant('/sos/inbox', 'mos')).toMatchObject({ variant: 'sales', store: 'sos' });
  });

  it('ignores the case of the path prefix', () => {
    expect(detectVariant('/MOS/inbox', null)).toEqual({ variant: 'marketing', basename: '/mos', store: 'mos' });
    expect(detectVariant('/Sos', null)).toEqual({ variant: 'sales', basename: '/sos', store: 'sos' });
  });

  it('uses the stored choice (any case) when the path carries none, without a basename or a new value to store', () => {
    expect(detectVariant('/inbox', 'mos')).toEqual({ variant: 'marketing', basename: '', store: null });
    expect(detectVariant('/inbox', 'MOS')).toEqual({ variant: 'marketing', basename: '', store: null });
    expect(detectVariant('/inbox', 'sos')).toEqual({ variant: 'sales', basename: '', store: null });
  });

  it('defaults to sales with no prefix and no usable stored choice', () => {
    for (const stored of [null, undefined, '', 'marketing', 'os', 'something']) {
      expect(detectVariant('/inbox', stored)).toEqual({ variant: 'sales', basename: '', store: null });
    }
    expect(detectVariant('/', null)).toEqual({ variant: 'sales', basename: '', store: null });
    expect(detectVariant('', null)).toEqual({ variant: 'sales', basename: '', store: null });
  });

  it('only takes the first path segment, and only as a whole segment', () => {
    expect(detectVariant('/inbox/mos', null).variant).toBe('sales');
    expect(detectVariant('/mosaic', null)).toEqual({ variant: 'sales', basename: '', store: null });
    expect(detectVariant('/sos-help', 'mos')).toEqual({ variant: 'marketing', basename: '', store: null });
  });

  it('does not take object-prototype names for a variant', () => {
    for (const name of ['constructor', 'toString', '__proto__']) {
      expect(detectVariant(`/${name}/inbox`, null)).toEqual({ variant: 'sales', basename: '', store: null });
      expect(detectVariant('/inbox', name)).toEqual({ variant: 'sales', basename: '', store: null });
    }
  });
});
