// Greeting variants (spec §5: 'Add atleast one variant', 'Duplicate greeting messages found', the GIF-or-message
// rule) and topics (at most 50 products across all topics).
import { textDoc } from '../../../src/domain/flows/steps';
import { validateFlow } from '../../../src/domain/flows/validate';
import type { Flow, GreetingVariant, Topic } from '../../../src/domain/flows/types';
import { FULL, validFlow } from './builders';

const gif = (name: string) => ({ name, original: `https://gifs.example/${name}.gif`, previewGif: `${name}-p.gif`, previewStill: `${name}.png` });
const variant = (id: string, text: string, gifs = [] as GreetingVariant['gifs']): GreetingVariant => ({ id, value: textDoc(text), gifs });
const withVariants = (variants: GreetingVariant[]) => validFlow({ greeting: { variants, buttons: [] } });
const flowErrors = (flow: Flow) =>
  validateFlow(flow, FULL).errors.filter((e) => e.pathId === undefined).map((e) => (e.itemId ? [e.field, e.message, e.itemId] : [e.field, e.message]));

describe('greeting variants', () => {
  it('needs at least one variant', () => {
    expect(flowErrors(withVariants([]))).toEqual([['greeting.variants', 'Add atleast one variant']]);
  });

  it('refuses a variant with neither a message nor a GIF', () => {
    const value = { type: 'doc' as const, content: [{ type: 'paragraph' }, { type: 'bulletList', content: [{ type: 'listItem' }] }] };
    const blank = { id: 'v2', value, gifs: [] };
    expect(flowErrors(withVariants([variant('v1', 'Hello'), blank]))).toEqual([
      ['greeting.variants', 'Unable to save. You must select a GIF or add a message before you save', 'v2'],
    ]);
  });

  it('accepts a GIF without a message, and rich text with lists and mentions', () => {
    const rich: GreetingVariant = {
      id: 'v2',
      value: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'mention', attrs: { id: 10, label: 'Ana' } }] },
          { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Pricing' }] }] }] },
        ],
      },
      gifs: [],
    };
    expect(flowErrors(withVariants([variant('v1', '', [gif('wave')]), rich]))).toEqual([]);
  });

  it('refuses duplicates (same text whatever the spacing or case), on the later variant', () => {
    expect(flowErrors(withVariants([variant('v1', 'Hi there'), variant('v2', 'Hello'), variant('v3', '  hi   THERE ')]))).toEqual([
      ['greeting.variants', 'Duplicate greeting messages found', 'v3'],
    ]);
  });

  it('counts the same GIF twice as a duplicate, but not the same text with different GIFs', () => {
    expect(flowErrors(withVariants([variant('v1', '', [gif('a')]), variant('v2', '', [gif('a')])]))).toEqual([
      ['greeting.variants', 'Duplicate greeting messages found', 'v2'],
    ]);
    expect(flowErrors(withVariants([variant('v1', 'Hi', [gif('a')]), variant('v2', 'Hi', [gif('b')])]))).toEqual([]);
  });

  it('does not call two empty variants duplicates (each is reported as empty)', () => {
    const errors = flowErrors(withVariants([variant('v1', ''), variant('v2', '')]));
    expect(errors.map((e) => e[1])).toEqual([
      'Unable to save. You must select a GIF or add a message before you save',
      'Unable to save. You must select a GIF or add a message before you save',
    ]);
  });
});

describe('greeting buttons', () => {
  it('need labels and redirects to existing paths, but may be absent', () => {
    const flow = validFlow({
      greeting: {
        variants: [variant('v1', 'Hi')],
        buttons: [
          { id: 'g1', label: '', redirect: { kind: 'nextState', pathId: 'p2' } },
          { id: 'g2', label: 'Pricing', redirect: { kind: 'nextState', pathId: 'missing' } },
        ],
      },
    });
    expect(flowErrors(flow)).toEqual([
      ['greeting.buttons.label', 'This field cannot be empty', 'g1'],
      ['greeting.buttons.redirect.pathId', 'The selected path no longer exists', 'g2'],
    ]);
  });
});

describe('topics', () => {
  const topics = (...sizes: number[]): Topic[] =>
    sizes.map((n, i) => ({ id: `t${i}`, name: `Topic ${i}`, products: Array.from({ length: n }, (_, j) => `Product ${i}.${j}`) }));

  it('allows 50 products across all topics, and no topics at all', () => {
    expect(flowErrors(validFlow({ topics: topics(20, 30) }))).toEqual([]);
    expect(flowErrors(validFlow({ topics: [] }))).toEqual([]);
  });

  it('refuses 51 products across topics', () => {
    expect(flowErrors(validFlow({ topics: topics(25, 25, 1) }))).toEqual([['topics', 'Maximum 50 topics allowed']]);
    expect(flowErrors(validFlow({ topics: topics(51) }))).toEqual([['topics', 'Maximum 50 topics allowed']]);
  });
});
