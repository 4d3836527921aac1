/**
 * The demo event, created on the first start of an empty database so a fresh install shows a living site.
 * Its cast comes from the simulator's demo roster, so the simulated game accounts, characters and
 * streams belong to these users.
 */
import { count, sql } from 'drizzle-orm';
import type { ApprovalStatus } from '@app/shared';
import { DEMO_GAME_VERSION, DEMO_LEAGUE, DEMO_PLAYERS, DEMO_TEAMS } from '@app/simulator';
import type { Db, Tx } from './database';
import { insertDemoObjectives } from './demo-objectives';
import {
  events,
  linkedAccounts,
  objectiveMatches,
  objectives,
  signups,
  submissions,
  teamMembers,
  teams,
  users,
} from './schema';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The advisory lock key that makes processes starting at once on an empty database seed it one at a time. */
const SEED_LOCK_KEY = 7_270_426_003;

/** How long the demo event has been running when it is created, in game time. */
const DEMO_ELAPSED_AT_SEED = 2 * HOUR;
const DEMO_EVENT_LENGTH = 7 * DAY;
/** Applications opened two weeks before the start (when the demo players applied)… */
const DEMO_APPLICATIONS_OPEN_BEFORE_START = 14 * DAY;
/** …and stay open for late applicants until the event's last day, so a visitor can try applying. */
const DEMO_APPLICATIONS_CLOSE_BEFORE_END = DAY;

/**
 * Seeds the demo event when the database has no events yet; returns whether it did.
 * @param timeScale how much faster than real time the demo's simulated game runs: offsets within the event
 *   (its daily windows, checkpoints, the demo submissions) are divided by it, so they line up with the game.
 */
export async function seedDemoIfEmpty(db: Db, now: Date, timeScale = 1): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two processes starting at once on an empty database would each find no events and seed twice: the
    // second waits here and then finds the first one's event (each statement reads what is committed).
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ events: count() }).from(events);
    if ((existing?.events ?? 0) > 0) return false;

    const start = now.getTime() - DEMO_ELAPSED_AT_SEED / timeScale;
    const [event] = await tx
      .insert(events)
      .values({
        name: DEMO_LEAGUE,
        gameVersion: DEMO_GAME_VERSION,
        isCurrent: true,
        isPublic: true,
        maxSize: 100,
        waitlistSize: 20,
        applicationStartTime: new Date(start - DEMO_APPLICATIONS_OPEN_BEFORE_START),
        applicationEndTime: new Date(start + DEMO_EVENT_LENGTH - DEMO_APPLICATIONS_CLOSE_BEFORE_END),
        eventStartTime: new Date(start),
        eventEndTime: new Date(start + DEMO_EVENT_LENGTH),
      })
      .returning();
    if (!event) throw new Error('Could not create the demo event');
    const [root] = await tx
      .insert(objectives)
      .values({
        eventId: event.id,
        name: 'Root',
        objectiveType: 'CATEGORY',
        aggregation: 'NONE',
        numberField: 'FINISHED_OBJECTIVES',
      })
      .returning();
    if (!root) throw new Error('Could not create the demo objective tree');
    const objectiveIds = await insertDemoObjectives(tx, event.id, root.id, (offset) => start + offset / timeScale);

    const teamRows = await tx
      .insert(teams)
      .values(
        DEMO_TEAMS.map((team) => ({
          eventId: event.id,
          name: team.name,
          abbreviation: team.abbreviation,
          color: team.color,
          allowedClasses: team.allowedClasses,
        })),
      )
      .returning();

    const userRows = await tx
      .insert(users)
      .values(DEMO_PLAYERS.map((player) => ({ displayName: player.displayName })))
      .returning();

    const accounts = DEMO_PLAYERS.flatMap((player, index) => {
      const userId = userRows[index]?.id;
      if (userId === undefined) return [];
      const linked: (typeof linkedAccounts.$inferInsert)[] = [
        { userId, provider: 'poe', accountId: player.accountId, accountName: player.accountName },
        { userId, provider: 'discord', accountId: player.discordId, accountName: player.discordName },
      ];
      if (player.twitchId && player.twitchLogin) {
        linked.push({ userId, provider: 'twitch', accountId: player.twitchId, accountName: player.twitchLogin });
      }
      return linked;
    });
    await tx.insert(linkedAccounts).values(accounts);

    await tx.insert(signups).values(
      DEMO_PLAYERS.flatMap((player, index) => {
        const userId = userRows[index]?.id;
        // Staggered application times in the days after applications opened give a stable queue order.
        return userId === undefined
          ? []
          : [
              {
                eventId: event.id,
                userId,
                expectedPlaytime: player.expectedPlaytime,
                createdAt: new Date(start - DEMO_APPLICATIONS_OPEN_BEFORE_START + DAY + index * HOUR),
              },
            ];
      }),
    );

    await tx.insert(teamMembers).values(
      DEMO_PLAYERS.flatMap((player, index) => {
        const userId = userRows[index]?.id;
        const teamId = teamRows[player.team]?.id;
        return userId === undefined || teamId === undefined
          ? []
          : [{ eventId: event.id, teamId, userId, isTeamLead: player.teamLead }];
      }),
    );

    const [judge] = await tx
      .insert(users)
      .values({ displayName: 'Demo Judge', permissions: ['submission_judge'] })
      .returning();
    await insertDemoSubmissions(tx, {
      eventId: event.id,
      at: (offset) => new Date(start + offset / timeScale),
      objectiveId: (name) => objectiveIds.get(name),
      teamIds: teamRows.map((team) => team.id),
      playerOf: (team, nth) => userRows[team * 5 + (nth % 5)]?.id,
      judgeId: judge?.id ?? null,
    });
    return true;
  });
}

type DemoSubmission = {
  objective: string;
  team: number;
  player: number;
  minutes: number;
  number?: number;
  status: ApprovalStatus;
  proof: string;
};

/**
 * Reviewed race and bounty submissions (the simulator cannot produce these), with the evidence an approval
 * creates. Times are minutes after the event start; two races have exact ties on purpose.
 */
const DEMO_SUBMISSIONS: DemoSubmission[] = [
  {
    objective: '/Races/Deathless Maven',
    team: 0,
    player: 0,
    minutes: 31,
    status: 'APPROVED',
    proof: 'https://www.twitch.tv/videos/1000000001',
  },
  {
    objective: '/Races/Deathless Maven',
    team: 1,
    player: 2,
    minutes: 52,
    status: 'APPROVED',
    proof: 'https://youtu.be/demo-maven-1',
  },
  {
    objective: '/Races/Deathless Maven',
    team: 2,
    player: 1,
    minutes: 52,
    status: 'APPROVED',
    proof: 'https://youtu.be/demo-maven-2',
  },
  {
    objective: '/Races/Uber Elder',
    team: 1,
    player: 0,
    minutes: 74,
    status: 'APPROVED',
    proof: 'https://www.twitch.tv/videos/1000000002',
  },
  {
    objective: '/Races/Uber Elder',
    team: 3,
    player: 3,
    minutes: 96,
    status: 'PENDING',
    proof: 'https://youtu.be/demo-elder',
  },
  {
    objective: '/Races/Endless chase: Timeless Jewels',
    team: 0,
    player: 4,
    minutes: 40,
    number: 3,
    status: 'APPROVED',
    proof: 'https://imgur.com/a/demo-jewels-1',
  },
  {
    objective: '/Races/Endless chase: Timeless Jewels',
    team: 0,
    player: 4,
    minutes: 88,
    number: 5,
    status: 'APPROVED',
    proof: 'https://imgur.com/a/demo-jewels-2',
  },
  {
    objective: '/Races/Endless chase: Timeless Jewels',
    team: 2,
    player: 2,
    minutes: 66,
    number: 4,
    status: 'APPROVED',
    proof: 'https://imgur.com/a/demo-jewels-3',
  },
  {
    objective: '/Races/Endless chase: Timeless Jewels',
    team: 3,
    player: 1,
    minutes: 70,
    number: 9,
    status: 'REJECTED',
    proof: 'https://imgur.com/a/demo-jewels-4',
  },
  {
    objective: '/Races/Wealth check: Divine Orbs held',
    team: 0,
    player: 1,
    minutes: 30,
    number: 40,
    status: 'APPROVED',
    proof: 'https://imgur.com/a/demo-divines-1',
  },
  {
    objective: '/Races/Wealth check: Divine Orbs held',
    team: 0,
    player: 1,
    minutes: 95,
    number: 25,
    status: 'APPROVED',
    proof: 'https://imgur.com/a/demo-divines-2',
  },
  {
    objective: '/Races/Wealth check: Divine Orbs held',
    team: 1,
    player: 2,
    minutes: 60,
    number: 30,
    status: 'APPROVED',
    proof: 'https://imgur.com/a/demo-divines-3',
  },
  {
    objective: "/Races/Speedrun: The Lord's Labyrinth",
    team: 2,
    player: 0,
    minutes: 45,
    number: 620,
    status: 'APPROVED',
    proof: 'https://youtu.be/demo-lab-1',
  },
  {
    objective: "/Races/Speedrun: The Lord's Labyrinth",
    team: 1,
    player: 3,
    minutes: 58,
    number: 620,
    status: 'APPROVED',
    proof: 'https://youtu.be/demo-lab-2',
  },
  {
    objective: "/Races/Speedrun: The Lord's Labyrinth",
    team: 0,
    player: 1,
    minutes: 63,
    number: 655,
    status: 'APPROVED',
    proof: 'https://youtu.be/demo-lab-3',
  },
  {
    objective: '/Bounties/Complete a Simulacrum',
    team: 0,
    player: 2,
    minutes: 35,
    status: 'APPROVED',
    proof: 'https://www.twitch.tv/videos/1000000003',
  },
  {
    objective: '/Bounties/Complete a Simulacrum',
    team: 1,
    player: 1,
    minutes: 61,
    status: 'APPROVED',
    proof: 'https://www.twitch.tv/videos/1000000004',
  },
  {
    objective: '/Bounties/Complete a Simulacrum',
    team: 3,
    player: 0,
    minutes: 99,
    status: 'APPROVED',
    proof: 'https://youtu.be/demo-simulacrum',
  },
  {
    objective: '/Bounties/Kill Sirus at awakening level 8',
    team: 0,
    player: 3,
    minutes: 105,
    status: 'PENDING',
    proof: 'https://youtu.be/demo-sirus',
  },
  {
    objective: '/Bounties/Six-link a body armour',
    team: 2,
    player: 4,
    minutes: 57,
    status: 'APPROVED',
    proof: 'https://imgur.com/a/demo-6l',
  },
  {
    objective: '/Bounties/Six-link a body armour',
    team: 3,
    player: 2,
    minutes: 80,
    status: 'REJECTED',
    proof: 'no link, trust me',
  },
];

async function insertDemoSubmissions(
  tx: Tx,
  demo: {
    eventId: number;
    at: (offsetMs: number) => Date;
    objectiveId: (path: string) => number | undefined;
    teamIds: number[];
    playerOf: (team: number, nth: number) => number | undefined;
    judgeId: number | null;
  },
): Promise<void> {
  for (const entry of DEMO_SUBMISSIONS) {
    const objectiveId = demo.objectiveId(entry.objective);
    const teamId = demo.teamIds[entry.team];
    const userId = demo.playerOf(entry.team, entry.player);
    if (objectiveId === undefined || teamId === undefined || userId === undefined) continue;
    const timestamp = demo.at(entry.minutes * 60_000);
    const [row] = await tx
      .insert(submissions)
      .values({
        eventId: demo.eventId,
        objectiveId,
        teamId,
        userId,
        timestamp,
        number: entry.number ?? 1,
        proof: entry.proof,
        approvalStatus: entry.status,
        reviewerId: entry.status === 'PENDING' ? null : demo.judgeId,
        reviewComment: entry.status === 'REJECTED' ? 'The proof does not show the completion' : null,
      })
      .returning();
    if (row && entry.status === 'APPROVED') {
      await tx.insert(objectiveMatches).values({
        eventId: demo.eventId,
        objectiveId,
        teamId,
        userId,
        number: row.number,
        timestamp,
        source: 'submission',
        sourceKey: String(row.id),
        submissionId: row.id,
      });
    }
  }
}
