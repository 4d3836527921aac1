import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreEvidence } from '@app/shared';
import {
  characters,
  events,
  objectiveConditions,
  objectiveMatches,
  objectives,
  scoringPresets,
  stashSnapshots,
} from '../../db/schema';
import { notifyEvidenceAdded } from '../../db/signals';
import { createScoreUpdater, type ScoreUpdater } from '../../worker/score-updater';
import { addMember, insertEvent, insertObjective, insertTeam, insertUser } from '../../test/fixtures';
import { QUIET_LOG } from '../../test/jobs';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const MINUTE = 60_000;

/** A few filler items around the one that counts: the evidence shows the matched item, nothing else of the tab. */
const fillerItems = Array.from({ length: 40 }, (_, index) => ({
  id: `filler-${index}`,
  name: '',
  typeLine: 'Chaos Orb',
  baseType: 'Chaos Orb',
  icon: 'https://example.org/chaos.png',
  stackSize: 3,
  frameType: 5,
  ilvl: 0,
}));
const mageblood = {
  id: 'mageblood-1',
  name: 'Mageblood',
  typeLine: 'Heavy Belt',
  baseType: 'Heavy Belt',
  icon: 'https://example.org/mageblood.png',
  frameType: 3,
  rarity: 'Unique',
  ilvl: 84,
  identified: true,
};
const relic = { ...mageblood, id: 'relic-1', name: 'Guild Relic', typeLine: 'Amber Amulet', baseType: 'Amber Amulet' };

describe.each(DATABASE_KINDS)('score evidence on %s', (kind) => {
  const t = useTestApp(kind);
  let updater: ScoreUpdater;
  let eventId = 0;
  let otherEventTeam = 0;
  const team = { red: 0, blue: 0 };
  const user = { alice: 0, bob: 0, judge: 0 };
  const objective = { uniques: 0, mageblood: 0, vault: 0, relic: 0, level: 0, maven: 0 };
  let sequence = 0;

  async function addEvidence(
    values: Partial<typeof objectiveMatches.$inferInsert> & { objectiveId: number; teamId: number },
  ) {
    await t.database.db.insert(objectiveMatches).values({
      eventId,
      number: 1,
      timestamp: new Date(),
      source: 'seed',
      sourceKey: `evidence-${++sequence}`,
      ...values,
    });
  }

  async function addSnapshot(values: Partial<typeof stashSnapshots.$inferInsert> & { items: unknown[] }) {
    const [row] = await t.database.db
      .insert(stashSnapshots)
      .values({ eventId, stashId: `stash-${++sequence}`, kind: 'public', observedAt: new Date(), ...values })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    const db = t.database.db;
    updater = createScoreUpdater(t.app.ctx, QUIET_LOG);
    await updater.start();
    const now = Date.now();
    const event = await insertEvent(db, { eventStartTime: new Date(now - 120 * MINUTE) });
    eventId = event.id;
    const other = await insertEvent(db);
    otherEventTeam = (await insertTeam(db, other.id, 'Elsewhere')).id;
    team.red = (await insertTeam(db, eventId, 'Red')).id;
    team.blue = (await insertTeam(db, eventId, 'Blue')).id;
    user.alice = (await insertUser(db, { displayName: 'Alice' })).id;
    user.bob = (await insertUser(db, { displayName: 'Bob' })).id;
    user.judge = (await insertUser(db, { displayName: 'Judy', permissions: ['submission_judge'] })).id;
    await addMember(db, eventId, team.red, user.alice);
    await addMember(db, eventId, team.blue, user.bob);
    await db.insert(characters).values({
      id: 'alice-char',
      eventId,
      userId: user.alice,
      name: 'AliceTheWitch',
      level: 91,
      characterClass: 'Witch',
    });

    const preset = async (name: string, values: Partial<typeof scoringPresets.$inferInsert>) =>
      (
        await db
          .insert(scoringPresets)
          .values({ eventId, name, scoringMethod: 'PRESENCE', points: [10], ...values })
          .returning()
      )[0]!.id;
    const find = await preset('Find it', {});
    const race = await preset('First three', { scoringMethod: 'RANKED_TIME', points: [30, 20, 10] });
    const set = await preset('Set bonus', { points: [5], requiredChildren: 1 });
    const [root] = await db.select().from(objectives).where(eq(objectives.eventId, eventId));
    const item = async (
      parentId: number,
      name: string,
      extra: Partial<typeof objectives.$inferInsert> & { presetIds?: number[] },
    ) => {
      const row = await insertObjective(db, {
        eventId,
        parentId,
        name,
        objectiveType: 'ITEM',
        aggregation: 'EARLIEST',
        numberField: 'STACK_SIZE',
        presetIds: [find],
        ...extra,
      });
      await db.insert(objectiveConditions).values({ objectiveId: row.id, field: 'NAME', operator: 'EQ', value: name });
      return row.id;
    };
    objective.uniques = (
      await insertObjective(db, {
        eventId,
        parentId: root!.id,
        name: 'Uniques',
        objectiveType: 'CATEGORY',
        aggregation: 'NONE',
        numberField: 'FINISHED_OBJECTIVES',
        presetIds: [set],
      })
    ).id;
    objective.mageblood = await item(objective.uniques, 'Mageblood', { presetIds: [find, race] });
    objective.vault = await item(objective.uniques, 'Vault Key', {
      aggregation: 'SUM_LATEST',
      requiredNumber: 5,
      hideProgress: true,
    });
    objective.relic = await item(objective.uniques, 'Guild Relic', {});
    objective.level = (
      await insertObjective(db, {
        eventId,
        parentId: root!.id,
        name: 'Reach level 90',
        objectiveType: 'PLAYER',
        aggregation: 'MAXIMUM',
        numberField: 'PLAYER_LEVEL',
        requiredNumber: 90,
        presetIds: [find],
      })
    ).id;
    objective.maven = (
      await insertObjective(db, {
        eventId,
        parentId: root!.id,
        name: 'Kill the Maven',
        objectiveType: 'SUBMISSION',
        aggregation: 'EARLIEST',
        numberField: 'SUBMISSION_VALUE',
        presetIds: [race],
      })
    ).id;

    // Red finds a Mageblood first, Blue later: 10 + 30 for Red, 10 + 20 for Blue.
    const redTab = await addSnapshot({
      userId: user.alice,
      teamId: team.red,
      accountName: 'Alice#1234',
      stashName: 'Loot',
      observedAt: new Date(now - 60 * MINUTE),
      items: [...fillerItems, mageblood],
    });
    await addEvidence({
      objectiveId: objective.mageblood,
      teamId: team.red,
      userId: user.alice,
      timestamp: redTab.observedAt,
      source: 'stash',
      snapshotId: redTab.id,
      stashId: redTab.stashId,
    });
    const blueTab = await addSnapshot({
      userId: user.bob,
      teamId: team.blue,
      stashName: 'Dump',
      observedAt: new Date(now - 30 * MINUTE),
      items: [mageblood],
    });
    await addEvidence({
      objectiveId: objective.mageblood,
      teamId: team.blue,
      userId: user.bob,
      timestamp: blueTab.observedAt,
      source: 'stash',
      snapshotId: blueTab.id,
      stashId: blueTab.stashId,
    });
    // Blue's relic lies in its guild stash.
    const guildTab = await addSnapshot({
      kind: 'guild',
      userId: user.bob,
      teamId: team.blue,
      stashName: 'Guild bank',
      observedAt: new Date(now - 20 * MINUTE),
      items: [relic],
    });
    await addEvidence({
      objectiveId: objective.relic,
      teamId: team.blue,
      userId: user.bob,
      timestamp: guildTab.observedAt,
      source: 'stash',
      snapshotId: guildTab.id,
      stashId: guildTab.stashId,
    });
    // Red holds 2 of the 5 vault keys: unfinished, and the objective hides progress.
    await addEvidence({ objectiveId: objective.vault, teamId: team.red, userId: user.alice, number: 2 });
    // Alice's level over time.
    for (const [level, minutesAgo] of [
      [60, 90],
      [80, 50],
      [91, 10],
    ] as const) {
      await addEvidence({
        objectiveId: objective.level,
        teamId: team.red,
        userId: user.alice,
        number: level,
        timestamp: new Date(now - minutesAgo * MINUTE),
        source: 'character',
      });
    }
    await notifyEvidenceAdded(db, eventId);
    await updater.flush();

    // Alice claims the Maven kill and the judge approves it, through the API.
    const submitted = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}/submissions`,
      headers: await t.auth(user.alice),
      payload: {
        objective_id: objective.maven,
        timestamp: new Date(now - 40 * MINUTE).toISOString(),
        proof: 'https://example.org/maven-kill',
        comment: 'Deathless, see the video',
      },
    });
    expect(submitted.statusCode).toBe(201);
    const reviewed = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}/submissions/${submitted.json<{ id: number }>().id}/review`,
      headers: await t.auth(user.judge),
      payload: { approval_status: 'APPROVED', review_comment: 'Clean kill' },
    });
    expect(reviewed.statusCode).toBe(200);
    await updater.flush();
  });
  afterAll(async () => {
    await updater.stop();
  });

  const explain = async (objectiveId: number, teamId: number, headers?: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/scores/evidence?objective_id=${objectiveId}&team_id=${teamId}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<ScoreEvidence>();
  };

  it('shows a visitor the item behind an item score: where it was seen, by whom, and each condition it met', async () => {
    const why = await explain(objective.mageblood, team.red);
    expect(why.score.points).toBe(40);
    expect(why.rules).toEqual([
      expect.objectContaining({ name: 'Find it', scoring_method: 'PRESENCE', points: 10 }),
      expect.objectContaining({ name: 'First three', scoring_method: 'RANKED_TIME', points: 30, rank: 1 }),
    ]);
    expect(why.item).toMatchObject({
      withheld: false,
      player: { user_id: user.alice, name: 'Alice' },
      character_name: 'AliceTheWitch',
      account_name: 'Alice#1234',
      stash_name: 'Loot',
      stash_kind: 'public',
      item: {
        name: 'Mageblood',
        base_type: 'Heavy Belt',
        icon: 'https://example.org/mageblood.png',
        properties: [{ field: 'NAME', value: 'Mageblood' }],
        conditions: [{ field: 'NAME', operator: 'EQ', expected: 'Mageblood', seen: 'Mageblood', passed: true }],
      },
    });
    expect(why.item?.first_seen_at).toBe(why.reached_at);
    // Every team's result and place, for the ranked rule.
    expect(why.standings.map(({ team_name, rank, points }) => ({ team_name, rank, points }))).toEqual([
      { team_name: 'Red', rank: 1, points: 40 },
      { team_name: 'Blue', rank: 2, points: 30 },
    ]);
  });

  it('lists a player number over time and the moment the requirement was reached', async () => {
    const why = await explain(objective.level, team.red);
    expect(why.values.map((value) => value.number)).toEqual([60, 80, 91]);
    expect(why.values_total).toBe(3);
    expect(why.values[0]?.player?.name).toBe('Alice');
    expect(why.score.finished).toBe(true);
    expect(why.reached_at).toBe(why.values[2]?.timestamp);
  });

  it("marks a value recorded after the event's end as late: listed, but it scores nothing", async () => {
    const [event] = await t.database.db.select({ end: events.eventEndTime }).from(events).where(eq(events.id, eventId));
    const sourceKey = 'after-the-end';
    await addEvidence({
      objectiveId: objective.level,
      teamId: team.red,
      userId: user.alice,
      number: 95,
      timestamp: new Date(event!.end.getTime() + MINUTE),
      source: 'character',
      sourceKey,
    });
    try {
      const why = await explain(objective.level, team.red);
      expect(why.values.map((value) => [value.number, value.late])).toEqual([
        [60, false],
        [80, false],
        [91, false],
        [95, true],
      ]);
    } finally {
      await t.database.db.delete(objectiveMatches).where(eq(objectiveMatches.sourceKey, sourceKey));
    }
  });

  it('shows the approved submission: proof, comment, submitter, judge and when it was decided', async () => {
    const why = await explain(objective.maven, team.red);
    expect(why.score.points).toBe(30);
    expect(why.submissions).toEqual([
      expect.objectContaining({
        proof: 'https://example.org/maven-kill',
        comment: 'Deathless, see the video',
        submitter: { user_id: user.alice, name: 'Alice' },
        judge: { user_id: user.judge, name: 'Judy' },
        review_comment: 'Clean kill',
      }),
    ]);
    expect(why.submissions[0]?.decided_at).not.toBeNull();
  });

  it('names the children that made a category’s total and which completed it', async () => {
    const why = await explain(objective.uniques, team.red);
    expect(why.total_points).toBe(45);
    expect(why.rules).toEqual([expect.objectContaining({ name: 'Set bonus', points: 5 })]);
    expect(why.children).toEqual([
      expect.objectContaining({ name: 'Mageblood', points: 40, finished: true, completes: true }),
      expect.objectContaining({ name: 'Vault Key', points: 0, finished: false, completes: false }),
      expect.objectContaining({ name: 'Guild Relic', points: 0, finished: false, completes: false }),
    ]);
  });

  it('keeps hidden progress to its own team, as the latest scores do', async () => {
    const visitor = await explain(objective.vault, team.red);
    expect(visitor).toMatchObject({ progress_hidden: true, values: [], values_total: 0, score: { number: 0 } });
    const rival = await explain(objective.vault, team.red, await t.auth(user.bob));
    expect(rival.progress_hidden).toBe(true);
    const own = await explain(objective.vault, team.red, await t.auth(user.alice));
    expect(own).toMatchObject({ progress_hidden: false, score: { number: 2 }, values_total: 1 });
  });

  it('shows a guild tab’s item only to its team, admins and judges', async () => {
    const withheld = { withheld: true, item: null, stash_name: null, stash_kind: 'guild' };
    expect((await explain(objective.relic, team.blue)).item).toMatchObject(withheld);
    expect((await explain(objective.relic, team.blue, await t.auth(user.alice))).item).toMatchObject(withheld);
    for (const viewer of [await t.auth(user.bob), await t.auth(user.judge)]) {
      expect((await explain(objective.relic, team.blue, viewer)).item).toMatchObject({
        withheld: false,
        stash_name: 'Guild bank',
        item: { name: 'Guild Relic', base_type: 'Amber Amulet' },
      });
    }
  });

  it('shows nothing of a private event to a visitor', async () => {
    const db = t.database.db;
    const secret = await insertEvent(db, { isPublic: false });
    const secretTeam = await insertTeam(db, secret.id, 'Hidden');
    await addMember(db, secret.id, secretTeam.id, user.alice);
    const [root] = await db.select().from(objectives).where(eq(objectives.eventId, secret.id));
    const url = `/api/events/${secret.id}/scores/evidence?objective_id=${root!.id}&team_id=${secretTeam.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: await t.auth(user.bob) })).statusCode).toBe(404);
    // Its own players still see it.
    expect((await t.app.inject({ method: 'GET', url, headers: await t.auth(user.alice) })).statusCode).toBe(200);
  });

  it.each([
    ['an unknown objective', 404, () => `objective_id=999999&team_id=${team.red}`],
    ['an unknown team', 404, () => `objective_id=${objective.mageblood}&team_id=999999`],
    ['a team of another event', 404, () => `objective_id=${objective.mageblood}&team_id=${otherEventTeam}`],
    ['an id that is not a number', 400, () => `objective_id=abc&team_id=${team.red}`],
    ['a missing team', 400, () => `objective_id=${objective.mageblood}`],
  ])('answers %s with %i', async (_case, status, query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/scores/evidence?${query()}` });
    expect(response.statusCode).toBe(status);
    expect(response.json<{ code: string }>().code).toBeTypeOf('string');
  });
});
