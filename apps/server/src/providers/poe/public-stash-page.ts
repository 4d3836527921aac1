/**
 * Reads a public stash page (~20 MB of JSON, ~2,000 tabs) without building the tabs nobody keeps. A scan
 * walks the page's structure once, reads each tab's own fields (id, public, league, account) and finds where
 * the tab ends; only the tabs `keep` wants are then parsed whole (and validated by the caller's schema).
 * Building and collecting the other nine tenths of a page cost more than everything else the pipeline does.
 *
 * The page's frame (the top-level object, the `stashes` array, each tab's own fields) is checked as strictly
 * as JSON.parse would; inside a skipped tab only strings and brackets are checked, so garbage there can pass
 * unnoticed — it is never used. A page whose frame is broken (truncated, trailing comma, HTML) throws a
 * SyntaxError.
 */

/** A tab's own fields as the page states them (null: absent or not of that type). */
export type StashHeader = {
  id: string | null;
  public: boolean | null;
  league: string | null;
  accountName: string | null;
};

/** The page with only the kept tabs parsed; its fields may hold anything, the caller validates them. */
export type KeptPage = { next_change_id: unknown; stashes: unknown };

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

export function readPublicStashPage(text: string, keep: (stash: StashHeader) => boolean): KeptPage {
  const scan = new Scan(text);
  let nextChangeId: unknown;
  let stashes: unknown = undefined;
  scan.object((key, start) => {
    if (key === 'stashes' && scan.peek() === OPEN_BRACKET) {
      stashes = keptTabs(text, scanTabs(scan), keep);
    } else {
      scan.value();
      // Like JSON.parse, a repeated key means its last value.
      if (key === 'next_change_id') nextChangeId = JSON.parse(text.slice(start, scan.at));
      if (key === 'stashes') stashes = JSON.parse(text.slice(start, scan.at));
    }
  });
  scan.end();
  return { next_change_id: nextChangeId, stashes };
}

type Tab = { header: StashHeader | null; start: number; end: number };

/** The `stashes` array: where each element starts and ends, and a tab's own fields (null: not an object). */
function scanTabs(scan: Scan): Tab[] {
  const tabs: Tab[] = [];
  scan.array((start) => {
    if (scan.peek() !== OPEN_BRACE) {
      scan.value();
      tabs.push({ header: null, start, end: scan.at });
      return;
    }
    const header: StashHeader = { id: null, public: null, league: null, accountName: null };
    scan.object((key, valueStart) => {
      scan.value();
      if (key !== 'id' && key !== 'public' && key !== 'league' && key !== 'accountName') return;
      const value: unknown = scan.isPrimitive(valueStart) ? JSON.parse(scan.text.slice(valueStart, scan.at)) : null;
      if (key === 'public') header.public = typeof value === 'boolean' ? value : null;
      else header[key] = typeof value === 'string' ? value : null;
    });
    tabs.push({ header, start, end: scan.at });
  });
  return tabs;
}

/**
 * The tabs to keep, parsed, in page order. A page may hold a tab twice and the later copy is the tab's
 * state, so only each id's last copy is considered. An element without a readable id is kept, so that
 * validation rejects it rather than anything being dropped unseen.
 */
function keptTabs(text: string, tabs: readonly Tab[], keep: (stash: StashHeader) => boolean): unknown[] {
  const last = new Map<string, number>();
  tabs.forEach((tab, index) => {
    if (tab.header?.id) last.set(tab.header.id, index);
  });
  const kept: unknown[] = [];
  tabs.forEach((tab, index) => {
    const id = tab.header?.id;
    const wanted = !tab.header || !id || (last.get(id) === index && keep(tab.header));
    if (wanted) kept.push(JSON.parse(text.slice(tab.start, tab.end)));
  });
  return kept;
}

/** A cursor over JSON text that walks its structure without building values. */
class Scan {
  at = 0;
  constructor(readonly text: string) {}

  peek(): number {
    this.#whitespace();
    return this.text.charCodeAt(this.at);
  }

  /** `{ "key": value, … }`; `member` must move past the value. */
  object(member: (key: string, valueStart: number) => void): void {
    this.#expect(OPEN_BRACE);
    if (this.peek() === CLOSE_BRACE) {
      this.at++;
      return;
    }
    for (;;) {
      if (this.peek() !== QUOTE) this.#fail('a key');
      const keyStart = this.at;
      this.#string();
      const key = JSON.parse(this.text.slice(keyStart, this.at)) as string;
      this.#expect(COLON);
      this.#whitespace();
      member(key, this.at);
      if (this.peek() === COMMA) this.at++;
      else return this.#expect(CLOSE_BRACE);
    }
  }

  /** `[ value, … ]`; `element` must move past the value. */
  array(element: (start: number) => void): void {
    this.#expect(OPEN_BRACKET);
    if (this.peek() === CLOSE_BRACKET) {
      this.at++;
      return;
    }
    for (;;) {
      this.#whitespace();
      element(this.at);
      if (this.peek() === COMMA) this.at++;
      else return this.#expect(CLOSE_BRACKET);
    }
  }

  /** Moves past one value: strings and brackets are matched, primitives are left to JSON.parse. */
  value(): void {
    const first = this.peek();
    if (first === QUOTE) return this.#string();
    if (first === OPEN_BRACE || first === OPEN_BRACKET) return this.#nested();
    const start = this.at;
    while (this.at < this.text.length && !isDelimiter(this.text.charCodeAt(this.at))) this.at++;
    if (this.at === start) this.#fail('a value');
  }

  /** Whether the value that starts at `start` is a string, number, boolean or null (not an object or array). */
  isPrimitive(start: number): boolean {
    const first = this.text.charCodeAt(start);
    return first !== OPEN_BRACE && first !== OPEN_BRACKET;
  }

  end(): void {
    this.#whitespace();
    if (this.at !== this.text.length) this.#fail('the end of the page');
  }

  #string(): void {
    const end = stringEnd(this.text, this.at);
    if (end < 0) this.#fail('the end of a string');
    this.at = end;
  }

  /** An object or array and everything in it; closers must match their openers. The hot loop of a page. */
  #nested(): void {
    const closers: number[] = [];
    const text = this.text;
    let at = this.at;
    while (at < text.length) {
      const c = text.charCodeAt(at);
      if (c === QUOTE) {
        at = stringEnd(text, at);
        if (at < 0) break;
        continue;
      }
      if (c === OPEN_BRACE) closers.push(CLOSE_BRACE);
      else if (c === OPEN_BRACKET) closers.push(CLOSE_BRACKET);
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        if (closers.pop() !== c) {
          this.at = at;
          this.#fail('a matching bracket');
        }
        if (closers.length === 0) {
          this.at = at + 1;
          return;
        }
      }
      at++;
    }
    this.at = text.length;
    this.#fail('the end of an object or array');
  }

  #whitespace(): void {
    const text = this.text;
    let at = this.at;
    while (isWhitespace(text.charCodeAt(at))) at++;
    this.at = at;
  }

  #expect(char: number): void {
    if (this.peek() !== char) this.#fail(`"${String.fromCharCode(char)}"`);
    this.at++;
  }

  #fail(what: string): never {
    throw new SyntaxError(`expected ${what} at position ${this.at} of the page`);
  }
}

/** Where the string that opens at `quote` ends (just past its closing quote); -1 when it never does. */
function stringEnd(text: string, quote: number): number {
  let close = text.indexOf('"', quote + 1);
  // A quote after an odd number of backslashes is escaped (rare: look back only then).
  while (close > 0 && text.charCodeAt(close - 1) === BACKSLASH) {
    let backslashes = 1;
    while (text.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) break;
    close = text.indexOf('"', close + 1);
  }
  return close < 0 ? -1 : close + 1;
}

function isWhitespace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

function isDelimiter(c: number): boolean {
  return c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET || isWhitespace(c);
}
