import { listObjectives } from '@app/scoring';
import { isWebLink, type Objective, type Submission } from '@app/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { ErrorState, LoadingState } from '~/components/ui/query-state';
import { TeamName } from '~/components/ui/team-name';
import { VirtualTable } from '~/components/ui/virtual-table';
import { useEventView } from '~/lib/event-view';
import { formatDateTime } from '~/lib/format';
import { useObjectives } from '~/lib/scoreboard/get-objectives';
import { useNow } from '~/lib/use-now';
import { useDeleteSubmission } from '../api/delete-submission';
import { useReviewSubmission } from '../api/review-submission';
import { useSubmissions } from '~/lib/event-reads';
import { isExpiredStreamProof, proofLabel } from '../submission-rules';
import { StatusGlyph } from './submission-status';

/** The SUBMISSION objectives of an event's tree that have a name (released ones), in tree order. */
export function submissionObjectives(root: Objective): Objective[] {
  return listObjectives(root).filter((node) => node.objective_type === 'SUBMISSION' && node.name !== '');
}

/** How often the 14-day proof rule is looked at again; a day changes it, a minute is plenty. */
const PROOF_CLOCK_MS = 60_000;

function Proof({ submission, now }: { submission: Submission; now: number }) {
  const proof = submission.proof.trim();
  if (proof === '') return <span className="text-base-content/80">No proof provided</span>;
  // Only real web links become links; anything else stays text, so nothing a player types can run here.
  if (!isWebLink(proof)) return <span className="break-all">{proof}</span>;
  const label = proofLabel(proof);
  if (isExpiredStreamProof(proof, submission.timestamp, now)) {
    return (
      <span className="btn btn-disabled btn-xs" aria-disabled="true">
        {label}
        <span className="font-normal">(stream recording expired)</span>
      </span>
    );
  }
  return (
    <a href={proof} target="_blank" rel="noopener noreferrer" className="link">
      {label} <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function Status({ submission }: { submission: Submission }) {
  const text =
    submission.approval_status === 'APPROVED'
      ? 'Approved'
      : submission.approval_status === 'PENDING'
        ? 'In review'
        : submission.approval_status === 'REJECTED'
          ? `Rejected by ${submission.reviewer_name ?? 'Unknown User'}`
          : 'Unknown';
  return (
    <span className="flex items-center gap-1 whitespace-nowrap">
      <StatusGlyph status={submission.approval_status} />
      {text}
      {submission.place !== null && ` (place ${submission.place})`}
    </span>
  );
}

type Row = Submission & { objectiveName: string; teamName: string };

const column = createColumnHelper<Row>();

/**
 * Spec §2 submissions table of the viewed event: filters by objective and team, every submission with its proof
 * and state; judges approve and reject, players delete their own while in review. Judges' lists refresh on their
 * own so new submissions show up.
 */
export function SubmissionsTable({ judge }: { judge: boolean }) {
  const { event, key, userId } = useEventView();
  const submissions = useSubmissions(key, { poll: judge });
  const objectives = useObjectives(key);
  const review = useReviewSubmission(key);
  const remove = useDeleteSubmission(key);
  const now = useNow(PROOF_CLOCK_MS);
  const [objectiveFilter, setObjectiveFilter] = useState('');
  const [teamFilter, setTeamFilter] = useState('');
  const filterId = useId();

  const choices = useMemo(() => (objectives.data ? submissionObjectives(objectives.data) : []), [objectives.data]);
  const rows = useMemo<Row[]>(() => {
    const names = new Map(objectives.data ? listObjectives(objectives.data).map((node) => [node.id, node.name]) : []);
    const teams = new Map(event.teams.map((team) => [team.id, team.name]));
    return (submissions.data ?? [])
      .filter((submission) => objectiveFilter === '' || submission.objective_id === Number(objectiveFilter))
      .filter((submission) => teamFilter === '' || submission.team_id === Number(teamFilter))
      .map((submission) => ({
        ...submission,
        objectiveName: names.get(submission.objective_id) || 'Unknown objective',
        teamName: teams.get(submission.team_id) ?? 'Unknown team',
      }));
  }, [submissions.data, objectives.data, event.teams, objectiveFilter, teamFilter]);

  const busy = review.isPending || remove.isPending;
  const canDelete = rows.some((row) => row.user_id === userId && row.approval_status === 'PENDING');
  const columns = [
    column.accessor('objectiveName', { header: 'Objective' }),
    column.accessor((row) => row.user_name ?? 'Unknown User', { id: 'submitter', header: 'Submitter' }),
    column.accessor('teamName', {
      header: 'Team',
      cell: (info) => {
        const team = event.teams.find((candidate) => candidate.id === info.row.original.team_id);
        return team ? <TeamName team={team} /> : info.getValue();
      },
    }),
    column.display({
      id: 'proof',
      header: 'Proof',
      cell: (info) => <Proof submission={info.row.original} now={now} />,
    }),
    column.accessor('comment', {
      header: 'Comment',
      enableSorting: false,
      cell: (info) => <span className="block max-w-64 break-words whitespace-pre-wrap">{info.getValue()}</span>,
    }),
    column.accessor('number', {
      header: 'Value',
      cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
    }),
    column.accessor('approval_status', { header: 'Status', cell: (info) => <Status submission={info.row.original} /> }),
    column.accessor('timestamp', {
      header: 'Timestamp',
      cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
    }),
    ...(judge || canDelete
      ? [
          column.display({
            id: 'actions',
            header: 'Actions',
            cell: (info) => {
              const row = info.row.original;
              const what = `${row.objectiveName} by ${row.teamName}`;
              return (
                <div className="flex flex-wrap gap-1">
                  {judge && (
                    <>
                      <button
                        type="button"
                        className="btn btn-success btn-xs"
                        disabled={busy || row.approval_status === 'APPROVED'}
                        onClick={() => review.mutate({ id: row.id, approval_status: 'APPROVED' })}
                      >
                        Approve <span className="sr-only">{what}</span>
                      </button>
                      <button
                        type="button"
                        className="btn btn-error btn-xs"
                        disabled={busy || row.approval_status === 'REJECTED'}
                        onClick={() => review.mutate({ id: row.id, approval_status: 'REJECTED' })}
                      >
                        Reject <span className="sr-only">{what}</span>
                      </button>
                    </>
                  )}
                  {row.user_id === userId && row.approval_status === 'PENDING' && (
                    <button
                      type="button"
                      className="btn btn-outline btn-xs"
                      disabled={busy}
                      onClick={() => remove.mutate(row.id)}
                    >
                      Delete <span className="sr-only">your submission for {row.objectiveName}</span>
                    </button>
                  )}
                </div>
              );
            },
          }),
        ]
      : []),
  ];

  if (submissions.isPending || objectives.isPending) return <LoadingState label="Loading submissions..." />;
  if (submissions.isError || objectives.isError) {
    const failed = submissions.isError ? submissions : objectives;
    return (
      <ErrorState
        title="The submissions could not be loaded."
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  const actionError = review.error ?? remove.error;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${filterId}-objective`} className="text-sm font-semibold">
            Objective
          </label>
          <select
            id={`${filterId}-objective`}
            className="select max-w-full"
            value={objectiveFilter}
            onChange={(change) => setObjectiveFilter(change.target.value)}
          >
            <option value="">All objectives</option>
            {choices.map((objective) => (
              <option key={objective.id} value={objective.id}>
                {objective.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${filterId}-team`} className="text-sm font-semibold">
            Team
          </label>
          <select
            id={`${filterId}-team`}
            className="select max-w-full"
            value={teamFilter}
            onChange={(change) => setTeamFilter(change.target.value)}
          >
            <option value="">All teams</option>
            {event.teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {actionError && (
        <p role="alert" className="alert alert-error text-sm">
          {actionError.message || 'An error occurred'}
        </p>
      )}
      <VirtualTable
        data={rows}
        columns={columns}
        caption={`Submissions of ${event.name}`}
        getRowId={(row) => String(row.id)}
        initialSorting={[{ id: 'timestamp', desc: true }]}
        empty={
          objectiveFilter || teamFilter ? 'No submissions match these filters.' : 'No submissions have been sent yet.'
        }
      />
    </div>
  );
}
