import { listObjectives } from '@app/scoring';
import {
  isWebLink,
  SUBMISSION_COMMENT_MAX,
  type ApprovalStatus,
  type Objective,
  type ReviewSubmissionBody,
  type Submission,
  type Team,
} from '@app/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext, useId, useMemo, useState } from 'react';
import { WhyButton } from '~/components/scores/why-button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { ActionError } from '~/components/ui/outcome';
import { combineQueries, QueryRegion } from '~/components/ui/query-state';
import { TeamName } from '~/components/ui/team-name';
import { VirtualTable } from '~/components/ui/virtual-table';
import { useEventView } from '~/lib/event-view';
import { formatDateTime } from '~/lib/format';
import { useObjectives } from '~/lib/scoreboard/get-objectives';
import { useNow } from '~/lib/use-now';
import { useDeleteSubmission } from '../api/delete-submission';
import { useReviewSubmission } from '../api/review-submission';
import { useSubmissionsWhileWaiting } from '../api/watch-submissions';
import { decisionPointChanges, isExpiredStreamProof, proofLabel, reviewReason } from '../submission-rules';
import { NamedSelect } from './named-select';
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
  const reason = reviewReason(submission);
  return (
    <span className="flex flex-col gap-0.5">
      <span className="flex items-center gap-1 whitespace-nowrap">
        <StatusGlyph status={submission.approval_status} />
        {text}
        {submission.place !== null && ` (place ${submission.place})`}
      </span>
      {submission.late && (
        // Sent after the event's end (decision 037): it can be rejected, not approved.
        <span className="badge badge-warning badge-sm whitespace-nowrap">Sent after the end</span>
      )}
      {reason !== null && <span className="block max-w-64 break-words whitespace-pre-wrap">Reason: {reason}</span>}
    </span>
  );
}

type Row = Submission & { objectiveName: string; teamName: string };

type Decision = ReviewSubmissionBody & { id: number };

const DECISION_VERBS: Record<ApprovalStatus, string> = { APPROVED: 'Approve', REJECTED: 'Reject', PENDING: 'Reopen' };

/** A judge's buttons; Reopen only for a decided submission. */
const DECISIONS: { status: ApprovalStatus; className: string }[] = [
  { status: 'APPROVED', className: 'btn-success' },
  { status: 'REJECTED', className: 'btn-error' },
  { status: 'PENDING', className: 'btn-outline' },
];

function points(value: number): string {
  return `${value} point${value === 1 ? '' : 's'}`;
}

/**
 * What changing a decision does, said before it is done: the decision it replaces, each team whose points on the
 * objective move, and the reason the team will read.
 */
function DecisionChange({
  row,
  decision,
  objective,
  submissions,
  teamNames,
  now,
}: {
  row: Row;
  decision: Decision;
  objective: Objective | undefined;
  submissions: readonly Submission[];
  teamNames: ReadonlyMap<number, string>;
  now: number;
}) {
  const changes = objective ? decisionPointChanges(objective, [...teamNames.keys()], submissions, decision, now) : null;
  const earlier = reviewReason(row);
  // The decided team first: it is whom the judge is deciding about.
  const ordered = changes?.toSorted((a, b) => Number(b.teamId === row.team_id) - Number(a.teamId === row.team_id));
  return (
    <div className="flex flex-col gap-2">
      <p>
        It was {row.approval_status === 'APPROVED' ? 'approved' : 'rejected'}
        {row.reviewer_name ? ` by ${row.reviewer_name}` : ''}.
      </p>
      {ordered === undefined ? (
        <p>The points it changes cannot be worked out here.</p>
      ) : ordered.length === 0 ? (
        <p>No team’s points on {row.objectiveName} change.</p>
      ) : (
        <ul className="list-disc pl-5">
          {ordered.map(({ teamId, before, after }) => (
            <li key={teamId}>
              {teamNames.get(teamId) ?? 'Unknown team'} {after > before ? 'gains' : 'loses'}{' '}
              {points(Math.abs(after - before))} on {row.objectiveName} ({before} → {after}).
            </li>
          ))}
        </ul>
      )}
      <p className="break-words whitespace-pre-wrap">
        {decision.review_comment
          ? `The team reads the reason: ${decision.review_comment}`
          : earlier
            ? `No reason given: the earlier one (${earlier}) goes.`
            : 'No reason given.'}
      </p>
    </div>
  );
}

/**
 * What the cells need that changes while the table is shown. They read it from here, so that the columns stay the
 * same objects: TanStack Table draws each cell function as a component, and a new function on every render would
 * mount every cell again (a judge typing a reason would lose the field after each letter).
 */
type TableState = {
  now: number;
  userId: number | null;
  judge: boolean;
  busy: boolean;
  reasons: ReadonlyMap<number, string>;
  setReason: (id: number, text: string) => void;
  decide: (row: Row, status: ApprovalStatus) => void;
  remove: (id: number) => void;
};

const TableStateContext = createContext<TableState | null>(null);

function useTableState(): TableState {
  const state = useContext(TableStateContext);
  if (!state) throw new Error('a submissions table cell needs its table around it');
  return state;
}

function ProofCell({ submission }: { submission: Submission }) {
  return <Proof submission={submission} now={useTableState().now} />;
}

function RowActions({ row }: { row: Row }) {
  const { userId, judge, busy, reasons, setReason, decide, remove } = useTableState();
  const what = `${row.objectiveName} by ${row.teamName}`;
  return (
    <div className="flex flex-wrap gap-1">
      {judge && (
        <>
          <input
            type="text"
            className="input input-xs w-full min-w-36"
            placeholder="Reason (optional)"
            aria-label={`Reason for the decision on ${what} (optional)`}
            maxLength={SUBMISSION_COMMENT_MAX}
            value={reasons.get(row.id) ?? ''}
            onChange={(change) => setReason(row.id, change.target.value)}
          />
          {DECISIONS.filter(({ status }) => status !== 'PENDING' || row.approval_status !== 'PENDING').map(
            ({ status, className }) => (
              <button
                key={status}
                type="button"
                className={`btn btn-xs ${className}`}
                disabled={busy || row.approval_status === status}
                onClick={() => decide(row, status)}
              >
                {DECISION_VERBS[status]} <span className="sr-only">{what}</span>
              </button>
            ),
          )}
        </>
      )}
      {row.user_id === userId && row.approval_status === 'PENDING' && (
        <button type="button" className="btn btn-outline btn-xs" disabled={busy} onClick={() => remove(row.id)}>
          Delete <span className="sr-only">your submission for {row.objectiveName}</span>
        </button>
      )}
    </div>
  );
}

const column = createColumnHelper<Row>();

function submissionColumns(teams: readonly Team[], withActions: boolean) {
  return [
    column.accessor('objectiveName', { header: 'Objective' }),
    column.accessor((row) => row.user_name ?? 'Unknown User', { id: 'submitter', header: 'Submitter' }),
    column.accessor('teamName', {
      header: 'Team',
      cell: (info) => {
        const team = teams.find((candidate) => candidate.id === info.row.original.team_id);
        return team ? <TeamName team={team} /> : info.getValue();
      },
    }),
    column.display({ id: 'proof', header: 'Proof', cell: (info) => <ProofCell submission={info.row.original} /> }),
    column.accessor('comment', {
      header: 'Comment',
      enableSorting: false,
      cell: (info) => <span className="block max-w-64 break-words whitespace-pre-wrap">{info.getValue()}</span>,
    }),
    column.accessor('number', {
      header: 'Value',
      cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
    }),
    column.accessor('approval_status', {
      header: 'Status',
      cell: (info) => {
        const row = info.row.original;
        return (
          <span className="flex flex-col items-start gap-1">
            <Status submission={row} />
            <WhyButton
              objective={{ id: row.objective_id, name: row.objectiveName }}
              team={{ id: row.team_id, name: row.teamName }}
              points={0}
              label={`Evidence behind ${row.teamName}’s score: ${row.objectiveName}`}
              className="text-xs"
            >
              Evidence
            </WhyButton>
          </span>
        );
      },
    }),
    column.accessor('timestamp', {
      header: 'Timestamp',
      cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
    }),
    ...(withActions
      ? [column.display({ id: 'actions', header: 'Actions', cell: (info) => <RowActions row={info.row.original} /> })]
      : []),
  ];
}

/**
 * docs/domain.md §2 submissions table of the viewed event: filters by objective and team, every submission with its proof
 * and state; judges approve, reject and reopen (with a reason the team reads; changing a decision asks first),
 * players delete their own while in review. Judges' lists refresh on their own so new submissions show up, and a
 * player's while one of theirs awaits a decision.
 */
export function SubmissionsTable({ judge }: { judge: boolean }) {
  const { key, userId } = useEventView();
  // Judges see new submissions come in; a player sees the decision on theirs without reloading.
  const submissions = useSubmissionsWhileWaiting(
    key,
    (list) => judge || list.some((row) => row.user_id === userId && row.approval_status === 'PENDING'),
  );
  const objectives = useObjectives(key);
  return (
    <QueryRegion
      query={combineQueries([submissions, objectives])}
      loadingLabel="Loading submissions..."
      errorTitle="The submissions could not be loaded."
    >
      {([list, root]) => <SubmissionList judge={judge} submissions={list} root={root} />}
    </QueryRegion>
  );
}

type SubmissionListProps = { judge: boolean; submissions: Submission[]; root: Objective };

function SubmissionList({ judge, submissions, root }: SubmissionListProps) {
  const { event, key, userId } = useEventView();
  const review = useReviewSubmission(key);
  const remove = useDeleteSubmission(key);
  const now = useNow(PROOF_CLOCK_MS);
  const [objectiveFilter, setObjectiveFilter] = useState('');
  const [teamFilter, setTeamFilter] = useState('');
  // The reason typed on each row, sent with whichever decision the judge takes on it.
  const [reasons, setReasons] = useState<ReadonlyMap<number, string>>(new Map());
  const [confirming, setConfirming] = useState<{ row: Row; decision: Decision } | null>(null);
  const filterId = useId();

  const choices = useMemo(() => submissionObjectives(root), [root]);
  const rows = useMemo<Row[]>(() => {
    const names = new Map(listObjectives(root).map((node) => [node.id, node.name]));
    const teams = new Map(event.teams.map((team) => [team.id, team.name]));
    return submissions
      .filter((submission) => objectiveFilter === '' || submission.objective_id === Number(objectiveFilter))
      .filter((submission) => teamFilter === '' || submission.team_id === Number(teamFilter))
      .map((submission) => ({
        ...submission,
        objectiveName: names.get(submission.objective_id) || 'Unknown objective',
        teamName: teams.get(submission.team_id) ?? 'Unknown team',
      }));
  }, [submissions, root, event.teams, objectiveFilter, teamFilter]);

  const canDelete = rows.some((row) => row.user_id === userId && row.approval_status === 'PENDING');
  const columns = useMemo(() => submissionColumns(event.teams, judge || canDelete), [event.teams, judge, canDelete]);
  const teamNames = new Map(event.teams.map((team) => [team.id, team.name]));

  const send = (decision: Decision) =>
    review.mutate(decision, {
      onSuccess: () =>
        setReasons((current) => {
          const next = new Map(current);
          next.delete(decision.id);
          return next;
        }),
      onSettled: () => setConfirming(null),
    });
  const state: TableState = {
    now,
    userId,
    judge,
    busy: review.isPending || remove.isPending,
    reasons,
    setReason: (id, text) => setReasons((current) => new Map(current).set(id, text)),
    // A first decision is taken at once; changing one made already is asked about first.
    decide: (row, status) => {
      const reason = reasons.get(row.id)?.trim();
      const decision: Decision = { id: row.id, approval_status: status, ...(reason ? { review_comment: reason } : {}) };
      if (row.approval_status === 'PENDING') send(decision);
      else setConfirming({ row, decision });
    },
    remove: (id) => remove.mutate(id),
  };

  const actionError = review.error ?? remove.error;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <NamedSelect
          id={`${filterId}-objective`}
          label="Objective"
          className="max-w-full"
          value={objectiveFilter}
          onChange={setObjectiveFilter}
          emptyLabel="All objectives"
          options={choices}
        />
        <NamedSelect
          id={`${filterId}-team`}
          label="Team"
          className="max-w-full"
          value={teamFilter}
          onChange={setTeamFilter}
          emptyLabel="All teams"
          options={event.teams}
        />
      </div>
      {actionError && <ActionError error={actionError} />}
      <TableStateContext.Provider value={state}>
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
      </TableStateContext.Provider>
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming
            ? `${DECISION_VERBS[confirming.decision.approval_status]} ${confirming.row.objectiveName} by ${confirming.row.teamName}?`
            : ''
        }
        confirmLabel={confirming ? DECISION_VERBS[confirming.decision.approval_status] : ''}
        danger={confirming?.row.approval_status === 'APPROVED'}
        busy={review.isPending}
        onConfirm={() => confirming && send(confirming.decision)}
        onCancel={() => setConfirming(null)}
      >
        {confirming && (
          <DecisionChange
            row={confirming.row}
            decision={confirming.decision}
            objective={listObjectives(root).find((node) => node.id === confirming.row.objective_id)}
            submissions={submissions}
            teamNames={teamNames}
            now={now}
          />
        )}
      </ConfirmDialog>
    </div>
  );
}
