// The linear-time regex engine behind the audience 'regex' operator: it must agree with JavaScript's RegExp
// (case-insensitive search) on the syntax it accepts, refuse what it cannot bound, and stay fast on patterns
// that make a backtracking engine explode.
import { compileSafeRegex, isSafeRegex, REGEX_MAX_INPUT } from '../../../src/domain/audience/safeRegex';

const agrees = (pattern: string, input: string) => {
  const ours = compileSafeRegex(pattern);
  expect(ours, `compiles ${pattern}`).not.toBeNull();
  expect(ours!.test(input), `/${pattern}/i on ${JSON.stringify(input)}`).toBe(new RegExp(pattern, 'i').test(input));
};

describe('compileSafeRegex', () => {
  it('agrees with RegExp on hand-picked patterns', () => {
    const cases: Array<[string, string[]]> = [
      ['acme', ['www.ACME.com', 'acm', '']],
      ['^https://(www\\.)?acme\\.com/pricing$', ['https://acme.com/pricing', 'https://www.acme.com/pricing', 'https://acme.com/pricing/x']],
      ['/blog/.*launch', ['/blog/2025/launch-day', '/blog/', '/news/launch']],
      ['^[a-z0-9._%+-]+@acme\\.(com|io)$', ['ada@acme.com', 'ADA@ACME.IO', 'ada@acme.org', 'a b@acme.com']],
      ['colou?r', ['color', 'colour', 'colr']],
      ['\\d{3}-\\d{4}', ['555-0100', '55-0100', 'call 123-4567 now']],
      ['a{2,3}b', ['ab', 'aab', 'aaab', 'aaaab']],
      ['a{2,}$', ['a', 'aa', 'baaaa', 'aab']],
      ['^(?:foo|bar)+baz$', ['foobarbaz', 'foofoo', 'baz']],
      ['(?<name>x)y', ['xy', 'yx']],
      ['\\bsales\\b', ['head of sales', 'salesforce', 'pre-sales team']],
      ['\\Bforce', ['salesforce', 'force']],
      ['[^0-9]+$', ['abc', '123', 'a1b']],
      ['[\\w.-]+\\s\\S', ['a.b c', 'a.b ', '  ']],
      ['\\x41\\u0042', ['ab', 'AB', 'a']],
      ['a.c', ['abc', 'a\nc', 'ac']],
      ['x*?y', ['y', 'xxy', 'xxz']],
      ['a{,2}', ['a{,2}', 'aa']],
      ['[]x', ['x', '']],
      ['[^]x', ['ax', 'x']],
      ['', ['', 'anything']],
      ['a|', ['b', '']],
      ['(a|ab)(c|bcd)(d*)', ['abcd', 'acd', 'abd']],
      ['^$', ['', 'x']],
      ['[a-c-e]', ['-', 'd', 'B']],
      ['\\t\\n', ['\t\n', 'tn']],
    ];
    for (const [pattern, inputs] of cases) for (const input of inputs) agrees(pattern, input);
  });

  it('agrees with RegExp on random patterns and inputs', () => {
    // A small seeded generator: the same cases every run, many more than anyone would write by hand.
    let seed = 12345;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const atoms = ['a', 'b', 'A', '.', '[ab]', '[^a]', '\\d', '\\w', '1', '-'];
    const gen = (depth: number): string => {
      const kind = depth > 2 ? rnd(2) : rnd(6);
      if (kind === 0 || kind === 1) return atoms[rnd(atoms.length)]!;
      if (kind === 2) return gen(depth + 1) + gen(depth + 1);
      if (kind === 3) return `(${gen(depth + 1)}|${gen(depth + 1)})`;
      if (kind === 4) return `(?:${gen(depth + 1)})${['*', '+', '?', '{1,2}', '*?'][rnd(5)]}`;
      return ['^', '$', '\\b'][rnd(3)]! + gen(depth + 1);
    };
    const chars = 'abAB1- ';
    for (let i = 0; i < 600; i += 1) {
      const pattern = gen(0);
      const input = Array.from({ length: rnd(8) }, () => chars[rnd(chars.length)]).join('');
      agrees(pattern, input);
    }
  });

  it('refuses what JavaScript rejects', () => {
    for (const p of ['(', 'a)', '[a', '*a', 'a{2,1}', '\\', '(?<n>a', '+']) expect(isSafeRegex(p), p).toBe(false);
  });

  it('refuses back-references, lookarounds and unicode property escapes, whose cost it cannot bound', () => {
    for (const p of ['(a)\\1', '(?<n>a)\\k<n>', 'a(?=b)', 'a(?!b)', '(?<=a)b', '(?<!a)b', '\\p{L}', '\\cA']) {
      expect(isSafeRegex(p), p).toBe(false);
    }
  });

  it('refuses patterns too large to run cheaply', () => {
    expect(isSafeRegex('a'.repeat(501))).toBe(false);
    expect(isSafeRegex('(abc){1000}(def){1000}')).toBe(false);
    expect(isSafeRegex('a{1001}')).toBe(false);
    expect(isSafeRegex('(ab){100}')).toBe(true);
    // Empty bodies nested deep would be a trillion copies if copied naively.
    const started = performance.now();
    expect(isSafeRegex('((((){1000}){1000}){1000}){1000}x')).toBe(true);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('finishes fast on catastrophic patterns over long input', () => {
    const evil = ['(a+)+$', '(a|a)*$', '(a|aa)+$', '(.*a){20}$', '^(\\w+\\s?)*$', '(x+x+)+y'];
    const input = `${'a'.repeat(REGEX_MAX_INPUT)}!`;
    const started = performance.now();
    for (const p of evil) {
      const re = compileSafeRegex(p);
      expect(re, p).not.toBeNull();
      expect(re!.test(input), p).toBe(false);
      expect(re!.test('x'.repeat(5000))).toBe(false);
    }
    // A backtracking engine would not finish (a+)+$ on 30 characters in this time, let alone 2048.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('only looks at the first REGEX_MAX_INPUT characters', () => {
    const re = compileSafeRegex('needle')!;
    expect(re.test(`${'x'.repeat(REGEX_MAX_INPUT - 6)}needle`)).toBe(true);
    expect(re.test(`${'x'.repeat(REGEX_MAX_INPUT)}needle`)).toBe(false);
    // The cut is not the end of the input: $ cannot match there, so a long input never fakes an anchored match.
    expect(compileSafeRegex('a+$')!.test(`${'a'.repeat(REGEX_MAX_INPUT)}!`)).toBe(false);
    expect(compileSafeRegex('a+$')!.test('a'.repeat(REGEX_MAX_INPUT))).toBe(true);
  });
});
