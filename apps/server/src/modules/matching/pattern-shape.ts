/**
 * The shape of a condition pattern, read before it is compiled: how many states it grows into once its counted
 * repetitions are expanded, how many of those are wildcards, how deeply its repetitions nest, and the same
 * pattern with its capture groups made non-capturing. Matching needs no captures, and each capture makes the
 * linear-time engine copy registers for every thread it runs, so they are dropped before compiling.
 *
 * The reader follows JavaScript's pattern syntax without flags (the one conditions use), including the
 * lenient forms browsers accept (a `{` that starts no repetition, a `]` outside a class, are literals). It only
 * has to be right about patterns `new RegExp` accepts: the caller compiles the pattern first.
 */

type Node =
  | { kind: 'atom'; wide: boolean }
  | { kind: 'sequence'; items: Node[] }
  | { kind: 'choice'; options: Node[] }
  | { kind: 'repeat'; body: Node; min: number; max: number };

export type PatternShape = {
  /** States once every counted repetition is written out (`a{3}` is 3; `a*` is 1). */
  expandedSize: number;
  /** Of those, the wildcards and classes (`.`, `\w`, `[^x]`, …): each can be alive at every position. */
  wideAtoms: number;
  /** How many repetitions sit inside one another at the deepest point (`(a+)*` is 2). */
  repetitionDepth: number;
  /** The pattern with `(…)` and `(?<name>…)` written as `(?:…)`. */
  withoutCaptures: string;
};

const CLASS_ESCAPES = new Set(['d', 'D', 'w', 'W', 's', 'S']);
const ASSERTION_ESCAPES = new Set(['b', 'B']);

class Reader {
  position = 0;
  /** Where capture groups open: the characters after `(` to replace with `?:`. */
  readonly captures: { at: number; length: number }[] = [];

  constructor(readonly pattern: string) {}

  peek(offset = 0): string {
    return this.pattern[this.position + offset] ?? '';
  }

  done(): boolean {
    return this.position >= this.pattern.length;
  }

  choice(): Node {
    const options = [this.sequence()];
    while (this.peek() === '|') {
      this.position += 1;
      options.push(this.sequence());
    }
    return options.length === 1 ? (options[0] as Node) : { kind: 'choice', options };
  }

  sequence(): Node {
    const items: Node[] = [];
    while (!this.done() && this.peek() !== '|' && this.peek() !== ')') {
      const term = this.term();
      if (term) items.push(this.repetition(term));
    }
    return { kind: 'sequence', items };
  }

  /** One atom, or undefined for what matches no character (anchors, word boundaries, lookarounds). */
  term(): Node | undefined {
    const char = this.peek();
    this.position += 1;
    switch (char) {
      case '^':
      case '$':
        return undefined;
      case '.':
        return { kind: 'atom', wide: true };
      case '[':
        this.skipClass();
        return { kind: 'atom', wide: true };
      case '\\': {
        const escaped = this.peek();
        this.position += 1;
        if (ASSERTION_ESCAPES.has(escaped)) return undefined;
        this.skipEscapeTail(escaped);
        return { kind: 'atom', wide: CLASS_ESCAPES.has(escaped) };
      }
      case '(':
        return this.group();
      default:
        return { kind: 'atom', wide: false };
    }
  }

  group(): Node | undefined {
    const opened = this.position;
    let lookaround = false;
    if (this.peek() === '?') {
      const next = this.peek(1);
      if (next === ':') this.position += 2;
      else if (next === '=' || next === '!') {
        lookaround = true;
        this.position += 2;
      } else if (next === '<' && (this.peek(2) === '=' || this.peek(2) === '!')) {
        lookaround = true;
        this.position += 3;
      } else if (next === '<') {
        const close = this.pattern.indexOf('>', this.position);
        const end = close < 0 ? this.pattern.length : close + 1;
        this.captures.push({ at: opened, length: end - opened });
        this.position = end;
      }
    } else {
      this.captures.push({ at: opened, length: 0 });
    }
    const body = this.choice();
    if (this.peek() === ')') this.position += 1;
    return lookaround ? undefined : body;
  }

  repetition(body: Node): Node {
    let min: number;
    let max: number;
    const char = this.peek();
    if (char === '*') [min, max] = [0, Infinity];
    else if (char === '+') [min, max] = [1, Infinity];
    else if (char === '?') [min, max] = [0, 1];
    else if (char === '{') {
      const counted = /^\{(\d+)(,(\d*))?\}/.exec(this.pattern.slice(this.position));
      // A `{` that starts no repetition is a literal (the next term reads it).
      if (!counted) return body;
      min = Number(counted[1]);
      max = counted[2] === undefined ? min : counted[3] === '' ? Infinity : Number(counted[3]);
      this.position += counted[0].length - 1;
    } else return body;
    this.position += 1;
    if (this.peek() === '?') this.position += 1;
    return this.repetition({ kind: 'repeat', body, min, max });
  }

  skipClass(): void {
    // `]` right after `[` or `[^` closes nothing in JavaScript: `[]` is an empty class, `[^]` any character.
    while (!this.done() && this.peek() !== ']') {
      if (this.peek() === '\\') this.position += 1;
      this.position += 1;
    }
    this.position += 1;
  }

  /** The rest of an escape after its letter: `\x41`, `\u0041`, `\cA`, `\k<name>`, digits of `\12`. */
  skipEscapeTail(escaped: string): void {
    // Without the `u` flag a `\x`, `\u` or `\c` not followed by its digits or letter is that letter itself.
    const rest = this.pattern.slice(this.position);
    if (escaped === 'x' && /^[\da-fA-F]{2}/.test(rest)) this.position += 2;
    else if (escaped === 'u' && /^[\da-fA-F]{4}/.test(rest)) this.position += 4;
    else if (escaped === 'c' && /^[a-zA-Z]/.test(rest)) this.position += 1;
    else if (escaped === 'k' && this.peek() === '<') this.position = this.pattern.indexOf('>', this.position) + 1;
    else if (/\d/.test(escaped)) while (/\d/.test(this.peek())) this.position += 1;
  }
}

/** How many times a repetition writes its body out: its maximum when counted, else once (or its minimum). */
function copies(node: Extract<Node, { kind: 'repeat' }>): number {
  return Number.isFinite(node.max) ? node.max : Math.max(node.min, 1);
}

function measure(node: Node): { size: number; wide: number; depth: number } {
  switch (node.kind) {
    case 'atom':
      return { size: 1, wide: node.wide ? 1 : 0, depth: 0 };
    case 'sequence':
    case 'choice': {
      const parts = (node.kind === 'sequence' ? node.items : node.options).map(measure);
      return {
        size: parts.reduce((sum, part) => sum + part.size, 0),
        wide: parts.reduce((sum, part) => sum + part.wide, 0),
        depth: Math.max(0, ...parts.map((part) => part.depth)),
      };
    }
    case 'repeat': {
      const body = measure(node.body);
      const times = copies(node);
      return { size: body.size * times, wide: body.wide * times, depth: body.depth + 1 };
    }
  }
}

/** Reads a pattern that `new RegExp(pattern)` accepts. */
export function patternShape(pattern: string): PatternShape {
  const reader = new Reader(pattern);
  const tree = reader.choice();
  const { size, wide, depth } = measure(tree);
  let withoutCaptures = '';
  let from = 0;
  for (const capture of reader.captures) {
    withoutCaptures += `${pattern.slice(from, capture.at)}?:`;
    from = capture.at + capture.length;
  }
  withoutCaptures += pattern.slice(from);
  return { expandedSize: size, wideAtoms: wide, repetitionDepth: depth, withoutCaptures };
}
