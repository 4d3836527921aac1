import type { JobPauseName } from '../enums';

/** What an admin may set a job's pause to, and what it is without a setting (docs/domain.md §9, "Job pauses"). */
export type JobPauseBounds = { defaultMs: number; minMs: number; maxMs: number; what: string };

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The pause each recurring job takes between runs when it has nothing more to do, and the least wait before one
 * character's build is calculated again. The bounds keep a job from hammering the game's API or the Path of
 * Building service (the rate limits then slow every job) or from going quiet for a whole event.
 */
export const JOB_PAUSES: Readonly<Record<JobPauseName, JobPauseBounds>> = {
  FetchStashChanges: {
    defaultMs: 5 * SECOND,
    minMs: SECOND,
    maxMs: 5 * MINUTE,
    what: 'Stash stream pacing: the wait for a new page once the newest page is read',
  },
  EvaluateStashChanges: {
    defaultMs: 2 * SECOND,
    minMs: SECOND,
    maxMs: 5 * MINUTE,
    what: 'How soon stored stash tabs are matched against the objectives',
  },
  FetchCharacterData: {
    defaultMs: MINUTE,
    minMs: 15 * SECOND,
    maxMs: HOUR,
    what: "Character refetch: how often every player's character and the league ladder are read again",
  },
  FetchGuildStashes: {
    defaultMs: 2 * MINUTE,
    minMs: 30 * SECOND,
    maxMs: HOUR,
    what: "How often the teams' guild stash tabs are read again",
  },
  DetermineGuildStashAccess: {
    defaultMs: 30 * MINUTE,
    minMs: 5 * MINUTE,
    maxMs: 24 * HOUR,
    what: 'How often the site checks which guild stash tabs it may read',
  },
  BuildRecalculation: {
    defaultMs: 3 * MINUTE,
    minMs: 30 * SECOND,
    maxMs: HOUR,
    what: "Path of Building recalculation: the least wait before a character's changed gear is calculated again",
  },
};
