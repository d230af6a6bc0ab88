// Regular expressions from audience rules run on the server for every visitor, so a backtracking engine would let
// one pattern like (a+)+$ stall it. This is a Thompson-NFA (Pike VM) matcher: time is linear in the input for a
// given pattern, whatever the pattern. It accepts the JavaScript syntax audiences need (literals, ., classes, \d \w
// \s \b, anchors, groups, alternation, greedy or lazy quantifiers) and refuses back-references and lookarounds,
// whose cost cannot be bounded. Matching is a case-insensitive search, as every audience string compare is.

/** Most characters examined (a URL or a CRM value); a match must start and end within them. */
export const REGEX_MAX_INPUT = 2048;
/** Longest pattern and largest compiled program accepted (counted repetitions expand into copies). */
export const REGEX_MAX_PATTERN = 500;
const MAX_PROGRAM = 2000;
const MAX_REPEAT = 1000;

type CharTest = (c: string) => boolean;
type AssertKind = 'bol' | 'eol' | 'word' | 'nonWord';
type Node =
  | { t: 'char'; test: CharTest }
  | { t: 'assert'; kind: AssertKind }
  | { t: 'cat'; items: Node[] }
  | { t: 'alt'; options: Node[] }
  | { t: 'rep'; node: Node; min: number; max: number };

class Unsupported extends Error {}

const fold = (test: CharTest): CharTest => (c) => test(c) || test(c.toLowerCase()) || test(c.toUpperCase());
const isDigit: CharTest = (c) => c >= '0' && c <= '9';
const isWordChar: CharTest = (c) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c) || c === '_';
const isSpace: CharTest = (c) => /^\s$/.test(c);
const not = (test: CharTest): CharTest => (c) => !test(c);
const isLineEnd: CharTest = (c) => c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029';

const CLASS_ESCAPES: Record<string, CharTest> = {
  d: isDigit, D: not(isDigit), w: isWordChar, W: not(isWordChar), s: isSpace, S: not(isSpace),
};
const CONTROL_ESCAPES: Record<string, string> = { t: '\t', n: '\n', r: '\r', f: '\f', v: '\v', '0': '\0' };

class Parser {
  private i = 0;
  constructor(private readonly src: string) {}

  parse(): Node {
    const node = this.alternation();
    if (this.i < this.src.length) throw new Unsupported('unbalanced )');
    return node;
  }

  private peek = () => this.src[this.i];
  private eat = () => this.src[this.i++]!;

  private alternation(): Node {
    const options = [this.sequence()];
    while (this.peek() === '|') {
      this.i += 1;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { t: 'alt', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.i < this.src.length && this.peek() !== '|' && this.peek() !== ')') items.push(this.quantified());
    return items.length === 1 ? items[0]! : { t: 'cat', items };
  }

  private quantified(): Node {
    const atom = this.atom();
    const bounds = this.quantifier();
    if (!bounds) return atom;
    if (atom.t === 'assert') throw new Unsupported('quantified assertion');
    if (this.peek() === '?') this.i += 1; // lazy: the same set of matches for a yes/no answer
    return { t: 'rep', node: atom, min: bounds[0], max: bounds[1] };
  }

  private quantifier(): [number, number] | null {
    const c = this.peek();
    if (c === '*' || c === '+' || c === '?') {
      this.i += 1;
      return c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
    }
    if (c !== '{') return null;
    const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i));
    if (!m) return null; // a literal '{', as JavaScript reads it without the u flag
    this.i += m[0].length;
    const min = Number(m[1]);
    const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
    if (min > MAX_REPEAT || (max !== Infinity && max > MAX_REPEAT)) throw new Unsupported('repeat too large');
    return [min, max];
  }

  private atom(): Node {
    const c = this.eat();
    if (c === '(') return this.group();
    if (c === '[') return { t: 'char', test: this.charClass() };
    if (c === '.') return { t: 'char', test: not(isLineEnd) };
    if (c === '^') return { t: 'assert', kind: 'bol' };
    if (c === '$') return { t: 'assert', kind: 'eol' };
    if (c === '\\') return this.escape();
    if (c === '*' || c === '+' || c === '?') throw new Unsupported('nothing to repeat');
    return { t: 'char', test: (x) => x === c };
  }

  private group(): Node {
    if (this.src.startsWith('?:', this.i)) this.i += 2;
    else if (/^\?<[A-Za-z_$][\w$]*>/.test(this.src.slice(this.i))) this.i = this.src.indexOf('>', this.i) + 1;
    else if (this.peek() === '?') throw new Unsupported('lookaround');
    const node = this.alternation();
    if (this.eat() !== ')') throw new Unsupported('unclosed group');
    return node;
  }

  private escape(): Node {
    const c = this.eat();
    if (c === undefined) throw new Unsupported('trailing backslash');
    if (c === 'b') return { t: 'assert', kind: 'word' };
    if (c === 'B') return { t: 'assert', kind: 'nonWord' };
    if (/[1-9k]/.test(c)) throw new Unsupported('back-reference');
    const literal = this.escapedChar(c);
    return { t: 'char', test: typeof literal === 'string' ? (x) => x === literal : literal };
  }

  /** The character (or class) an escape stands for, inside or outside brackets. */
  private escapedChar(c: string): string | CharTest {
    if (CLASS_ESCAPES[c]) return CLASS_ESCAPES[c];
    if (CONTROL_ESCAPES[c]) return CONTROL_ESCAPES[c];
    if (c === 'p' || c === 'P' || c === 'c' || /[1-9]/.test(c)) throw new Unsupported('unsupported escape');
    const hex = c === 'x' ? /^[0-9a-fA-F]{2}/ : c === 'u' ? /^[0-9a-fA-F]{4}/ : null;
    if (hex) {
      const m = hex.exec(this.src.slice(this.i));
      if (!m) return c;
      this.i += m[0].length;
      return String.fromCharCode(parseInt(m[0], 16));
    }
    return c;
  }

  private charClass(): CharTest {
    const negate = this.peek() === '^';
    if (negate) this.i += 1;
    const tests: CharTest[] = [];
    // In JavaScript a ']' right after '[' closes the class ([] matches nothing, [^] anything).
    while (this.i < this.src.length && this.peek() !== ']') {
      const lo = this.classAtom();
      if (typeof lo === 'string' && this.peek() === '-' && this.src[this.i + 1] !== ']' && this.i + 1 < this.src.length) {
        this.i += 1;
        const hi = this.classAtom();
        if (typeof hi !== 'string' || hi < lo) throw new Unsupported('bad range');
        tests.push((x) => x >= lo && x <= hi);
      } else tests.push(typeof lo === 'string' ? (x) => x === lo : lo);
    }
    if (this.eat() !== ']') throw new Unsupported('unclosed class');
    const any: CharTest = (x) => tests.some((t) => t(x));
    return negate ? not(any) : any;
  }

  private classAtom(): string | CharTest {
    const c = this.eat();
    if (c !== '\\') return c;
    const e = this.eat();
    if (e === undefined) throw new Unsupported('trailing backslash');
    if (e === 'b') return '\b';
    return this.escapedChar(e);
  }
}

type Inst =
  | { op: 'char'; test: CharTest }
  | { op: 'assert'; kind: AssertKind }
  | { op: 'split'; x: number; y: number }
  | { op: 'jmp'; x: number }
  | { op: 'match' };

function emit(node: Node, prog: Inst[]): void {
  if (prog.length > MAX_PROGRAM) throw new Unsupported('pattern too complex');
  switch (node.t) {
    case 'char':
      prog.push({ op: 'char', test: fold(node.test) });
      return;
    case 'assert':
      prog.push({ op: 'assert', kind: node.kind });
      return;
    case 'cat':
      node.items.forEach((n) => emit(n, prog));
      return;
    case 'alt': {
      // split L1, next; L1: option; jmp end; ... (each split's y is patched once the next option's start is known)
      const jumps: number[] = [];
      node.options.forEach((opt, k) => {
        const last = k === node.options.length - 1;
        const split = prog.length;
        if (!last) prog.push({ op: 'split', x: split + 1, y: -1 });
        emit(opt, prog);
        if (!last) {
          jumps.push(prog.length);
          prog.push({ op: 'jmp', x: -1 });
          (prog[split] as { y: number }).y = prog.length;
        }
      });
      for (const j of jumps) (prog[j] as { x: number }).x = prog.length;
      return;
    }
    case 'rep': {
      const before = prog.length;
      emit(node.node, prog);
      // A body that compiles to nothing repeats to nothing: copying it (((){1000}){1000}…) would only burn time.
      if (prog.length === before) return;
      prog.length = before;
      for (let k = 0; k < node.min; k += 1) emit(node.node, prog);
      if (node.max === Infinity) {
        const split = prog.length;
        prog.push({ op: 'split', x: split + 1, y: -1 });
        emit(node.node, prog);
        prog.push({ op: 'jmp', x: split });
        (prog[split] as { y: number }).y = prog.length;
        return;
      }
      const exits: number[] = [];
      for (let k = node.min; k < node.max; k += 1) {
        exits.push(prog.length);
        prog.push({ op: 'split', x: prog.length + 1, y: -1 });
        emit(node.node, prog);
      }
      for (const s of exits) (prog[s] as { y: number }).y = prog.length;
    }
  }
}

export interface SafeRegex {
  /** Whether the pattern occurs anywhere in (the first REGEX_MAX_INPUT characters of) the input. */
  test(input: string): boolean;
}

function assertHolds(kind: AssertKind, input: string, pos: number): boolean {
  if (kind === 'bol') return pos === 0;
  if (kind === 'eol') return pos === input.length;
  const before = pos > 0 && isWordChar(input[pos - 1]!);
  const after = pos < input.length && isWordChar(input[pos]!);
  return kind === 'word' ? before !== after : before === after;
}

/** The search; it reads at most `limit` characters, but assertions see the real input (no false $ at the cut). */
function run(prog: readonly Inst[], input: string, limit: number): boolean {
  const end = Math.min(input.length, limit);
  const seen = new Int32Array(prog.length).fill(-1);
  let current: number[] = [];
  // Follow jumps, splits and assertions from pc at pos, collecting the threads that wait on a character.
  const addThread = (list: number[], start: number, pos: number, mark: number): boolean => {
    const stack = [start];
    while (stack.length > 0) {
      const pc = stack.pop()!;
      if (seen[pc] === mark) continue;
      seen[pc] = mark;
      const inst = prog[pc]!;
      if (inst.op === 'match') return true;
      if (inst.op === 'jmp') stack.push(inst.x);
      else if (inst.op === 'split') stack.push(inst.y, inst.x);
      else if (inst.op === 'assert') {
        if (assertHolds(inst.kind, input, pos)) stack.push(pc + 1);
      } else list.push(pc);
    }
    return false;
  };
  for (let pos = 0; pos <= end; pos += 1) {
    // An unanchored search: a new thread starts at every position.
    if (addThread(current, 0, pos, pos)) return true;
    if (pos === end) break;
    const next: number[] = [];
    const c = input[pos]!;
    for (const pc of current) {
      const inst = prog[pc] as { op: 'char'; test: CharTest };
      if (inst.test(c) && addThread(next, pc + 1, pos + 1, pos + 1)) return true;
    }
    current = next;
  }
  return false;
}

/** Compile an audience pattern, or null when JavaScript would reject it or it needs backtracking features. */
export function compileSafeRegex(pattern: string): SafeRegex | null {
  if (pattern.length > REGEX_MAX_PATTERN) return null;
  try {
    new RegExp(pattern);
  } catch {
    return null;
  }
  try {
    const prog: Inst[] = [];
    emit(new Parser(pattern).parse(), prog);
    prog.push({ op: 'match' });
    if (prog.length > MAX_PROGRAM) return null;
    return { test: (input) => run(prog, input, REGEX_MAX_INPUT) };
  } catch (err) {
    if (err instanceof Unsupported) return null;
    throw err;
  }
}

export const isSafeRegex = (pattern: string): boolean => compileSafeRegex(pattern) !== null;

const cache = new Map<string, SafeRegex | null>();
const CACHE_MAX = 500;

/** compileSafeRegex with a bounded memo: the same few patterns are tested against every visitor. */
export function cachedSafeRegex(pattern: string): SafeRegex | null {
  if (cache.has(pattern)) return cache.get(pattern)!;
  const compiled = compileSafeRegex(pattern);
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(pattern, compiled);
  return compiled;
}
