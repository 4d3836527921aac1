import type { ConditionInput, Operator } from '@app/shared';
import { useId, useState } from 'react';
import { BusyButton } from '~/components/ui/busy-button';
import { Field } from '~/components/ui/form-field';
import { ActionError, StatusLine } from '~/components/ui/outcome';
import { NamedOptions } from '~/components/ui/select-options';
import { TableHead } from '~/components/ui/table-head';
import { useEvents } from '~/lib/event-reads';
import { formatDateTime } from '~/lib/format';
import { useDryRun } from '../api/dry-run';
import type { ConditionDraft } from '../objective-draft';

/** The draft's conditions as the dry run takes them, or null while one is incomplete. */
function draftConditions(conditions: readonly ConditionDraft[]): ConditionInput[] | null {
  if (conditions.length === 0) return null;
  if (conditions.some((condition) => condition.operator === '' || condition.value.trim() === '')) return null;
  return conditions.map((condition) => ({
    field: condition.field,
    operator: condition.operator as Operator,
    value: condition.value.trim(),
  }));
}

/**
 * "Would this have worked last season?": the conditions on the form, saved or not, run against an earlier event's
 * stored stash tabs, showing which of its teams they would have credited and when. Nothing is stored or scored.
 */
export function DryRunPanel({ eventId, conditions }: { eventId: number; conditions: readonly ConditionDraft[] }) {
  const id = useId();
  const events = useEvents();
  const others = (events.data ?? []).filter((event) => event.id !== eventId);
  const [sourceId, setSourceId] = useState<number | null>(null);
  const source = others.find((event) => event.id === sourceId) ?? others[0];
  const draft = draftConditions(conditions);
  const { walk, start } = useDryRun(eventId, source?.id ?? null, draft ?? []);
  const teams =
    walk.state === 'idle' ? [] : [...walk.result.values()].sort((a, b) => a.first_seen.localeCompare(b.first_seen));

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 flex-col gap-2 rounded-box border border-base-300 p-3"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        Dry run
      </h3>
      <p className="text-sm text-base-content/80">
        Run these conditions, saved or not, against the stash tabs an earlier event stored: which of its teams they
        would have credited, and when. Nothing is saved and no score changes.
      </p>
      {others.length === 0 ? (
        <p className="text-sm">No other event has stored stash tabs to run against.</p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <Field id={`${id}-source`} label="Earlier event" className="min-w-0 flex-1 basis-48">
            {(control) => (
              <select
                {...control}
                className="select w-full"
                value={source?.id ?? ''}
                onChange={(event) => setSourceId(Number(event.target.value))}
              >
                <NamedOptions items={others} />
              </select>
            )}
          </Field>
          <BusyButton
            busy={walk.state === 'running'}
            disabled={draft === null}
            className="btn btn-outline"
            onClick={() => void start()}
          >
            Dry run
          </BusyButton>
        </div>
      )}
      {draft === null && <p className="text-sm">Complete the conditions to run them.</p>}
      <StatusLine>
        {walk.state === 'running' &&
          `Reading… ${walk.searched} stash tabs${walk.remaining === null ? '' : `, ${walk.remaining} to go`}.`}
        {walk.state === 'done' &&
          (teams.length === 0
            ? `No team had a matching item in ${walk.searched} stash tabs.`
            : `${teams.length} ${teams.length === 1 ? 'team' : 'teams'} would have been credited (${walk.searched} stash tabs read).`)}
      </StatusLine>
      {walk.state === 'failed' && <ActionError lead="The dry run stopped" error={walk.error} />}
      {teams.length > 0 && (
        <div className="overflow-x-auto">
          <table className="table table-sm">
            <caption className="sr-only">Teams the draft would have credited</caption>
            <TableHead columns={['Team', 'First seen', 'Most in one tab']} />
            <tbody>
              {teams.map((team) => (
                <tr key={team.team_id}>
                  <th scope="row">{team.team_name}</th>
                  <td>{formatDateTime(team.first_seen)}</td>
                  <td>{team.most}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
