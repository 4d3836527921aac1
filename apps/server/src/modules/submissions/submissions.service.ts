import { asc, eq } from 'drizzle-orm';
import type { Submission } from '@app/shared';
import type { Queryable } from '../../db/database';
import { submissions } from '../../db/schema';

type SubmissionRow = typeof submissions.$inferSelect;

export function presentSubmission(row: SubmissionRow): Submission {
  return {
    id: row.id,
    objective_id: row.objectiveId,
    user_id: row.userId,
    team_id: row.teamId,
    proof: row.proof,
    comment: row.comment,
    number: row.number,
    approval_status: row.approvalStatus,
    timestamp: row.timestamp.toISOString(),
    reviewer_id: row.reviewerId,
    review_comment: row.reviewComment,
  };
}

/** Every submission of the event, oldest first. */
export async function listSubmissions(db: Queryable, eventId: number): Promise<Submission[]> {
  const rows = await db
    .select()
    .from(submissions)
    .where(eq(submissions.eventId, eventId))
    .orderBy(asc(submissions.timestamp), asc(submissions.id));
  return rows.map(presentSubmission);
}
