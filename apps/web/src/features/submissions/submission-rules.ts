import { computeScores, InvalidScoringInputError, pickSubmission } from '@app/scoring';
import { isWebLink, type Aggregation, type ApprovalStatus, type Objective, type Submission } from '@app/shared';

/**
 * docs/domain.md §5 submission form: the date and time the player typed, in their own time zone, as one ISO timestamp;
 * null when either is missing or not a real date/time.
 */
export function timestampFromLocal(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}(:\d{2})?$/.test(time)) return null;
  // A date-time string without an offset is read as local time (ECMA-262 Date.parse), which is what the
  // player means by "when I did it".
  const local = new Date(`${date}T${time}`);
  return Number.isNaN(local.getTime()) ? null : local.toISOString();
}

/** The local date (YYYY-MM-DD) and time (HH:MM) of a moment, as date and time inputs show them. */
export function localDateAndTime(ms: number): { date: string; time: string } {
  const at = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** docs/domain.md §5: only MAXIMUM, MINIMUM and LATEST objectives ask for a number, each with its own label. */
export function numberFieldLabel(aggregation: Aggregation | null | undefined): string | null {
  if (aggregation === 'MAXIMUM') return 'Amount of Jewels dropped';
  if (aggregation === 'MINIMUM') return 'Time taken for completion in seconds';
  if (aggregation === 'LATEST') return 'Value reached';
  return null;
}

export type SubmissionDraft = { date: string; time: string; proof: string; comment: string; number: string };
export type SubmissionField = keyof SubmissionDraft;
export type DraftErrors = Partial<Record<SubmissionField, string>>;

/** The server's number bound (UpsertSubmissionBodySchema). */
const NUMBER_MAX = 1_000_000_000;

/**
 * Checks a draft before sending, with the same rules the server applies, so the player learns what to fix
 * without a round trip. Returns the body to send, or the message per field.
 */
export function checkDraft(
  draft: SubmissionDraft,
  aggregation: Aggregation | null | undefined,
  now: number,
):
  | { ok: true; body: { timestamp: string; proof: string; comment: string; number: number } }
  | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (draft.date === '') errors.date = 'Enter the date you completed it';
  if (draft.time === '') errors.time = 'Enter the time you completed it';
  const timestamp = timestampFromLocal(draft.date, draft.time);
  if (!errors.date && !errors.time) {
    if (timestamp === null) errors.date = 'Enter a real date and time';
    else if (Date.parse(timestamp) > now) errors.date = 'The time cannot be in the future';
  }
  const proof = draft.proof.trim();
  if (proof === '') errors.proof = 'Enter a link to your proof';
  else if (!isWebLink(proof)) errors.proof = 'The proof must be a link starting with https:// or http://';
  let number = 1;
  if (numberFieldLabel(aggregation) !== null) {
    const text = draft.number.trim();
    if (!/^\d+$/.test(text) || Number(text) <= 0 || Number(text) > NUMBER_MAX) {
      errors.number = 'Enter a whole number greater than 0';
    } else number = Number(text);
  }
  if (Object.keys(errors).length > 0 || timestamp === null) return { ok: false, errors };
  return { ok: true, body: { timestamp, proof, comment: draft.comment.trim(), number } };
}

/** Which input a server complaint is about, and how that input is called in the sentence. */
const FIELD_OF_PATH: Record<string, { field: SubmissionField; name: string }> = {
  'body.timestamp': { field: 'date', name: 'The time' },
  'body.proof': { field: 'proof', name: 'The proof' },
  'body.number': { field: 'number', name: 'The number' },
  'body.comment': { field: 'comment', name: 'The comment' },
};

/**
 * The server's refusal as form messages: a 400 names the field in `details` (`{path: 'body.proof', message}`),
 * which goes next to that input; anything else (not in a team, already reviewed, objective closed) is shown
 * as the form's own message.
 */
export function refusalMessages(details: unknown, message: string): { fields: DraftErrors; form: string | null } {
  const fields: DraftErrors = {};
  if (Array.isArray(details)) {
    for (const issue of details as unknown[]) {
      if (typeof issue !== 'object' || issue === null) continue;
      const { path, message: text } = issue as { path?: unknown; message?: unknown };
      const target = typeof path === 'string' ? FIELD_OF_PATH[path] : undefined;
      if (target && typeof text === 'string') fields[target.field] = `${target.name} ${text}`;
    }
  }
  return { fields, form: Object.keys(fields).length > 0 ? null : message };
}

/** Submissions grouped by objective and team, keyed `objectiveId:teamId`, in the server's order. */
export function groupSubmissions(submissions: readonly Submission[]): Map<string, Submission[]> {
  const groups = new Map<string, Submission[]>();
  for (const submission of submissions) {
    const key = `${submission.objective_id}:${submission.team_id}`;
    const group = groups.get(key);
    if (group) group.push(submission);
    else groups.set(key, [submission]);
  }
  return groups;
}

/** docs/domain.md §2: the submission a team's status icon shows — the first approved, else the first pending, else the first. */
export function shownSubmission(
  groups: ReadonlyMap<string, readonly Submission[]>,
  objectiveId: number,
  teamId: number,
): Submission | undefined {
  return pickSubmission(groups.get(`${objectiveId}:${teamId}`) ?? []);
}

/** docs/domain.md §8 'Unknown User' when the server could not name someone. */
function nameOf(name: string | null | undefined): string {
  return name?.trim() ? name : 'Unknown User';
}

/**
 * The judge's reason for the decision, or null when there is none. A placement stores "Place N" as its comment
 * (the server's placeTeams), which the place already says.
 */
export function reviewReason(submission: Submission): string | null {
  const reason = submission.review_comment?.trim();
  if (!reason) return null;
  return submission.place !== null && reason === `Place ${submission.place}` ? null : reason;
}

/** " (reason)" after a status, or nothing. */
function withReason(submission: Submission): string {
  const reason = reviewReason(submission);
  return reason === null ? '' : ` (${reason})`;
}

/**
 * docs/domain.md §2 status icon text, said in words (it is the icon's accessible name and tooltip): who submitted, for a
 * rejection who rejected it, and the judge's reason. Names come with the submission, so a judge without a team
 * still resolves.
 */
export function statusText(submission: Submission | undefined): string {
  if (!submission) return 'No submissions yet';
  const by = nameOf(submission.user_name);
  const reason = withReason(submission);
  switch (submission.approval_status) {
    case 'APPROVED':
      return `Approved${reason} — submitted by ${by}`;
    case 'PENDING':
      return `In review${reason} — submitted by ${by}`;
    case 'REJECTED':
      return `Rejected by ${nameOf(submission.reviewer_name)}${reason} — submitted by ${by}`;
    default:
      return 'Unknown';
  }
}

/** What a player who sent a submission is told about it, until and after a judge decides. */
export function sentNotice(objectiveName: string, submission: Submission): string {
  const yours = `Your submission for ${objectiveName}`;
  switch (submission.approval_status) {
    case 'APPROVED':
      return `${yours} was approved${withReason(submission)}.`;
    case 'REJECTED':
      return `${yours} was rejected${withReason(submission)}.`;
    default:
      return `${yours} was sent and is in review${withReason(submission)}.`;
  }
}

/** A team whose points on an objective a decision changes. */
export type PointChange = { teamId: number; before: number; after: number };

/**
 * What a decision changes in the points of its objective, per team whose points move (a ranked method moves
 * other teams too). A SUBMISSION objective's only evidence is its approved submissions, so the scoring engine
 * gives its points before and after from the list alone. Null when the engine refuses the objective (a broken
 * time window): the judge is then told nothing rather than something wrong.
 */
export function decisionPointChanges(
  objective: Objective,
  teamIds: readonly number[],
  submissions: readonly Submission[],
  decision: { id: number; approval_status: ApprovalStatus },
  now: number,
): PointChange[] | null {
  const known = new Set(teamIds);
  const pointsWith = (statusOf: (submission: Submission) => ApprovalStatus) => {
    const matches = submissions
      .filter((row) => row.objective_id === objective.id && known.has(row.team_id) && statusOf(row) === 'APPROVED')
      .map((row) => ({
        id: row.id,
        objective_id: row.objective_id,
        team_id: row.team_id,
        user_id: row.user_id,
        number: row.number,
        timestamp: Date.parse(row.timestamp),
      }));
    const teams = teamIds.map((id) => ({ id }));
    const { scores } = computeScores({ now, teams, root: { ...objective, children: [] }, matches });
    return new Map(scores.map((row) => [row.team_id, row.points]));
  };
  try {
    const before = pointsWith((row) => row.approval_status);
    const after = pointsWith((row) => (row.id === decision.id ? decision.approval_status : row.approval_status));
    return teamIds
      .map((teamId) => ({ teamId, before: before.get(teamId) ?? 0, after: after.get(teamId) ?? 0 }))
      .filter((change) => change.before !== change.after);
  } catch (error) {
    if (error instanceof InvalidScoringInputError) return null;
    throw error;
  }
}

/** Twitch keeps past broadcasts for 14 days (docs/domain.md §9), after which the link leads nowhere. */
export const STREAM_PROOF_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** docs/domain.md §2/§9: a proof on a Twitch stream recording whose submission is older than 14 days is shown disabled. */
export function isExpiredStreamProof(proof: string, timestamp: string, now: number): boolean {
  if (!isWebLink(proof)) return false;
  const host = new URL(proof).hostname.toLowerCase();
  if (host !== 'twitch.tv' && !host.endsWith('.twitch.tv')) return false;
  const at = Date.parse(timestamp);
  return Number.isFinite(at) && now - at > STREAM_PROOF_LIFETIME_MS;
}

/** A proof link's label: its host without "www.", as people recognise sites. */
export function proofLabel(proof: string): string {
  return new URL(proof).hostname.replace(/^www\./, '');
}

/**
 * docs/domain.md §5 bulk placement form: every place needs a team, and no team may take two places. Returns the
 * spec's alert text, or null when the placement can be sent.
 */
export function placementProblem(places: readonly (number | null)[]): string | null {
  if (places.length === 0 || places.some((team) => team === null)) return 'You have to select a team for each place';
  if (new Set(places).size !== places.length) return 'You have to select different teams for each place';
  return null;
}

/**
 * The placement a judge last gave on an objective (server: a placement is whole), first place first, so the
 * bulk form starts from it instead of from nothing.
 */
export function currentPlacement(submissions: readonly Submission[], objectiveId: number): number[] {
  return submissions
    .filter((submission) => submission.objective_id === objectiveId && submission.place !== null)
    .sort((a, b) => (a.place ?? 0) - (b.place ?? 0))
    .map((submission) => submission.team_id);
}
