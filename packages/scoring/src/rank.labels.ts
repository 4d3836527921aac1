import type { ApprovalStatus } from '@app/shared';

/** Texts and choices of docs/domain.md §2 (ranks, submission icons). */

export const UNFINISHED_LABEL = 'Unfinished';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 111th, 112th. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** docs/domain.md §2: rank 0 → 'Unfinished', otherwise '1st place', '2nd place', … (fixes the reference's "21th"). */
export function rankLabel(rank: number): string {
  return Number.isInteger(rank) && rank > 0 ? `${ordinal(rank)} place` : UNFINISHED_LABEL;
}

/** docs/domain.md §2 tooltips: 'Not Finished', 'First', 'Second', 'Third place', otherwise 'Finished'. */
export function rankTooltip(score: { finished: boolean; rank: number }): string {
  if (!score.finished) return 'Not Finished';
  switch (score.rank) {
    case 1:
      return 'First';
    case 2:
      return 'Second';
    case 3:
      return 'Third place';
    default:
      return 'Finished';
  }
}

export type Medal = 'gold' | 'silver' | 'bronze';

/** docs/domain.md §2: ranks 1 to 3 have medal colours. */
export function rankMedal(rank: number): Medal | null {
  return rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : null;
}

/**
 * docs/domain.md §2: of a team's submissions for one objective (in the order listed), the one to show: the first
 * APPROVED, else the first PENDING, else the first listed; undefined when there is none (neutral icon).
 */
export function pickSubmission<T extends { approval_status: ApprovalStatus }>(
  submissions: readonly T[],
): T | undefined {
  return (
    submissions.find((submission) => submission.approval_status === 'APPROVED') ??
    submissions.find((submission) => submission.approval_status === 'PENDING') ??
    submissions[0]
  );
}

/** docs/domain.md §2: the status icon's tooltip, naming the submitter (and the reviewer of a rejection). */
export function submissionTooltip(status: ApprovalStatus, submitter: string, reviewer: string): string {
  switch (status) {
    case 'APPROVED':
      return `Submitted by ${submitter}`;
    case 'PENDING':
      return `Submitted by ${submitter} - In Review`;
    case 'REJECTED':
      return `Submitted by ${submitter} - Rejected by ${reviewer}`;
  }
}
