import type { ObjectiveValidation } from '@app/shared';
import { ActionButton } from '~/components/ui/action-button';
import { BusyButton } from '~/components/ui/busy-button';
import { ActionError, StatusLine } from '~/components/ui/outcome';
import { QueryRegion } from '~/components/ui/query-state';
import { formatDateTime } from '~/lib/format';
import type { CursorWalk } from '../api/cursor-walk';
import { useDeleteObjectiveSample, useObjectiveValidation, useSampleSearch } from '../api/objective-validation';

const STATUS_TEXT: Record<ObjectiveValidation['status'], string> = {
  NEVER_MATCHED: 'Never matched',
  SAMPLE: 'Matched a sample item',
  MATCHED_IN_EVENT: 'Matched in this event',
};

const STATUS_BADGE: Record<ObjectiveValidation['status'], string> = {
  NEVER_MATCHED: 'badge-error',
  SAMPLE: 'badge-success',
  MATCHED_IN_EVENT: 'badge-success',
};

function searchText(search: CursorWalk<number>): string | null {
  const found = (count: number) => `${count} ${count === 1 ? 'objective' : 'objectives'} found a sample`;
  switch (search.state) {
    case 'idle':
    case 'failed':
      return null;
    case 'running':
      return `Searching… ${search.searched} stored stash tabs read${search.remaining === null ? '' : `, ${search.remaining} to go`}; ${found(search.result)}.`;
    case 'done':
      return `Search done: ${search.searched} stored stash tabs read; ${found(search.result)}.`;
  }
}

/** What an objective's status rests on, in words: why it cannot match, its sample, or this event's evidence. */
function statusDetail(objective: ObjectiveValidation): string {
  if (objective.problem) return `Its conditions can never match: ${objective.problem}`;
  const { sample } = objective;
  if (objective.status === 'MATCHED_IN_EVENT') return 'Items found in this event count for it.';
  if (sample === null)
    return 'No real item is known to match it. Test one in the item tester and record it, or search.';
  const what = `${sample.item_name} — ${sample.origin}, ${formatDateTime(sample.recorded_at)}`;
  return sample.matches ? `Sample: ${what}.` : `The sample no longer matches its conditions: ${what}.`;
}

/**
 * The designer's check before an event starts: every item objective, red when nothing has ever matched it, with a
 * search through the stored stash tabs of earlier events (the demo's included) for items that do.
 */
export function ObjectiveValidationPanel({ eventId }: { eventId: number }) {
  const validation = useObjectiveValidation(eventId);
  const { walk: search, start } = useSampleSearch(eventId);
  const forget = useDeleteObjectiveSample(eventId);
  return (
    <QueryRegion
      query={validation}
      loadingLabel="Checking the item objectives..."
      errorTitle="The item objectives could not be checked."
      isEmpty={(report) => report.objectives.length === 0}
      empty={<p>The event has no item objectives yet.</p>}
    >
      {(report) => (
        <div className="flex flex-col gap-4">
          {report.never_matched > 0 ? (
            <div role="alert" className="alert alert-error">
              <span>
                {report.never_matched} of {report.objectives.length} item objectives have never matched a real item.
                Players may never be able to finish them.
              </span>
            </div>
          ) : (
            <div className="alert alert-success">
              <span>Every item objective has matched a real item.</span>
            </div>
          )}
          <div className="flex flex-col gap-2">
            <BusyButton
              busy={search.state === 'running'}
              className="btn btn-primary self-start"
              onClick={() => void start()}
              disabled={report.never_matched === 0}
            >
              Search earlier events for samples
            </BusyButton>
            <StatusLine>{searchText(search)}</StatusLine>
            {search.state === 'failed' && <ActionError lead="The search stopped" error={search.error} />}
          </div>
          {forget.isError && <ActionError lead="The sample was not removed" error={forget.error} />}
          <ul aria-label="Item objectives" className="flex flex-col gap-2">
            {report.objectives.map((objective) => (
              <li
                key={objective.objective_id}
                className={`flex min-w-0 flex-col gap-1 rounded-box border-2 p-3 ${
                  objective.status === 'NEVER_MATCHED' ? 'border-error' : 'border-base-300'
                }`}
              >
                <span className="flex flex-wrap items-center gap-2">
                  <strong className="break-words">{[...objective.path, objective.name].join(' › ')}</strong>
                  <span className={`badge ${STATUS_BADGE[objective.status]}`}>{STATUS_TEXT[objective.status]}</span>
                </span>
                <span className="text-sm break-words">{statusDetail(objective)}</span>
                {objective.sample && (
                  <ActionButton
                    action="Remove sample"
                    target={`of ${objective.name}`}
                    className="btn btn-xs btn-ghost self-start"
                    disabled={forget.isPending}
                    onClick={() => forget.mutate(objective.objective_id)}
                  />
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </QueryRegion>
  );
}
