import type { JobPauseName, JobType, RecurringJob } from '@app/shared';

/** The job types in words; the API's names are code. */
export const JOB_TYPE_NAMES: Record<JobType, string> = {
  FetchStashChanges: 'Fetch stash changes',
  EvaluateStashChanges: 'Evaluate stash changes',
  FetchCharacterData: 'Fetch character data',
  FetchGuildStashes: 'Fetch guild stashes',
  DetermineGuildStashAccess: 'Determine guild stash access',
};

/** What each pause paces, in words: a job type, or the gap between one character's build calculations. */
export const JOB_PAUSE_NAMES: Record<JobPauseName, string> = {
  ...JOB_TYPE_NAMES,
  BuildRecalculation: 'Path of Building recalculation',
};

export const JOB_STATUS_NAMES: Record<RecurringJob['status'], string> = {
  running: 'Running',
  failing: 'Failing',
  stopped: 'Stopped',
};

const DAY_MS = 86_400_000;

/**
 * Until when "Resume" restarts a stopped job: the event's end while it is ahead, else one more day, so resuming
 * a job of a finished event still does something (the admin can extend it further).
 */
export function resumeUntil(eventEnd: string | undefined, now: number): string {
  const end = eventEnd ? Date.parse(eventEnd) : Number.NaN;
  return new Date(Number.isFinite(end) && end > now ? end : now + DAY_MS).toISOString();
}

/** A job's work counters as "name: value" pieces, in a stable order, with underscores made spaces. */
export function describeCounters(counters: Record<string, number>): string[] {
  return Object.keys(counters)
    .sort()
    .map((key) => `${key.replace(/_/g, ' ')}: ${counters[key]}`);
}

/** Jobs sorted for the table: failing ones first, then by event (newest first) and type. */
export function sortJobs(jobs: readonly RecurringJob[]): RecurringJob[] {
  const rank = { failing: 0, running: 1, stopped: 2 } as const;
  return [...jobs].sort(
    (a, b) => rank[a.status] - rank[b.status] || b.event_id - a.event_id || a.job_type.localeCompare(b.job_type),
  );
}

/** A pause between runs as an admin reads it: "5 s", "2 min", "1 min 30 s", "24 h". */
export function pauseText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const parts: [number, string][] = [
    [Math.floor(seconds / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'min'],
    [seconds % 60, 's'],
  ];
  const shown = parts.filter(([value]) => value > 0).map(([value, unit]) => `${value} ${unit}`);
  return shown.length > 0 ? shown.join(' ') : '0 s';
}
