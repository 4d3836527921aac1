import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Submission, TeamSuggestion } from '@app/shared';
import { objectives, submissions, teamSuggestions } from '../../db/schema';
import { addMember, insertEvent, insertTeam, insertUser } from '../../test/fixtures';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

describe.each(DATABASE_KINDS)('submissions and suggestions reads on %s', (kind) => {
  const t = useTestApp(kind);

  it('lists the submissions of an event, oldest first, and none of other events', async () => {
    const db = t.database.db;
    const [event, other] = [await insertEvent(db), await insertEvent(db)];
    const team = await insertTeam(db, event.id);
    const otherTeam = await insertTeam(db, other.id);
    const user = await insertUser(db);
    const [root] = await db.select().from(objectives).where(eq(objectives.eventId, event.id));
    const [otherRoot] = await db.select().from(objectives).where(eq(objectives.eventId, other.id));
    await db.insert(submissions).values([
      {
        eventId: event.id,
        objectiveId: root!.id,
        teamId: team.id,
        userId: user.id,
        timestamp: new Date('2026-01-02T00:00:00Z'),
        proof: 'https://youtu.be/b',
        approvalStatus: 'APPROVED',
      },
      {
        eventId: event.id,
        objectiveId: root!.id,
        teamId: team.id,
        userId: user.id,
        timestamp: new Date('2026-01-01T00:00:00Z'),
        proof: 'https://youtu.be/a',
      },
      {
        eventId: other.id,
        objectiveId: otherRoot!.id,
        teamId: otherTeam.id,
        userId: user.id,
        timestamp: new Date('2026-01-01T00:00:00Z'),
      },
    ]);
    const list = (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/submissions` })).json<
      Submission[]
    >();
    expect(list.map((s) => [s.proof, s.approval_status])).toEqual([
      ['https://youtu.be/a', 'PENDING'],
      ['https://youtu.be/b', 'APPROVED'],
    ]);
  });

  it("shows a team member their own team's suggestions only, and refuses outsiders", async () => {
    const db = t.database.db;
    const event = await insertEvent(db);
    const [red, blue] = [await insertTeam(db, event.id), await insertTeam(db, event.id)];
    const [member, stranger] = [await insertUser(db), await insertUser(db)];
    await addMember(db, event.id, red.id, member.id);
    const [root] = await db.select().from(objectives).where(eq(objectives.eventId, event.id));
    await db.insert(teamSuggestions).values([
      { teamId: red.id, objectiveId: root!.id, extra: 'Focus on uniques tonight' },
      { teamId: blue.id, objectiveId: root!.id, extra: 'Blue team secret plan' },
    ]);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/events/${event.id}/suggestions`,
      headers: await t.auth(member.id),
    });
    expect(mine.json<TeamSuggestion[]>()).toEqual([{ objective_id: root!.id, extra: 'Focus on uniques tonight' }]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/events/${event.id}/suggestions`,
          headers: await t.auth(stranger.id),
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/suggestions` })).statusCode).toBe(401);
  });
});
