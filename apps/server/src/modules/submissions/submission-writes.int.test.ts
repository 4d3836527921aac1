import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLog, ScoreDiff, Submission, TeamSuggestion } from '@app/shared';
import { objectiveMatches, objectives, scoringPresets, submissions } from '../../db/schema';
import { createScoreUpdater, type ScoreUpdater } from '../../worker/score-updater';
import { addMember, insertEvent, insertObjective, insertTeam, insertUser } from '../../test/fixtures';
import { QUIET_LOG } from '../../test/jobs';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

/** A channel of this test's own, whose notifications mark how far the score updater has heard. */
const SETTLED_CHANNEL = 'submission_writes_settled';
const HOUR = 3_600_000;
type Headers = { authorization: string };

describe.each(DATABASE_KINDS)('submissions and suggestions writes on %s', (kind) => {
  const t = useTestApp(kind);
  let updater: ScoreUpdater;
  let eventId: number;
  let otherEventId: number;
  let eventStart: Date;
  const team = { red: 0, blue: 0, green: 0, other: 0 };
  const objective = { bounty: 0, jewels: 0, speed: 0, wealth: 0, item: 0, root: 0, closed: 0, foreign: 0 };
  let redPlayer: Headers;
  let redPlayerId: number;
  let redLead: Headers;
  let redLeadId: number;
  let bluePlayer: Headers;
  let judge: Headers;
  let judgeId: number;
  let stranger: Headers;
  const markers = new Map<string, () => void>();
  let unlisten: () => Promise<void>;

  beforeAll(async () => {
    updater = createScoreUpdater(t.app.ctx, QUIET_LOG);
    await updater.start();
    // After the updater's own listeners: when a marker arrives, the updater has had every earlier notification.
    unlisten = await t.app.ctx.database.listen(SETTLED_CHANNEL, (payload) => markers.get(payload)?.());
    const db = t.database.db;
    eventStart = new Date(Date.now() - 2 * HOUR);
    const event = await insertEvent(db, { eventStartTime: eventStart, eventEndTime: new Date(Date.now() + 48 * HOUR) });
    const other = await insertEvent(db);
    eventId = event.id;
    otherEventId = other.id;
    team.red = (await insertTeam(db, eventId, 'Red')).id;
    team.blue = (await insertTeam(db, eventId, 'Blue')).id;
    team.green = (await insertTeam(db, eventId, 'Green')).id;
    team.other = (await insertTeam(db, otherEventId, 'Elsewhere')).id;

    const user = async (name: string, permissions: ('submission_judge' | 'admin')[] = []) => {
      const row = await insertUser(db, { displayName: name, permissions });
      return { id: row.id, headers: await t.auth(row.id) };
    };
    const red = await user('Red Runner');
    const lead = await user('Red Lead');
    const blue = await user('Blue Runner');
    const judgeUser = await user('Judge Judy', ['submission_judge']);
    stranger = (await user('Stranger')).headers;
    [redPlayer, redPlayerId, redLead, redLeadId, bluePlayer, judge, judgeId] = [
      red.headers,
      red.id,
      lead.headers,
      lead.id,
      blue.headers,
      judgeUser.headers,
      judgeUser.id,
    ];
    await addMember(db, eventId, team.red, red.id);
    await addMember(db, eventId, team.red, lead.id, true);
    await addMember(db, eventId, team.blue, blue.id);

    const [ranked] = await db
      .insert(scoringPresets)
      .values({ eventId, name: 'Race', points: [10, 6, 3], scoringMethod: 'RANKED_TIME' })
      .returning();
    const rootOf = async (id: number) =>
      (await db.select().from(objectives).where(eq(objectives.eventId, id))).find((row) => row.parentId === null)!.id;
    objective.root = await rootOf(eventId);
    const leaf = async (
      eventOf: number,
      parentId: number,
      name: string,
      fields: Partial<typeof objectives.$inferInsert> & { presetIds?: number[] } = {},
    ) =>
      (
        await insertObjective(db, {
          eventId: eventOf,
          parentId,
          name,
          objectiveType: 'SUBMISSION',
          aggregation: 'EARLIEST',
          numberField: 'SUBMISSION_VALUE',
          presetIds: [ranked!.id],
          ...fields,
        })
      ).id;
    objective.bounty = await leaf(eventId, objective.root, 'Kill Sirus');
    objective.jewels = await leaf(eventId, objective.root, 'Most jewels', { aggregation: 'MAXIMUM' });
    objective.speed = await leaf(eventId, objective.root, 'Fastest lab', { aggregation: 'MINIMUM' });
    objective.wealth = await leaf(eventId, objective.root, 'Divines held', { aggregation: 'LATEST' });
    objective.item = await leaf(eventId, objective.root, 'Goldrim', {
      objectiveType: 'ITEM',
      numberField: 'STACK_SIZE',
    });
    objective.closed = await leaf(eventId, objective.root, 'First hour only', {
      validFrom: eventStart,
      validTo: new Date(eventStart.getTime() + HOUR),
    });
    objective.foreign = await leaf(otherEventId, await rootOf(otherEventId), 'Elsewhere', { presetIds: [] });
  });
  afterAll(async () => {
    await unlisten();
    await updater.stop();
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE', path: string, headers?: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/events/${eventId}${path}`, headers, payload: payload as object });
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const bounty = (fields: Record<string, unknown> = {}) => ({
    objective_id: objective.bounty,
    timestamp: minutesAgo(30),
    proof: 'https://www.twitch.tv/videos/123',
    comment: 'Deathless',
    ...fields,
  });
  const submissionCount = async () => (await t.database.db.select().from(submissions)).length;
  const evidenceOf = async (submissionId: number) =>
    t.database.db
      .select({ number: objectiveMatches.number, teamId: objectiveMatches.teamId })
      .from(objectiveMatches)
      .where(eq(objectiveMatches.submissionId, submissionId));
  /**
   * The scores after every change so far. A change that removes evidence asks for a full rescore by a
   * notification, which may still be on its way when the change's answer is back; PostgreSQL delivers
   * notifications in commit order, so once a marker sent now has arrived, the updater has queued that rescore.
   */
  const points = async (objectiveId: number) => {
    const marker = String(markers.size + 1);
    const arrived = new Promise<void>((resolve) => markers.set(marker, resolve));
    await t.database.db.execute(sql`select pg_notify(${SETTLED_CHANNEL}, ${marker})`);
    await arrived;
    await updater.flush();
    const diffs = (await call('GET', '/scores/latest')).json<ScoreDiff[]>();
    return Object.fromEntries(
      diffs
        .filter((diff) => diff.objective_id === objectiveId && diff.score.points > 0)
        .map((diff) => [diff.team_id, diff.score.points]),
    );
  };

  it('takes a team member’s submission once, even when sent twice, and lets them change it in review', async () => {
    const body = bounty();
    const first = await call('PUT', '/submissions', redPlayer, body);
    expect(first.statusCode).toBe(201);
    const created = first.json<Submission>();
    expect(created).toMatchObject({
      objective_id: objective.bounty,
      user_id: redPlayerId,
      user_name: 'Red Runner',
      team_id: team.red,
      proof: 'https://www.twitch.tv/videos/123',
      comment: 'Deathless',
      number: 1,
      approval_status: 'PENDING',
      reviewer_id: null,
    });
    const again = await call('PUT', '/submissions', redPlayer, body);
    expect([again.statusCode, again.json<Submission>().id]).toEqual([200, created.id]);
    expect(
      (await call('GET', '/submissions')).json<Submission[]>().filter((s) => s.objective_id === objective.bounty),
    ).toHaveLength(1);

    const edited = await call('PUT', '/submissions', redPlayer, { ...body, id: created.id, comment: 'With proof' });
    expect([edited.statusCode, edited.json<Submission>().comment]).toEqual([200, 'With proof']);
    expect((await call('PUT', '/submissions', bluePlayer, { ...body, id: created.id })).statusCode).toBe(403);
    await call('DELETE', `/submissions/${created.id}`, redPlayer);
  });

  it('refuses what is not a valid completion of a submission objective, and stores nothing', async () => {
    const before = await submissionCount();
    const cases: [Headers | undefined, Record<string, unknown>, number, string][] = [
      [undefined, bounty(), 401, ''],
      [stranger, bounty(), 403, 'You are not in a team of this event'],
      [judge, bounty(), 403, 'You are not in a team of this event'],
      [redPlayer, bounty({ objective_id: objective.item }), 400, 'body.objective_id'],
      [redPlayer, bounty({ objective_id: objective.foreign }), 400, 'body.objective_id'],
      [redPlayer, bounty({ objective_id: 999_999 }), 400, 'body.objective_id'],
      [
        redPlayer,
        bounty({ timestamp: new Date(Date.now() + 10 * 60_000).toISOString() }),
        400,
        'must not be in the future',
      ],
      [
        redPlayer,
        bounty({ timestamp: new Date(eventStart.getTime() - 60_000).toISOString() }),
        400,
        'before the event',
      ],
      [
        redPlayer,
        bounty({ objective_id: objective.closed, timestamp: minutesAgo(5) }),
        400,
        'after this objective closed',
      ],
      [redPlayer, bounty({ proof: 'javascript:alert(1)' }), 400, 'body.proof'],
      [redPlayer, bounty({ proof: 'data:text/html,<script>alert(1)</script>' }), 400, 'body.proof'],
      [redPlayer, bounty({ proof: '/videos/123' }), 400, 'body.proof'],
      [redPlayer, bounty({ proof: '' }), 400, 'body.proof'],
      [redPlayer, bounty({ objective_id: objective.jewels }), 400, 'must be the positive amount found'],
      [redPlayer, bounty({ objective_id: objective.speed, number: 0 }), 400, 'must be the positive time taken'],
      [redPlayer, bounty({ objective_id: objective.wealth }), 400, 'must be the positive value reached'],
      [redPlayer, bounty({ number: -1 }), 400, 'body.number'],
      [redPlayer, bounty({ comment: 'x'.repeat(2_001) }), 400, 'body.comment'],
    ];
    for (const [headers, payload, status, message] of cases) {
      const response = await call('PUT', '/submissions', headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
    expect(await submissionCount()).toBe(before);

    // Inside the window is fine; numbers count where the aggregation compares them, else a completion is 1.
    const inWindow = await call(
      'PUT',
      '/submissions',
      redPlayer,
      bounty({ objective_id: objective.closed, timestamp: minutesAgo(90) }),
    );
    expect(inWindow.statusCode).toBe(201);
    const jewels = await call('PUT', '/submissions', redPlayer, bounty({ objective_id: objective.jewels, number: 7 }));
    expect(jewels.json<Submission>().number).toBe(7);
    const wealth = await call('PUT', '/submissions', redPlayer, bounty({ objective_id: objective.wealth, number: 12 }));
    expect(wealth.json<Submission>().number).toBe(12);
    const plain = await call('PUT', '/submissions', bluePlayer, bounty({ number: 40 }));
    expect(plain.json<Submission>().number).toBe(1);
    for (const response of [inWindow, jewels, wealth, plain])
      await call('DELETE', `/submissions/${response.json<Submission>().id}`, judge);
  });

  it('scores an approved submission exactly once, and takes the points away when the decision changes', async () => {
    const red = (
      await call('PUT', '/submissions', redPlayer, bounty({ timestamp: minutesAgo(20) }))
    ).json<Submission>();
    const blue = (
      await call('PUT', '/submissions', bluePlayer, bounty({ timestamp: minutesAgo(40) }))
    ).json<Submission>();
    expect(
      (await call('PUT', `/submissions/${red.id}/review`, redLead, { approval_status: 'APPROVED' })).statusCode,
    ).toBe(403);

    const approved = await call('PUT', `/submissions/${red.id}/review`, judge, { approval_status: 'APPROVED' });
    expect(approved.json<Submission>()).toMatchObject({
      approval_status: 'APPROVED',
      reviewer_id: judgeId,
      reviewer_name: 'Judge Judy',
    });
    await call('PUT', `/submissions/${red.id}/review`, judge, { approval_status: 'APPROVED' });
    expect(await evidenceOf(red.id)).toEqual([{ number: 1, teamId: team.red }]);
    expect(await points(objective.bounty)).toEqual({ [team.red]: 10 });

    // Blue finished earlier: once approved, it takes first place.
    await call('PUT', `/submissions/${blue.id}/review`, judge, { approval_status: 'APPROVED' });
    expect(await points(objective.bounty)).toEqual({ [team.blue]: 10, [team.red]: 6 });

    const rejected = await call('PUT', `/submissions/${blue.id}/review`, judge, {
      approval_status: 'REJECTED',
      review_comment: 'Video does not show the kill',
    });
    expect(rejected.json<Submission>()).toMatchObject({
      approval_status: 'REJECTED',
      review_comment: 'Video does not show the kill',
      reviewer_name: 'Judge Judy',
    });
    expect(await evidenceOf(blue.id)).toEqual([]);
    expect(await points(objective.bounty)).toEqual({ [team.red]: 10 });

    // Decided submissions stay as judged: the player can neither change nor delete them.
    expect((await call('PUT', '/submissions', redPlayer, { ...bounty(), id: red.id })).statusCode).toBe(409);
    expect((await call('DELETE', `/submissions/${red.id}`, redPlayer)).statusCode).toBe(409);
    expect((await call('DELETE', `/submissions/${red.id}`, bluePlayer)).statusCode).toBe(403);

    // A judge deleting the approved one takes its points away.
    expect((await call('DELETE', `/submissions/${red.id}`, judge)).statusCode).toBe(204);
    expect(await points(objective.bounty)).toEqual({});
    await call('DELETE', `/submissions/${blue.id}`, judge);
  });

  it('shows a waiting player the judge’s decision and reason at their next read, and answers 304 while nothing changed', async () => {
    const sent = (
      await call('PUT', '/submissions', redPlayer, bounty({ timestamp: minutesAgo(25) }))
    ).json<Submission>();
    const read = (etag?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/events/${eventId}/submissions`,
        headers: { ...redPlayer, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await read();
    const etag = String(first.headers.etag);
    expect(first.json<Submission[]>().find((row) => row.id === sent.id)?.approval_status).toBe('PENDING');
    expect((await read(etag)).statusCode).toBe(304);

    await call('PUT', `/submissions/${sent.id}/review`, judge, {
      approval_status: 'REJECTED',
      review_comment: 'The video is private',
    });
    const decided = await read(etag);
    expect(decided.statusCode).toBe(200);
    expect(decided.json<Submission[]>().find((row) => row.id === sent.id)).toMatchObject({
      approval_status: 'REJECTED',
      review_comment: 'The video is private',
      reviewer_name: 'Judge Judy',
    });

    // The audit log names the decided submission by its objective and team.
    const admin = await insertUser(t.database.db, { permissions: ['admin'] });
    const log = (
      await t.app.inject({
        method: 'GET',
        url: `/api/audit-log?event_id=${eventId}&kind=submission.review&limit=1`,
        headers: await t.auth(admin.id),
      })
    ).json<AuditLog>();
    expect(log.entries[0]).toMatchObject({ target_id: sent.id, target_name: 'Kill Sirus by Red' });
    await call('DELETE', `/submissions/${sent.id}`, judge);
  });

  it('places teams in order with approved submissions, also for a team without a lead', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ objective_id: objective.bounty, team_ids: [team.red, team.red] }, 'Each team can take only one place'],
      [{ objective_id: objective.bounty, team_ids: [team.red, team.other] }, 'not teams of this event'],
      [{ objective_id: objective.item, team_ids: [team.red] }, 'body.objective_id'],
    ];
    const before = await submissionCount();
    for (const [payload, message] of refusals) {
      const response = await call('PUT', '/submissions/admin', judge, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
    expect((await call('PUT', '/submissions/admin', redPlayer, refusals[0]![0])).statusCode).toBe(403);
    expect(await submissionCount()).toBe(before);

    const placed = await call('PUT', '/submissions/admin', judge, {
      objective_id: objective.bounty,
      team_ids: [team.green, team.red, team.blue],
    });
    expect(placed.statusCode).toBe(200);
    const rows = placed.json<Submission[]>();
    // Green and Blue have no lead: the judge stands in as submitter.
    expect(rows.map((row) => [row.team_id, row.user_id, row.approval_status, row.review_comment])).toEqual([
      [team.green, judgeId, 'APPROVED', 'Place 1'],
      [team.red, redLeadId, 'APPROVED', 'Place 2'],
      [team.blue, judgeId, 'APPROVED', 'Place 3'],
    ]);
    expect(await points(objective.bounty)).toEqual({ [team.green]: 10, [team.red]: 6, [team.blue]: 3 });

    // Placed from the event start, one second apart: before any player's own claim.
    expect(rows.map((row) => row.timestamp)).toEqual(
      [0, 1, 2].map((second) => new Date(Math.ceil(eventStart.getTime() / 1000) * 1000 + second * 1000).toISOString()),
    );

    // Placing again is the whole new placement: the same submissions reordered, Blue no longer placed.
    const replaced = await call('PUT', '/submissions/admin', judge, {
      objective_id: objective.bounty,
      team_ids: [team.red, team.green],
    });
    expect(replaced.json<Submission[]>().map((row) => [row.id, row.place])).toEqual([
      [rows[1]!.id, 1],
      [rows[0]!.id, 2],
    ]);
    expect(await points(objective.bounty)).toEqual({ [team.red]: 10, [team.green]: 6 });
    expect((await call('GET', '/submissions')).json<Submission[]>().some((row) => row.id === rows[2]!.id)).toBe(false);

    // A player's own pending claim becomes the team's placement rather than a second submission.
    const claim = (
      await call('PUT', '/submissions', bluePlayer, bounty({ timestamp: minutesAgo(3) }))
    ).json<Submission>();
    const withBlue = await call('PUT', '/submissions/admin', judge, {
      objective_id: objective.bounty,
      team_ids: [team.blue, team.red, team.green],
    });
    expect(withBlue.json<Submission[]>().map((row) => [row.id, row.user_id, row.place])).toEqual([
      [claim.id, claim.user_id, 1],
      [rows[1]!.id, redLeadId, 2],
      [rows[0]!.id, judgeId, 3],
    ]);
    expect(await points(objective.bounty)).toEqual({ [team.blue]: 10, [team.red]: 6, [team.green]: 3 });
    for (const row of withBlue.json<Submission[]>()) await call('DELETE', `/submissions/${row.id}`, judge);
  });

  it('lets a team lead mark focus objectives and leave the team message, for their own team only', async () => {
    const mark = await call('PUT', `/suggestions/${objective.bounty}`, redLead, { extra: 'Sirus tonight at 8' });
    expect(mark.json<TeamSuggestion>()).toEqual({ objective_id: objective.bounty, extra: 'Sirus tonight at 8' });
    const message = await call('PUT', `/suggestions/${objective.root}`, redLead, { extra: '   ' });
    expect(message.json<TeamSuggestion>()).toEqual({ objective_id: objective.root, extra: null });
    await call('PUT', `/suggestions/${objective.root}`, redLead, { extra: 'Welcome, Red!' });

    expect((await call('GET', '/suggestions', redPlayer)).json<TeamSuggestion[]>()).toEqual([
      { objective_id: objective.root, extra: 'Welcome, Red!' },
      { objective_id: objective.bounty, extra: 'Sirus tonight at 8' },
    ]);
    expect((await call('GET', '/suggestions', bluePlayer)).json<TeamSuggestion[]>()).toEqual([]);

    expect((await call('PUT', `/suggestions/${objective.bounty}`, redPlayer, {})).statusCode).toBe(403);
    expect((await call('PUT', `/suggestions/${objective.bounty}`, judge, {})).statusCode).toBe(403);
    expect((await call('PUT', `/suggestions/${objective.foreign}`, redLead, {})).statusCode).toBe(404);

    expect((await call('DELETE', `/suggestions/${objective.bounty}`, redLead)).statusCode).toBe(204);
    expect((await call('GET', '/suggestions', redPlayer)).json<TeamSuggestion[]>()).toEqual([
      { objective_id: objective.root, extra: 'Welcome, Red!' },
    ]);
  });
});
