import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, EventResults, RecurringJob, Submission, TeamTotals } from '@app/shared';
import { objectiveMatches, objectives, scoringPresets, submissions } from '../../db/schema';
import { notifyEvidenceAdded } from '../../db/signals';
import { createScoreUpdater, type ScoreUpdater } from '../../worker/score-updater';
import { addMember, insertEvent, insertObjective, insertTeam, insertUser } from '../../test/fixtures';
import { QUIET_LOG } from '../../test/jobs';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(DATABASE_KINDS)('results of an ended event on %s', (kind) => {
  const t = useTestApp(kind);
  let updater: ScoreUpdater;
  let sequence = 0;
  /** Ended two days ago; judges may still decide until its default closing time (a week after the end). */
  let event: Awaited<ReturnType<typeof insertEvent>>;
  const start = Date.now() - 10 * DAY;
  const end = Date.now() - 2 * DAY;
  const teams: Record<'red' | 'blue' | 'green', { id: number }> = { red: { id: 0 }, blue: { id: 0 }, green: { id: 0 } };
  const players: Record<'redA' | 'redB' | 'blueA' | 'greenA', { id: number }> = {
    redA: { id: 0 },
    redB: { id: 0 },
    blueA: { id: 0 },
    greenA: { id: 0 },
  };
  const ids = { uniques: 0, races: 0, mageblood: 0, headhunter: 0, race: 0, bounty: 0 };

  async function addEvidence(objectiveId: number, teamId: number, userId: number, at: number) {
    await t.database.db.insert(objectiveMatches).values({
      eventId: event.id,
      objectiveId,
      teamId,
      userId,
      number: 1,
      timestamp: new Date(at),
      source: 'seed',
      sourceKey: `results-${++sequence}`,
    });
    await notifyEvidenceAdded(t.database.db, event.id);
  }

  const results = async (eventId: number | string = event.id) =>
    (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/results` })).json<EventResults>();

  beforeAll(async () => {
    updater = createScoreUpdater(t.app.ctx, QUIET_LOG);
    await updater.start();
    const db = t.database.db;
    event = await insertEvent(db, { eventStartTime: new Date(start), eventEndTime: new Date(end) });
    teams.red = await insertTeam(db, event.id, 'Red');
    teams.blue = await insertTeam(db, event.id, 'Blue');
    teams.green = await insertTeam(db, event.id, 'Green');
    for (const [name, team] of [
      ['redA', teams.red],
      ['redB', teams.red],
      ['blueA', teams.blue],
      ['greenA', teams.green],
    ] as const) {
      players[name] = await insertUser(db, { displayName: name });
      await addMember(db, event.id, team.id, players[name].id);
    }
    const [find] = await db
      .insert(scoringPresets)
      .values({ eventId: event.id, name: 'Find', points: [10], scoringMethod: 'PRESENCE' })
      .returning();
    const [race] = await db
      .insert(scoringPresets)
      .values({ eventId: event.id, name: 'Race', points: [30, 20, 10], scoringMethod: 'RANKED_TIME' })
      .returning();
    const [root] = await db.select().from(objectives).where(eq(objectives.eventId, event.id));
    const category = (name: string) =>
      insertObjective(db, {
        eventId: event.id,
        parentId: root!.id,
        name,
        objectiveType: 'CATEGORY',
        aggregation: 'NONE',
        numberField: 'FINISHED_OBJECTIVES',
      });
    ids.uniques = (await category('Uniques')).id;
    ids.races = (await category('Races')).id;
    const item = (name: string) =>
      insertObjective(db, {
        eventId: event.id,
        parentId: ids.uniques,
        name,
        objectiveType: 'ITEM',
        aggregation: 'EARLIEST',
        numberField: 'STACK_SIZE',
        presetIds: [find!.id],
      });
    ids.mageblood = (await item('Mageblood')).id;
    ids.headhunter = (await item('Headhunter')).id;
    const submitted = (name: string) =>
      insertObjective(db, {
        eventId: event.id,
        parentId: ids.races,
        name,
        objectiveType: 'SUBMISSION',
        aggregation: 'EARLIEST',
        numberField: 'SUBMISSION_VALUE',
        presetIds: [race!.id],
      });
    ids.race = (await submitted('Race to level 90')).id;
    ids.bounty = (await submitted('Kill the Maven')).id;

    await addEvidence(ids.mageblood, teams.red.id, players.redA.id, start + 1 * HOUR);
    await addEvidence(ids.headhunter, teams.blue.id, players.blueA.id, start + 2 * HOUR);
    await addEvidence(ids.mageblood, teams.blue.id, players.blueA.id, start + 3 * HOUR);
    await addEvidence(ids.race, teams.red.id, players.redB.id, start + 5 * HOUR);
    await addEvidence(ids.race, teams.blue.id, players.blueA.id, start + 6 * HOUR);
    await updater.flush();
  });
  afterAll(async () => {
    await updater.stop();
  });

  it('answers the standings with a shared first place, each category winner, the top player and the records', async () => {
    const answer = await results();
    expect(answer.phase).toBe('ended');
    expect(answer.closing_time).toBe(new Date(end + 7 * DAY).toISOString());
    expect(answer.standings.map((row) => [row.rank, row.team_name, row.points, row.tied])).toEqual([
      [1, 'Red', 40, true],
      [1, 'Blue', 40, true],
      [3, 'Green', 0, false],
    ]);
    expect(answer.categories.map((row) => [row.name, row.winners.map((w) => [w.team_name, w.points])])).toEqual([
      ['Uniques', [['Blue', 20]]],
      ['Races', [['Red', 30]]],
    ]);
    expect(answer.top_players.map((row) => [row.display_name, row.team_name, row.points, row.objectives])).toEqual([
      ['blueA', 'Blue', 40, 3],
      ['redB', 'Red', 30, 1],
      ['redA', 'Red', 10, 1],
    ]);
    expect(answer.records.first_unique).toMatchObject({
      objective_name: 'Mageblood',
      team_name: 'Red',
      display_name: 'redA',
      timestamp: new Date(start + HOUR).toISOString(),
    });
    expect(answer.records.fastest_race).toMatchObject({
      objective_name: 'Race to level 90',
      team_name: 'Red',
      display_name: 'redB',
      duration_seconds: 5 * 3600,
    });
    const finals = new Map<number, number>();
    for (const point of answer.race) finals.set(point.team_id, point.total);
    expect(Object.fromEntries(finals)).toEqual({ [teams.red.id]: 40, [teams.blue.id]: 40 });
  });

  it('keeps evidence that arrives after the end without moving the frozen scores', async () => {
    const totals = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/scores/totals` })).json<TeamTotals>();
    const before = await totals();
    await addEvidence(ids.headhunter, teams.green.id, players.greenA.id, end + HOUR);
    await addEvidence(ids.mageblood, teams.green.id, players.greenA.id, end + 2 * HOUR);
    await updater.flush();
    const stored = await t.database.db
      .select()
      .from(objectiveMatches)
      .where(eq(objectiveMatches.teamId, teams.green.id));
    expect(stored).toHaveLength(2);
    expect(await totals()).toEqual(before);
    expect((await results()).standings.find((row) => row.team_name === 'Green')?.points).toBe(0);
  });

  it('lets a judge decide a submission made before the end, and marks one made after it late and refuses approving it', async () => {
    const db = t.database.db;
    const judge = await insertUser(db, { permissions: ['submission_judge'] });
    const headers = await t.auth(judge.id);
    const [inTime, late] = await db
      .insert(submissions)
      .values([
        {
          eventId: event.id,
          objectiveId: ids.bounty,
          teamId: teams.green.id,
          userId: players.greenA.id,
          timestamp: new Date(start + 4 * HOUR),
          proof: 'https://youtu.be/maven',
          createdAt: new Date(end - HOUR),
        },
        {
          eventId: event.id,
          objectiveId: ids.bounty,
          teamId: teams.blue.id,
          userId: players.blueA.id,
          timestamp: new Date(start + 7 * HOUR),
          proof: 'https://youtu.be/late',
          createdAt: new Date(end + HOUR),
        },
      ])
      .returning();
    const review = (id: number, approval_status: 'APPROVED' | 'REJECTED') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/events/${event.id}/submissions/${id}/review`,
        headers,
        payload: { approval_status },
      });

    const listed = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/submissions` });
    expect(listed.json<Submission[]>().map((submission) => [submission.proof, submission.late])).toEqual([
      ['https://youtu.be/maven', false],
      ['https://youtu.be/late', true],
    ]);

    const approved = await review(inTime!.id, 'APPROVED');
    expect(approved.statusCode).toBe(200);
    expect(approved.json<Submission>().approval_status).toBe('APPROVED');
    await updater.flush();
    expect((await results()).categories.find((row) => row.name === 'Races')?.winners).toEqual([
      expect.objectContaining({ team_name: 'Red', points: 30 }),
      expect.objectContaining({ team_name: 'Green', points: 30 }),
    ]);

    const refused = await review(late!.id, 'APPROVED');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'results_closed' });
    expect((await review(late!.id, 'REJECTED')).statusCode).toBe(200);
  });

  it('refuses every review and placement once the closing time has passed (409)', async () => {
    const db = t.database.db;
    const closed = await insertEvent(db, {
      eventStartTime: new Date(Date.now() - 20 * DAY),
      eventEndTime: new Date(Date.now() - 12 * DAY),
      closingTime: new Date(Date.now() - DAY),
    });
    const team = await insertTeam(db, closed.id, 'Late');
    const player = await insertUser(db);
    await addMember(db, closed.id, team.id, player.id);
    const [root] = await db.select().from(objectives).where(eq(objectives.eventId, closed.id));
    const bounty = await insertObjective(db, {
      eventId: closed.id,
      parentId: root!.id,
      name: 'Bounty',
      objectiveType: 'SUBMISSION',
      aggregation: 'EARLIEST',
      numberField: 'SUBMISSION_VALUE',
    });
    const [pending] = await db
      .insert(submissions)
      .values({
        eventId: closed.id,
        objectiveId: bounty.id,
        teamId: team.id,
        userId: player.id,
        timestamp: new Date(Date.now() - 15 * DAY),
        createdAt: new Date(Date.now() - 15 * DAY),
      })
      .returning();
    const judge = await insertUser(db, { permissions: ['submission_judge'] });
    const headers = await t.auth(judge.id);
    const review = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${closed.id}/submissions/${pending!.id}/review`,
      headers,
      payload: { approval_status: 'APPROVED' },
    });
    expect(review.statusCode).toBe(409);
    const refusal = review.json<{ code: string; error: string }>();
    expect(refusal.code).toBe('results_closed');
    expect(refusal.error).toContain('final');
    const place = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${closed.id}/submissions/admin`,
      headers,
      payload: { objective_id: bounty.id, team_ids: [team.id] },
    });
    expect(place.statusCode).toBe(409);
    const [after] = await db.select().from(submissions).where(eq(submissions.id, pending!.id));
    expect(after?.approvalStatus).toBe('PENDING');
    expect((await results(closed.id)).phase).toBe('closed');
  });

  it('stops the jobs of an ended event made current', async () => {
    const db = t.database.db;
    const admin = await insertUser(db, { permissions: ['admin'] });
    const headers = await t.auth(admin.id);
    const made = await t.app.inject({
      method: 'PUT',
      url: '/api/events',
      headers,
      payload: {
        name: 'Ended league',
        game_version: 'poe1',
        is_current: true,
        max_size: 10,
        application_start_time: new Date(start - DAY).toISOString(),
        application_end_time: new Date(start).toISOString(),
        event_start_time: new Date(start).toISOString(),
        event_end_time: new Date(end).toISOString(),
      },
    });
    expect(made.statusCode).toBe(201);
    const created = made.json<Event>();
    expect(created.closing_time).toBe(new Date(end + 7 * DAY).toISOString());
    const jobs = (await t.app.inject({ method: 'GET', url: '/api/jobs', headers })).json<RecurringJob[]>();
    const own = jobs.filter((job) => job.event_id === created.id);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((job) => job.status === 'stopped')).toBe(true);
  });

  it('takes a closing time from the event form, never before the end', async () => {
    const db = t.database.db;
    const admin = await insertUser(db, { permissions: ['admin'] });
    const headers = await t.auth(admin.id);
    const body = {
      name: 'Closing league',
      game_version: 'poe1',
      max_size: 10,
      application_start_time: new Date(start - DAY).toISOString(),
      application_end_time: new Date(start).toISOString(),
      event_start_time: new Date(start).toISOString(),
      event_end_time: new Date(end).toISOString(),
    };
    const early = await t.app.inject({
      method: 'PUT',
      url: '/api/events',
      headers,
      payload: { ...body, closing_time: new Date(end - HOUR).toISOString() },
    });
    expect(early.statusCode).toBe(400);
    expect(JSON.stringify(early.json())).toContain('closing_time');
    const closing = new Date(end + 2 * DAY).toISOString();
    const made = await t.app.inject({
      method: 'PUT',
      url: '/api/events',
      headers,
      payload: { ...body, closing_time: closing },
    });
    expect(made.json<Event>().closing_time).toBe(closing);
    // A client that predates the field keeps the stored closing time.
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/events',
      headers,
      payload: { ...body, id: made.json<Event>().id, name: 'Closing league, renamed' },
    });
    expect(updated.json<Event>()).toMatchObject({ name: 'Closing league, renamed', closing_time: closing });
  });

  it('shows a private event to nobody outside it, and answers 404 for an unknown event', async () => {
    const hidden = await insertEvent(t.database.db, { isPublic: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${hidden.id}/results` })).statusCode).toBe(404);
    const outsider = await insertUser(t.database.db);
    const asOutsider = await t.app.inject({
      method: 'GET',
      url: `/api/events/${hidden.id}/results`,
      headers: await t.auth(outsider.id),
    });
    expect(asOutsider.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/events/987654/results' })).statusCode).toBe(404);
  });
});
