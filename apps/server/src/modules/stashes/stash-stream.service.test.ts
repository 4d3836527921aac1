import { describe, expect, it } from 'vitest';
import { snapshotsToKeep, type PublicStashEntry, type StashPage } from './stash-stream.service';

const EVENT = { id: 7, name: 'Event League (PL1)' };
const PARTICIPANTS = new Map([['alice#1234', { userId: 1, teamId: 10 }]]);
const AT = new Date('2026-05-02T12:00:00Z');
const ORB = { baseType: 'Chaos Orb', stackSize: 3 };

const tab = (id: string, fields: Partial<PublicStashEntry> = {}): PublicStashEntry => ({
  id,
  public: true,
  accountName: 'Alice#1234',
  stash: `tab ${id}`,
  stashType: 'PremiumStash',
  league: EVENT.name,
  items: [ORB],
  ...fields,
});
const page = (...stashes: PublicStashEntry[]): StashPage => ({ changeId: '1-1', nextChangeId: '2-2', stashes });
const kept = (p: StashPage, tracked: string[] = []) =>
  snapshotsToKeep(p, EVENT, PARTICIPANTS, new Set(tracked), AT).map((row) => [
    row.stashId,
    row.teamId,
    row.items.length,
  ]);

describe('what the event keeps of a public stash page', () => {
  it("keeps its players' tabs in its league, with their team, and nothing of other leagues or other players", () => {
    const rows = kept(
      page(
        tab('a'),
        tab('b', { accountName: 'ALICE#1234' }),
        tab('c', { league: 'Standard' }),
        tab('d', { accountName: 'Stranger#0001' }),
        tab('e', { accountName: null }),
      ),
    );
    expect(rows).toEqual([
      ['a', 10, 1],
      ['b', 10, 1],
    ]);
  });

  it('stores a tracked tab again whoever holds it now, empty once it left the league or went private', () => {
    const rows = kept(
      page(
        tab('left', { league: 'Standard' }),
        tab('private', { public: false, accountName: null, league: null, items: [] }),
        tab('sold', { accountName: 'Stranger#0001' }),
        tab('untracked', { league: 'Standard' }),
      ),
      ['left', 'private', 'sold'],
    );
    expect(rows).toEqual([
      ['left', null, 0],
      ['private', null, 0],
      ['sold', null, 1],
    ]);
  });

  it('keeps the last copy of a tab a page repeats, stamped with the page and the time it was read', () => {
    const rows = snapshotsToKeep(
      page(tab('a', { items: [] }), tab('a', { items: [ORB, ORB] })),
      EVENT,
      PARTICIPANTS,
      new Set(),
      AT,
    );
    expect(rows).toEqual([
      expect.objectContaining({ stashId: 'a', changeId: '1-1', observedAt: AT, items: [ORB, ORB], userId: 1 }),
    ]);
  });
});
