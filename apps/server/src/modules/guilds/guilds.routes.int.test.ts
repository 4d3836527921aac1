import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GUILD_HISTORY_UPLOAD_LIMITS,
  type Guild,
  type GuildStashContent,
  type GuildStashLog,
  type GuildStashTab,
} from '@app/shared';
import { auditEntries, guildStashTabs, objectives, recurringJobs, stashSnapshots } from '../../db/schema';
import { API_328 } from '../matching/poe-item.fixtures';
import { addMember, insertEvent, insertNamedItemObjective, insertTeam, insertTeamCast } from '../../test/fixtures';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { parseLogItem } from './guilds.service';

type Headers = { authorization: string };

describe.each(DATABASE_KINDS)('guild stash API on %s', (kind) => {
  const t = useTestApp(kind);
  let event: Awaited<ReturnType<typeof insertEvent>>;
  let red: { id: number };
  let blue: { id: number };
  let redLead: Headers;
  let redPlayer: Headers;
  let blueLead: Headers;
  let admin: Headers;

  beforeAll(async () => {
    const db = t.database.db;
    event = await insertEvent(db, { name: 'Guild League (PL1)' });
    red = await insertTeam(db, event.id, 'Red');
    blue = await insertTeam(db, event.id, 'Blue');
    const cast = await insertTeamCast(db, event.id, red.id);
    // Red's outsider leads Blue.
    await addMember(db, event.id, blue.id, cast.outsider.id, true);
    [redLead, redPlayer, blueLead, admin] = [
      await t.auth(cast.lead.id),
      await t.auth(cast.member.id),
      await t.auth(cast.outsider.id),
      await t.auth(cast.admin.id),
    ];
  });

  const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, headers?: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${event.id}${url}`, headers, payload: payload as never });

  it('lets a team lead register a guild once, and shows guilds only to their team and admins', async () => {
    expect((await call('PUT', '/guilds/501', redPlayer, { name: 'Red Guild', tag: 'RED' })).statusCode).toBe(403);
    const saved = await call('PUT', '/guilds/501', redLead, { name: 'Red Guild', tag: 'RED' });
    expect(saved.json<Guild>()).toEqual({ id: 501, team_id: red.id, name: 'Red Guild', tag: 'RED' });
    expect((await call('PUT', '/guilds/501', blueLead, { name: 'Stolen', tag: 'X' })).statusCode).toBe(409);
    // A name and a tag are small; a body padded far past them is not read at all.
    const padded = await call('PUT', '/guilds/501', redLead, { name: 'Padded', tag: '', notes: 'x'.repeat(5000) });
    expect([padded.statusCode, padded.json()]).toEqual([
      413,
      { code: 'payload_too_large', error: 'The request body is larger than the 4 KiB this endpoint takes' },
    ]);
    expect((await call('GET', '/guilds', redPlayer)).json<Guild[]>().map((g) => g.id)).toEqual([501]);
    expect((await call('GET', '/guilds', blueLead)).json<Guild[]>()).toEqual([]);
    expect((await call('GET', '/guilds', admin)).json<Guild[]>().map((g) => g.id)).toEqual([501]);
    expect((await call('GET', '/guilds')).statusCode).toBe(401);
    // The registration is on record, the refused takeover is not.
    const entries = await t.database.db.select().from(auditEntries).where(eq(auditEntries.kind, 'guild.register'));
    expect(entries.map((entry) => [entry.eventId, entry.targetId, entry.after])).toEqual([
      [event.id, 501, { id: 501, team_id: red.id, name: 'Red Guild', tag: 'RED' }],
    ]);
  });

  it('imports history once, only of the event league, and serves it filtered to the guild’s team', async () => {
    const at = (minutes: number) => Math.floor(Date.parse('2026-05-01T20:00:00Z') / 1000) + minutes * 60;
    const upload = {
      entries: [
        {
          id: 'e1',
          time: at(1),
          league: 'Guild League (PL1)',
          stash: 'Bank',
          item: '3× Chaos Orb',
          action: 'added',
          account: { name: 'Ann#0001' },
          x: 1,
          y: 2,
        },
        {
          id: 'e2',
          time: at(2),
          league: 'Guild League (PL1)',
          stash: 'Bank',
          item: 'Headhunter',
          action: 'removed',
          account: { name: 'Bob#0002' },
        },
        {
          id: 'e3',
          time: at(3),
          league: 'Standard',
          stash: 'Bank',
          item: 'Mirror of Kalandra',
          action: 'added',
          account: { name: 'Ann#0001' },
        },
      ],
      truncated: false,
    };
    expect((await call('POST', '/guilds/501/stash-history', redPlayer, upload)).statusCode).toBe(403);
    expect((await call('POST', '/guilds/501/stash-history', blueLead, upload)).statusCode).toBe(404);
    const first = await call('POST', '/guilds/501/stash-history', redLead, upload);
    expect(first.json()).toEqual({ number_of_added_entries: 2 });
    expect((await call('POST', '/guilds/501/stash-history', redLead, upload)).json()).toEqual({
      number_of_added_entries: 0,
    });
    expect((await call('POST', '/guilds/501/stash-history', redLead, { entries: [{ id: 'x' }] })).statusCode).toBe(400);

    const logs = (await call('GET', '/guilds/501/stash-history', redPlayer)).json<GuildStashLog[]>();
    expect(logs.map((l) => [l.item_name, l.number, l.action])).toEqual([
      ['Headhunter', 1, 'removed'],
      ['Chaos Orb', 3, 'added'],
    ]);
    expect(
      (await call('GET', '/guilds/501/stash-history?username=Ann-0001', redPlayer))
        .json<GuildStashLog[]>()
        .map((l) => l.id),
    ).toEqual(['e1']);
    expect(
      (await call('GET', '/guilds/501/stash-history?itemname=chaos', redPlayer))
        .json<GuildStashLog[]>()
        .map((l) => l.id),
    ).toEqual(['e1']);
    expect((await call('GET', '/guilds/501/stash-history?itemname=%25', redPlayer)).json<GuildStashLog[]>()).toEqual(
      [],
    );
    expect((await call('GET', '/guilds/501/stash-history?limit=5000', redPlayer)).statusCode).toBe(400);
    expect((await call('GET', '/guilds/501/stash-history', blueLead)).statusCode).toBe(404);
    const range = (await call('GET', '/guilds/501/stash-history/latest_timestamp', admin)).json<{
      earliest: string;
      latest: string;
    }>();
    expect([range.earliest, range.latest]).toEqual([
      new Date(at(1) * 1000).toISOString(),
      new Date(at(2) * 1000).toISOString(),
    ]);
  });

  it('takes a long export in consecutive parts, and tells an uploader of a larger part what to send instead', async () => {
    const { entries: most, bytes } = GUILD_HISTORY_UPLOAD_LIMITS;
    const entry = (i: number, item = 'Jagged Fossil') => ({
      id: `p${i}`,
      time: 1_780_000_000 + i,
      // Every tenth entry is of another league, and skipped.
      league: i % 10 === 9 ? 'Standard' : 'Guild League (PL1)',
      stash: 'Dump',
      item,
      action: 1,
      account: { name: 'Ann#0001' },
    });
    const part = (from: number, to: number, item?: string) => ({
      entries: Array.from({ length: to - from }, (_, i) => entry(from + i, item)),
    });
    const upload = (body: unknown) => call('POST', '/guilds/501/stash-history', redLead, body);
    const stored = async () =>
      (await call('GET', '/guilds/501/stash-history?limit=1000&itemname=Fossil', redPlayer)).json<GuildStashLog[]>()
        .length;

    // A part of the most entries and bytes one upload takes (long names fill it), and the next part,
    // overlapping it: what was stored already is not counted twice.
    const largest = part(0, most, `Fossil ${'x'.repeat(293)}`);
    const spare = Math.floor((bytes - JSON.stringify(largest).length) / most);
    for (const e of largest.entries) e.stash += 'D'.repeat(spare);
    expect(JSON.stringify(largest).length).toBeGreaterThan(bytes - most);
    expect(JSON.stringify(largest).length).toBeLessThanOrEqual(bytes);
    expect((await upload(largest)).json()).toEqual({ number_of_added_entries: most * 0.9 });
    expect((await upload(part(most / 2, most + most / 2))).json()).toEqual({
      number_of_added_entries: (most / 2) * 0.9,
    });
    expect((await upload(part(most / 2, most + most / 2))).json()).toEqual({ number_of_added_entries: 0 });
    expect(await stored()).toBe(most * 1.5 * 0.9);

    const tooMany = await upload(part(10_000, 10_000 + most + 1));
    expect([tooMany.statusCode, tooMany.json<{ error: string }>().error]).toEqual([
      400,
      'body.entries: must hold at most 500 entries: upload a longer export in consecutive parts',
    ]);
    const tooLarge = { entries: largest.entries.map((e) => ({ ...e, stash: `${e.stash}DD` })) };
    expect(JSON.stringify(tooLarge).length).toBeGreaterThan(bytes);
    expect((await upload(tooLarge)).json()).toEqual({
      error: 'Send at most 500 entries and 256 KiB per upload: a longer export goes in consecutive parts.',
      code: 'payload_too_large',
    });
    // Who may upload is settled before the body is read.
    expect((await call('POST', '/guilds/501/stash-history', undefined, tooLarge)).statusCode).toBe(401);
    expect((await call('POST', '/guilds/501/stash-history', redPlayer, tooLarge)).statusCode).toBe(403);
    // Values the database cannot hold are the uploader's mistake, not the server's.
    for (const bad of [
      { ...entry(30_000), item: 'Chaos\u0000Orb' },
      { ...entry(30_001), time: 10 ** 13 },
      { ...entry(30_002), item: `${'9'.repeat(20)}× Chaos Orb` },
    ]) {
      expect((await upload({ entries: [entry(30_003), bad] })).statusCode).toBe(400);
    }
    expect(await stored()).toBe(most * 1.5 * 0.9);
  });

  it('shows a team its own tabs with contents annotated by objective, and lets only its leads toggle them', async () => {
    const db = t.database.db;
    await db.insert(guildStashTabs).values([
      { eventId: event.id, id: 'aa01', teamId: red.id, name: 'Loot', type: 'PremiumStash', index: 1, userIds: [] },
      {
        eventId: event.id,
        id: 'bb01',
        teamId: blue.id,
        name: 'Blue loot',
        type: 'PremiumStash',
        index: 0,
        userIds: [],
      },
    ]);
    const [root] = await db.select().from(objectives).where(eq(objectives.eventId, event.id));
    const hh = await insertNamedItemObjective(db, event.id, root!.id, 'Headhunter');
    await db.insert(stashSnapshots).values({
      eventId: event.id,
      stashId: 'aa01',
      kind: 'guild',
      teamId: red.id,
      observedAt: new Date(),
      items: [API_328.headhunter, API_328.chaosOrbs],
    });

    expect((await call('GET', '/guild-stash', redPlayer)).json<GuildStashTab[]>().map((tab) => tab.id)).toEqual([
      'aa01',
    ]);
    expect((await call('GET', '/guild-stash', admin)).json<GuildStashTab[]>().map((tab) => tab.id)).toEqual([
      'bb01',
      'aa01',
    ]);
    const content = (await call('GET', '/guild-stash/aa01', redPlayer)).json<GuildStashContent>();
    expect(content.items.map((i) => [i.item.name, i.item_class, i.objectives])).toEqual([
      ['Headhunter', 'Belts', [{ id: hh.id, name: 'Headhunter' }]],
      ['', 'Stackable Currency', []],
    ]);
    // The organiser renames the objective (every edit raises its revision): the tab shows the new name.
    await db
      .update(objectives)
      .set({ name: 'Headhunter belt', revision: sql`${objectives.revision} + 1` })
      .where(eq(objectives.id, hh.id));
    const renamed = (await call('GET', '/guild-stash/aa01', redPlayer)).json<GuildStashContent>();
    expect(renamed.items[0]?.objectives).toEqual([{ id: hh.id, name: 'Headhunter belt' }]);
    expect((await call('GET', '/guild-stash/aa01', blueLead)).statusCode).toBe(404);
    expect((await call('GET', '/guild-stash/not-hex!', redPlayer)).statusCode).toBe(400);

    expect((await call('PATCH', '/guild-stash/aa01', redPlayer)).statusCode).toBe(403);
    expect((await call('PATCH', '/guild-stash/aa01', blueLead)).statusCode).toBe(404);
    expect((await call('PATCH', '/guild-stash/aa01', redLead)).json<GuildStashTab>().fetch_enabled).toBe(true);
    const [toggle] = await db.select().from(auditEntries).where(eq(auditEntries.kind, 'guild_stash.toggle'));
    expect(toggle?.after).toMatchObject({ stash_id: 'aa01', fetch_enabled: true });

    expect((await call('POST', '/guild-stash/aa01/update', redLead)).statusCode).toBe(409);
    await db
      .insert(recurringJobs)
      .values({ eventId: event.id, jobType: 'FetchGuildStashes', endDate: new Date(Date.now() + 3_600_000) });
    expect((await call('POST', '/guild-stash/aa01/update', redLead)).statusCode).toBe(202);
    expect((await call('POST', '/guild-stash/update-access', redLead)).statusCode).toBe(403);
    expect((await call('POST', '/guild-stash/update-access', admin)).statusCode).toBe(409);
  });
});

describe('parseLogItem', () => {
  it('reads stack counts in front of item names', () => {
    expect(parseLogItem('3× Chaos Orb')).toEqual({ number: 3, name: 'Chaos Orb' });
    expect(parseLogItem('12x Jagged Fossil')).toEqual({ number: 12, name: 'Jagged Fossil' });
    expect(parseLogItem('Headhunter')).toEqual({ number: 1, name: 'Headhunter' });
    expect(parseLogItem('The 4× Fool')).toEqual({ number: 1, name: 'The 4× Fool' });
  });
});
