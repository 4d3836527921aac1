import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreDiff } from '@app/shared';
import { objectiveMatches, objectives, scoringPresets } from '../../db/schema';
import { createScoreUpdater, type ScoreUpdater } from '../../worker/score-updater';
import { addMember, insertEvent, insertObjective, insertTeam, insertUser } from '../../test/fixtures';
import { QUIET_LOG } from '../../test/jobs';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { connect } from '../../test/ws-client';
import { notifyEvidenceAdded, notifyRescoreRequested } from '../../db/signals';

describe.each(DATABASE_KINDS)('scores on %s', (kind) => {
  const t = useTestApp(kind);
  let updater: ScoreUpdater;
  let base: string;
  let event: Awaited<ReturnType<typeof insertEvent>>;
  let red: { id: number };
  let blue: { id: number };
  let redPlayer: { id: number };
  let bluePlayer: { id: number };
  let relic: { id: number };
  let secret: { id: number };
  let idol: { id: number };
  let sequence = 0;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    updater = createScoreUpdater(t.app.ctx, QUIET_LOG);
    await updater.start();

    const db = t.database.db;
    event = await insertEvent(db, { eventStartTime: new Date(Date.now() - 3_600_000) });
    red = await insertTeam(db, event.id, 'Red');
    blue = await insertTeam(db, event.id, 'Blue');
    redPlayer = await insertUser(db);
    bluePlayer = await insertUser(db);
    await addMember(db, event.id, red.id, redPlayer.id);
    await addMember(db, event.id, blue.id, bluePlayer.id);
    const [presence] = await db
      .insert(scoringPresets)
      .values({ eventId: event.id, name: 'Find', points: [10], scoringMethod: 'PRESENCE' })
      .returning();
    const [root] = await db.select().from(objectives).where(eq(objectives.eventId, event.id));
    const leaf = (name: string, extra: Partial<typeof objectives.$inferInsert> = {}) =>
      insertObjective(db, {
        eventId: event.id,
        parentId: root!.id,
        name,
        objectiveType: 'ITEM',
        aggregation: 'EARLIEST',
        numberField: 'STACK_SIZE',
        presetIds: [presence!.id],
        ...extra,
      });
    relic = await leaf('Ancient relic');
    secret = await leaf('Secret stash', { aggregation: 'SUM_LATEST', requiredNumber: 5, hideProgress: true });
    idol = await leaf('Golden idol');
  });
  afterAll(async () => {
    await updater.stop();
  });

  async function addEvidence(objectiveId: number, teamId: number, userId: number, number: number, minutesAgo: number) {
    const [row] = await t.database.db
      .insert(objectiveMatches)
      .values({
        eventId: event.id,
        objectiveId,
        teamId,
        userId,
        number,
        timestamp: new Date(Date.now() - minutesAgo * 60_000),
        source: 'seed',
        sourceKey: `test-${++sequence}`,
      })
      .returning();
    await notifyEvidenceAdded(t.database.db, event.id);
    return row!;
  }

  const latest = async (headers?: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/scores/latest`, headers })).json<ScoreDiff[]>();

  it('scores new evidence and pushes the diff to connected clients', async () => {
    const viewer = await connect(`${base}/api/events/${event.id}/scores/ws`);
    await addEvidence(relic.id, red.id, redPlayer.id, 1, 30);
    await updater.flush();
    await t.app.ctx.scoreFeed.flush();

    const pushed = await viewer.next<ScoreDiff[]>((diffs) => diffs.some((d) => d.objective_id === relic.id));
    expect(pushed.find((d) => d.objective_id === relic.id && d.team_id === red.id)).toMatchObject({
      diff_type: 'Added',
      score: { points: 10, finished: true, user_id: redPlayer.id },
    });
    expect((await latest()).find((d) => d.objective_id === relic.id && d.team_id === red.id)).toMatchObject({
      score: { points: 10 },
    });
    viewer.close();
  });

  it('sends team totals on connect and after each change on the simple feed', async () => {
    const simple = await connect(`${base}/api/events/${event.id}/scores/simple/ws`);
    const first = await simple.next<Record<string, number>>(() => true);
    expect(Object.keys(first).sort()).toEqual([String(blue.id), String(red.id)].sort());
    await addEvidence(relic.id, blue.id, bluePlayer.id, 1, 10);
    await updater.flush();
    await t.app.ctx.scoreFeed.flush();
    const after = await simple.next<Record<string, number>>(
      (totals) => totals[String(blue.id)] === first[String(blue.id)]! + 10,
    );
    expect(after[String(red.id)]).toBe(first[String(red.id)]);

    // A later push sums only the team it touched and keeps the others' totals: all still match a full read.
    await addEvidence(idol.id, red.id, redPlayer.id, 1, 5);
    await updater.flush();
    await t.app.ctx.scoreFeed.flush();
    const next = await simple.next<Record<string, number>>(
      (totals) => totals[String(red.id)] === first[String(red.id)]! + 10,
    );
    const totalsRead = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/scores/totals` });
    expect(next).toEqual(totalsRead.json());
    expect(next[String(blue.id)]).toBe(after[String(blue.id)]);
    simple.close();
  });

  it('shows hidden progress only to the owning team, and to everyone once finished', async () => {
    const redHeaders = await t.auth(redPlayer.id);
    const redToken = redHeaders.authorization.slice('Bearer '.length);
    const redSocket = await connect(`${base}/api/events/${event.id}/scores/ws?token=${redToken}`);
    const blueSocket = await connect(
      `${base}/api/events/${event.id}/scores/ws?token=${(await t.auth(bluePlayer.id)).authorization.slice(7)}`,
    );
    const forged = await connect(`${base}/api/events/${event.id}/scores/ws?token=not.a.token`);

    await addEvidence(secret.id, red.id, redPlayer.id, 3, 5);
    await updater.flush();
    await t.app.ctx.scoreFeed.flush();
    await redSocket.next<ScoreDiff[]>((diffs) =>
      diffs.some((d) => d.objective_id === secret.id && d.score.number === 3),
    );
    expect((await latest(redHeaders)).some((d) => d.objective_id === secret.id)).toBe(true);
    expect((await latest()).some((d) => d.objective_id === secret.id)).toBe(false);
    expect((await latest(await t.auth(bluePlayer.id))).some((d) => d.objective_id === secret.id)).toBe(false);

    await addEvidence(secret.id, red.id, redPlayer.id, 6, 1);
    await updater.flush();
    await t.app.ctx.scoreFeed.flush();
    for (const socket of [blueSocket, forged]) {
      const finished = await socket.next<ScoreDiff[]>((diffs) => diffs.some((d) => d.objective_id === secret.id));
      expect(finished.find((d) => d.objective_id === secret.id)?.score).toMatchObject({
        finished: true,
        number: 6,
        points: 10,
      });
      // The unfinished progress (number 3) never reached the other team.
      expect(
        socket.messages
          .flat()
          .some((d) => (d as ScoreDiff).objective_id === secret.id && (d as ScoreDiff).score.number === 3),
      ).toBe(false);
    }
    for (const socket of [redSocket, blueSocket, forged]) socket.close();
  });

  it('takes credit back when evidence is removed, pushing a Removed diff', async () => {
    const viewer = await connect(`${base}/api/events/${event.id}/scores/ws`);
    const row = await addEvidence(relic.id, red.id, redPlayer.id, 1, 1);
    await updater.flush();
    await t.app.ctx.scoreFeed.flush();
    // Blue found it 10 minutes ago, red's first one 30: delete both of red's rows.
    await t.database.db
      .delete(objectiveMatches)
      .where(and(eq(objectiveMatches.objectiveId, relic.id), eq(objectiveMatches.teamId, red.id)));
    expect(row.id).toBeGreaterThan(0);
    // The worker hears the request (NOTIFY) and recomputes the event; the feed pushes what changed.
    await notifyRescoreRequested(t.database.db, event.id);
    const removed = await viewer.next<ScoreDiff[]>((diffs) =>
      diffs.some((d) => d.objective_id === relic.id && d.diff_type === 'Removed'),
    );
    expect(removed.find((d) => d.diff_type === 'Removed')).toMatchObject({ team_id: red.id });
    expect((await latest()).some((d) => d.objective_id === relic.id && d.team_id === red.id)).toBe(false);
    viewer.close();
  });

  it("replays each team's total over time for the progress chart", async () => {
    const timeline = (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/scores/history` })).json<
      { team_id: number; timestamp: string; total: number }[]
    >();
    const times = timeline.map((point) => Date.parse(point.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const finalTotal = (teamId: number) => timeline.filter((p) => p.team_id === teamId).at(-1)?.total ?? 0;
    const totals = (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/scores/totals` })).json<
      Record<string, number>
    >();
    expect(finalTotal(red.id)).toBe(totals[String(red.id)]);
    expect(finalTotal(blue.id)).toBe(totals[String(blue.id)]);
    // Red held the relic once (10 points) and lost it: the line went up, then down.
    expect(timeline.filter((p) => p.team_id === red.id).some((p) => p.total > finalTotal(red.id))).toBe(true);
  });

  it.each(['scores/ws', 'scores/simple/ws'])(
    'opens %s of a private event to its players and permission holders by ?token=, as for any event they may see',
    async (feed) => {
      const db = t.database.db;
      const hidden = await insertEvent(db, { isPublic: false });
      const team = await insertTeam(db, hidden.id, 'Hidden');
      const player = await insertUser(db);
      await addMember(db, hidden.id, team.id, player.id);
      const judge = await insertUser(db, { permissions: ['submission_judge'] });
      const stranger = await insertUser(db);
      const url = `${base}/api/events/${hidden.id}/${feed}`;
      const tokenOf = async (userId: number) => (await t.auth(userId)).authorization.slice('Bearer '.length);

      for (const userId of [player.id, judge.id]) {
        const socket = await connect(`${url}?token=${await tokenOf(userId)}`);
        if (feed === 'scores/simple/ws') {
          expect(await socket.next<Record<string, number>>(() => true)).toEqual({ [String(team.id)]: 0 });
        }
        socket.close();
      }
      // Without a token, or with one that does not open the event, it does not exist (as an unknown id);
      // a refused token is told so (a valid one might have shown the event).
      await expect(connect(url)).rejects.toThrow(/HTTP 404/);
      await expect(connect(`${url}?token=${await tokenOf(stranger.id)}`)).rejects.toThrow(/HTTP 404/);
      await expect(connect(`${base}/api/events/2000000000/${feed}`)).rejects.toThrow(/HTTP 404/);
      await expect(connect(`${url}?token=not.a.token`)).rejects.toThrow(/HTTP 401/);
    },
  );

  it('refuses sockets for unknown events and answers bad ids with 400', async () => {
    await expect(connect(`${base}/api/events/2000000000/scores/ws`)).rejects.toThrow(/404/);
    await expect(connect(`${base}/api/events/nope/scores/ws`)).rejects.toThrow(/400/);
    expect((await t.app.inject({ method: 'GET', url: '/api/events/2000000000/scores/latest' })).statusCode).toBe(404);
  });
});
