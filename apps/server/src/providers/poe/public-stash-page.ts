/**
 * Reads a public stash page (~20 MB of JSON, ~2,000 tabs) without building the tabs nobody keeps. A scan
 * walks the page's bytes once, reads each tab's own fields (id, public, league, account) and finds where
 * the tab ends; only the tabs `keep` wants are then decoded and parsed (and validated by the caller's schema).
 * Building and collecting the other nine tenths of a page cost more than everything else the pipeline does,
 * and so did decoding the whole page into a string. The scan works on UTF-8 bytes directly: every byte of a
 * multi-byte character is ≥ 0x80, so it is never taken for a quote, backslash, bracket or comma.
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

const utf8 = new TextDecoder();

/** What a byte means inside a skipped object or array. */
const PLAIN = 0;
const STRING = 1;
const OPENS = 2;
const CLOSES = 3;
const NESTED_ROLE = new Uint8Array(256);
NESTED_ROLE[QUOTE] = STRING;
NESTED_ROLE[OPEN_BRACE] = OPENS;
NESTED_ROLE[OPEN_BRACKET] = OPENS;
NESTED_ROLE[CLOSE_BRACE] = CLOSES;
NESTED_ROLE[CLOSE_BRACKET] = CLOSES;

export function readPublicStashPage(body: Uint8Array, keep: (stash: StashHeader) => boolean): KeptPage {
  const scan = new Scan(body);
  let nextChangeId: unknown;
  let stashes: unknown = undefined;
  scan.object((key, start) => {
    if (key === 'stashes' && scan.peek() === OPEN_BRACKET) {
      stashes = keptTabs(body, scanTabs(scan), keep);
    } else {
      scan.value();
      // Like JSON.parse, a repeated key means its last value.
      if (key === 'next_change_id') nextChangeId = parseJson(body, start, scan.at);
      if (key === 'stashes') stashes = parseJson(body, start, scan.at);
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
      const value: unknown = scan.isPrimitive(valueStart) ? parseJson(scan.bytes, valueStart, scan.at) : null;
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
function keptTabs(body: Uint8Array, tabs: readonly Tab[], keep: (stash: StashHeader) => boolean): unknown[] {
  const last = new Map<string, number>();
  tabs.forEach((tab, index) => {
    if (tab.header?.id) last.set(tab.header.id, index);
  });
  const kept: unknown[] = [];
  tabs.forEach((tab, index) => {
    const id = tab.header?.id;
    const wanted = !tab.header || !id || (last.get(id) === index && keep(tab.header));
    if (wanted) kept.push(parseJson(body, tab.start, tab.end));
  });
  return kept;
}

/** The JSON value in bytes [start, end), decoded and parsed (it throws a SyntaxError as JSON.parse does). */
function parseJson(body: Uint8Array, start: number, end: number): unknown {
  return JSON.parse(utf8.decode(body.subarray(start, end)));
}

/** The longest key the reader looks for ("next_change_id"). */
const LONGEST_KEY = 14;

/** A cursor over a JSON document's bytes that walks its structure without building values. */
class Scan {
  at = 0;
  constructor(readonly bytes: Uint8Array) {}

  peek(): number {
    this.#whitespace();
    return this.bytes[this.at] ?? -1;
  }

  /**
   * `{ "key": value, … }`; `member` must move past the value. Keys are the reader's to compare with the
   * names it looks for: a longer key is handed over as null, an escaped one decoded as JSON.parse would.
   */
  object(member: (key: string | null, valueStart: number) => void): void {
    this.#expect(OPEN_BRACE);
    if (this.peek() === CLOSE_BRACE) {
      this.at++;
      return;
    }
    for (;;) {
      if (this.peek() !== QUOTE) this.#fail('a key');
      const keyStart = this.at;
      this.#string();
      const key = this.#key(keyStart, this.at);
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
    const bytes = this.bytes;
    while (this.at < bytes.length && !isDelimiter(bytes[this.at]!)) this.at++;
    if (this.at === start) this.#fail('a value');
  }

  /** Whether the value that starts at `start` is a string, number, boolean or null (not an object or array). */
  isPrimitive(start: number): boolean {
    const first = this.bytes[start];
    return first !== OPEN_BRACE && first !== OPEN_BRACKET;
  }

  end(): void {
    this.#whitespace();
    if (this.at !== this.bytes.length) this.#fail('the end of the page');
  }

  #string(): void {
    const end = stringEnd(this.bytes, this.at);
    if (end < 0) this.#fail('the end of a string');
    this.at = end;
  }

  /** The key quoted in [start, end): built from its bytes when short and plain, null when too long to matter. */
  #key(start: number, end: number): string | null {
    const bytes = this.bytes;
    let key = '';
    for (let at = start + 1; at < end - 1; at++) {
      const byte = bytes[at]!;
      // Escapes (rare in keys) are JSON's to read; other bytes, ASCII or not, only need comparing.
      if (byte === BACKSLASH) return parseJson(bytes, start, end) as string;
      if (byte < 0x20) this.#fail('a key without control characters');
      if (key.length === LONGEST_KEY) return null;
      key += String.fromCharCode(byte);
    }
    return key;
  }

  /**
   * An object or array and everything in it; closers must match their openers. The hot loop of a page: one
   * table lookup per byte, since most bytes mean nothing here.
   */
  #nested(): void {
    const closers: number[] = [];
    const bytes = this.bytes;
    const length = bytes.length;
    let at = this.at;
    while (at < length) {
      const c = bytes[at]!;
      const role = NESTED_ROLE[c];
      if (role === PLAIN) {
        at++;
        continue;
      }
      if (role === STRING) {
        at = stringEnd(bytes, at);
        if (at < 0) break;
        continue;
      }
      if (role === OPENS) closers.push(c === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET);
      else {
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
    this.at = length;
    this.#fail('the end of an object or array');
  }

  #whitespace(): void {
    const bytes = this.bytes;
    let at = this.at;
    while (at < bytes.length && isWhitespace(bytes[at]!)) at++;
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

/**
 * Where the string that opens at `quote` ends (just past its closing quote); -1 when it never does. A plain
 * loop: most strings of a page are a few bytes, and a builtin call per string cost more.
 */
function stringEnd(bytes: Uint8Array, quote: number): number {
  const length = bytes.length;
  for (let at = quote + 1; ; at++) {
    while (at < length && bytes[at] !== QUOTE) at++;
    if (at >= length) return -1;
    // A quote after an odd number of backslashes is escaped (rare: look back only then).
    if (bytes[at - 1] !== BACKSLASH) return at + 1;
    let backslashes = 1;
    while (bytes[at - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at + 1;
  }
}

function isWhitespace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

function isDelimiter(c: number): boolean {
  return c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET || isWhitespace(c);
}
