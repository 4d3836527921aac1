import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/seeded-random';
import { publicStashPageSchema } from './poe.schemas';
import { readPublicStashPage, type StashHeader } from './public-stash-page';

const all = () => true;
const league = (name: string) => (tab: StashHeader) => tab.league === name;

/** Strings that trip a naive scanner: quotes, backslashes, brackets and non-ASCII inside strings. */
const TRICKY = ['plain', 'say "hi"', 'back\\slash\\', '\\"', '}]{[', 'ü ♥ 𝄞', '', ',:', '\n\t', '\u0000'];

function randomTab(next: () => number, n: number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return {
    id: `tab-${Math.floor(next() * 6)}-${pick(TRICKY)}`,
    public: next() < 0.8,
    accountName: next() < 0.9 ? `Player#${n}${pick(TRICKY)}` : null,
    stash: pick(TRICKY),
    stashType: 'PremiumStash',
    league: pick(['Event', 'Standard', 'Event}', null]),
    items: Array.from({ length: Math.floor(next() * 4) }, (_, i) => ({
      id: `item-${i}`,
      typeLine: pick(TRICKY),
      stackSize: Math.floor(next() * 40),
      properties: [{ name: pick(TRICKY), values: [[pick(TRICKY), 0]] }],
      nested: { deeper: [[], {}, [null, true, false, -1.5e3]] },
    })),
  };
}

describe('reading a public stash page, building only the kept tabs', () => {
  it("builds what JSON.parse builds (each tab's last copy), whatever the strings and spacing hold", () => {
    const random = seededRandom(15);
    const next = () => random.next();
    for (let page = 0; page < 200; page++) {
      const body = {
        next_change_id: '1-2-3',
        stashes: Array.from({ length: Math.floor(next() * 8) }, (_, n) => randomTab(next, n)),
      };
      const text = JSON.stringify(body, null, page % 3 === 0 ? 2 : undefined);
      const parsed = JSON.parse(text) as typeof body;
      const lastCopies = parsed.stashes.filter((tab, i) => !parsed.stashes.slice(i + 1).some((t) => t.id === tab.id));
      expect(readPublicStashPage(Buffer.from(text), all)).toEqual({ ...parsed, stashes: lastCopies });
    }
  });

  it("builds only the tabs kept by their own fields, judging a repeated tab by its last copy, the page's order kept", () => {
    const text = JSON.stringify({
      next_change_id: '5-5',
      stashes: [
        { id: 'a', public: true, league: 'Event', items: [{ id: 'league: "Standard"' }] },
        { id: 'b', public: true, league: 'Standard', items: [{ league: 'Event' }] },
        { id: 'c', public: true, league: 'Event', items: [] },
        { id: 'c', public: false, league: null, items: [] },
        { id: 'd', public: false, league: null, items: [] },
        { id: 'd', public: true, league: 'Event', items: [1] },
      ],
    });
    const page = readPublicStashPage(Buffer.from(text), league('Event'));
    expect(page.next_change_id).toBe('5-5');
    expect((page.stashes as { id: string }[]).map((tab) => tab.id)).toEqual(['a', 'd']);
  });

  it('hands a tab whose own fields cannot be read to validation, which rejects the page', () => {
    const text = '{"next_change_id":"1-1","stashes":[{"id":7,"league":"Standard","items":[]},"junk"]}';
    expect(readPublicStashPage(Buffer.from(text), () => false).stashes).toEqual([
      { id: 7, league: 'Standard', items: [] },
      'junk',
    ]);
    expect(publicStashPageSchema(() => false).safeParse(Buffer.from(text)).success).toBe(false);
  });

  it.each([
    ['truncated', '{"next_change_id":"1-1","stashes":[{"id":"a","items":[{"x":"y"'],
    ['a trailing comma', '{"next_change_id":"1-1","stashes":[],}'],
    ['an HTML error page', '<html><body>502 Bad Gateway</body></html>'],
    ['an empty body', ''],
    ['brackets that do not match in a skipped tab', '{"next_change_id":"1-1","stashes":[{"id":"a","items":[}]}]}'],
    ['an unterminated string', '{"next_change_id":"1-1","stashes":[{"id":"a","stash":"oops}]}'],
    ['text after the page', '{"next_change_id":"1-1","stashes":[]} {}'],
    ['a bad token in a kept tab', '{"next_change_id":"1-1","stashes":[{"id":"a","league":"Event","items":[NaN]}]}'],
    ['stashes that are not an array', '{"next_change_id":"1-1","stashes":null}'],
    ['a missing change id', '{"stashes":[]}'],
  ])('rejects a page with %s', (_case, text) => {
    expect(publicStashPageSchema(league('Event')).safeParse(Buffer.from(text)).success).toBe(false);
  });

  it("reads a tab's escaped keys as JSON.parse does, and refuses a raw control character in a key", () => {
    const escaped =
      '{"next_change_id":"1-1","stashes":[{"\\u0069d":"a","le\\u0061gue":"Event"},{"id":"b","le\\u0061gue":"Standard"}]}';
    expect(readPublicStashPage(Buffer.from(escaped), league('Event')).stashes).toEqual([{ id: 'a', league: 'Event' }]);
    const raw = '{"next_change_id":"1-1","stashes":[{"id\t":"a","league":"Event","items":[]}]}';
    expect(() => JSON.parse(raw) as unknown).toThrow(SyntaxError);
    expect(() => readPublicStashPage(Buffer.from(raw), league('Event'))).toThrow(SyntaxError);
  });

  it('does not build, and so does not judge, what is inside a tab it skips', () => {
    const text = '{"next_change_id":"1-1","stashes":[{"id":"a","league":"Standard","items":[NaN, undefined]}]}';
    expect(publicStashPageSchema(league('Event')).parse(Buffer.from(text))).toEqual({
      next_change_id: '1-1',
      stashes: [],
    });
  });
});
