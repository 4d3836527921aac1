import { JobTypeSchema, type Event, type JobType, type RecurringJob } from '@app/shared';
import { useId, useState, type FormEvent } from 'react';
import { FormDialog } from '~/components/ui/dialog';
import { ActionButton } from '~/components/ui/action-button';
import { ChoiceField, Field } from '~/components/ui/form-field';
import { ActionError, StatusLine } from '~/components/ui/outcome';
import { combineQueries, EmptyState, QueryRegion } from '~/components/ui/query-state';
import { ScrollArea } from '~/components/ui/scroll-area';
import { NamedOptions } from '~/components/ui/select-options';
import { TableHead } from '~/components/ui/table-head';
import { formatDateTime } from '~/lib/format';
import { useEvents, useJobs } from '~/lib/event-reads';
import { isoToLocalInput, localInputToIso } from '~/lib/local-datetime';
import { useStartJob } from '../api/start-job';
import { describeCounters, JOB_STATUS_NAMES, JOB_TYPE_NAMES, resumeUntil, sortJobs } from '../jobs';

/** How often the table asks again: jobs run every few seconds to minutes, and a failure should show soon. */
const JOBS_REFRESH_MS = 10_000;

const STATUS_BADGE: Record<RecurringJob['status'], string> = {
  running: 'badge-success',
  failing: 'badge-error',
  stopped: 'badge-neutral',
};

/** What the dialog starts with: a new job, or an existing one whose end date is being changed. */
type DialogState = { key: number; job: RecurringJob | null };

/** Every recurring job with its health, refreshed live, and the controls to start, stop and extend. */
export function JobsPage() {
  const jobs = useJobs({ refetchInterval: JOBS_REFRESH_MS });
  const events = useEvents();
  return (
    <QueryRegion
      query={combineQueries([jobs, events])}
      loadingLabel="Loading jobs..."
      errorTitle="The jobs could not be loaded."
    >
      {([jobList, eventList]) => <JobList jobs={jobList} events={eventList} />}
    </QueryRegion>
  );
}

function JobList({ jobs, events }: { jobs: RecurringJob[]; events: Event[] }) {
  const start = useStartJob();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [outcome, setOutcome] = useState('');

  const eventsById = new Map(events.map((event) => [event.id, event]));
  const eventName = (id: number) => eventsById.get(id)?.name ?? `Event ${id}`;

  function change(job: RecurringJob, endDate: string, done: string) {
    setOutcome('');
    start.mutate(
      { event_id: job.event_id, job_type: job.job_type, end_date: endDate },
      { onSuccess: () => setOutcome(done) },
    );
  }

  function openDialog(job: RecurringJob | null) {
    setOutcome('');
    setDialog({ key: (dialog?.key ?? 0) + 1, job });
    setDialogOpen(true);
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-base-content/80">
          {jobs.length === 1 ? '1 job' : `${jobs.length} jobs`} · refreshed every 10 seconds
        </p>
        <button type="button" className="btn btn-primary" onClick={() => openDialog(null)}>
          Add Job
        </button>
      </div>
      <StatusLine>{outcome}</StatusLine>
      {start.isError && !dialogOpen && <ActionError lead="The job was not changed" error={start.error} />}
      {jobs.length === 0 ? (
        <EmptyState title="No jobs yet">Making an event current starts its jobs; you can also add one.</EmptyState>
      ) : (
        <ScrollArea label="Jobs">
          <table className="table table-sm" aria-label="Recurring jobs">
            <TableHead
              columns={[
                'Job',
                'Event',
                'Status',
                'Last run',
                'Last success',
                'Last error',
                'Failures in a row',
                'Counters',
                'Next run',
                'Ends',
                'Actions',
              ]}
            />
            <tbody>
              {sortJobs(jobs).map((job) => {
                const label = `${JOB_TYPE_NAMES[job.job_type]} of ${eventName(job.event_id)}`;
                const busy =
                  start.isPending &&
                  start.variables.job_type === job.job_type &&
                  start.variables.event_id === job.event_id;
                return (
                  <tr key={job.id}>
                    <th scope="row">{JOB_TYPE_NAMES[job.job_type]}</th>
                    <td>{eventName(job.event_id)}</td>
                    <td>
                      <span className={`badge ${STATUS_BADGE[job.status]}`}>{JOB_STATUS_NAMES[job.status]}</span>
                    </td>
                    <td>{formatDateTime(job.last_run_at) || 'Never'}</td>
                    <td>{formatDateTime(job.last_success_at) || 'Never'}</td>
                    <td className="max-w-64 break-words">
                      {job.last_error ? (
                        <>
                          {job.last_error}
                          <span className="block text-sm text-base-content/80">
                            {formatDateTime(job.last_error_at)}
                          </span>
                        </>
                      ) : (
                        'None'
                      )}
                    </td>
                    <td className="text-right">
                      {job.consecutive_failures}
                      <span className="block text-sm text-base-content/80">
                        {job.failures} of {job.runs} runs failed
                      </span>
                    </td>
                    <td>
                      <ul>
                        {describeCounters(job.counters).map((counter) => (
                          <li key={counter} className="whitespace-nowrap">
                            {counter}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td>{job.status === 'stopped' ? '—' : formatDateTime(job.next_run_at) || 'Soon'}</td>
                    <td>{formatDateTime(job.end_date)}</td>
                    <td>
                      <div className="flex gap-1">
                        {job.status === 'stopped' ? (
                          <ActionButton
                            action="Resume"
                            target={label}
                            disabled={busy}
                            onClick={() =>
                              change(
                                job,
                                resumeUntil(eventsById.get(job.event_id)?.event_end_time, Date.now()),
                                `Resumed ${label}.`,
                              )
                            }
                          />
                        ) : (
                          <ActionButton
                            action="Stop"
                            target={label}
                            disabled={busy}
                            // The server stops a job whose end date has passed: now is past by the time it checks.
                            onClick={() => change(job, new Date().toISOString(), `Stopped ${label}.`)}
                          />
                        )}
                        <ActionButton action="Extend" target={label} onClick={() => openDialog(job)} />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollArea>
      )}
      {dialog && (
        <JobDialog
          key={dialog.key}
          job={dialog.job}
          events={events}
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          onSaved={(message) => {
            setOutcome(message);
            setDialogOpen(false);
          }}
        />
      )}
    </div>
  );
}

type JobDialogProps = {
  job: RecurringJob | null;
  events: Event[];
  open: boolean;
  onClose: () => void;
  onSaved: (outcome: string) => void;
};

/** "Add Job", or "Extend" for an existing job (its event and type fixed, only the end date changes). */
function JobDialog({ job, events, open, onClose, onSaved }: JobDialogProps) {
  const formId = useId();
  const eventId = useId();
  const typeId = useId();
  const endId = useId();
  const start = useStartJob();
  const initialEvent = job ? job.event_id : (events.find((event) => event.is_current) ?? events[0])?.id;
  const [event, setEvent] = useState<number | undefined>(initialEvent);
  const [type, setType] = useState<JobType>(job?.job_type ?? 'FetchStashChanges');
  const endOf = (id: number | undefined) => events.find((candidate) => candidate.id === id)?.event_end_time;
  const [end, setEnd] = useState(() => {
    const from = job ? job.end_date : endOf(initialEvent);
    return from ? isoToLocalInput(from) : '';
  });
  const [error, setError] = useState('');

  function submit(submitEvent: FormEvent) {
    submitEvent.preventDefault();
    const endDate = localInputToIso(end) ?? null;
    if (event === undefined) return setError('Choose an event.');
    if (endDate === null) {
      setError('Enter an end date and time.');
      document.getElementById(endId)?.focus();
      return;
    }
    const name = events.find((candidate) => candidate.id === event)?.name ?? `Event ${event}`;
    start.mutate(
      { event_id: event, job_type: type, end_date: endDate },
      {
        onSuccess: (saved) =>
          onSaved(`${JOB_TYPE_NAMES[saved.job_type]} of ${name} runs until ${formatDateTime(saved.end_date)}.`),
      },
    );
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={job ? 'Extend job' : 'Add Job'}
      formId={formId}
      submitLabel={job ? 'Save end date' : 'Add job'}
      busy={start.isPending}
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        <Field id={eventId} label="Event">
          {(control) => (
            <select
              {...control}
              className="select w-full"
              value={event ?? ''}
              disabled={job !== null}
              onChange={(change) => {
                const id = Number(change.target.value);
                setEvent(id);
                // A new event's end is the sensible default again.
                const eventEnd = endOf(id);
                if (eventEnd) setEnd(isoToLocalInput(eventEnd));
              }}
            >
              <NamedOptions items={events} />
            </select>
          )}
        </Field>
        <ChoiceField
          id={typeId}
          label="Job type"
          value={type}
          values={JobTypeSchema.options}
          labelOf={(option) => JOB_TYPE_NAMES[option]}
          disabled={job !== null}
          onChange={(value) => setType(value)}
        />
        <Field id={endId} label="Runs until (your time)" error={error}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              className="input w-full"
              value={end}
              onChange={(change) => {
                setEnd(change.target.value);
                setError('');
              }}
            />
          )}
        </Field>
        {start.isError && <ActionError lead="The job was not saved" error={start.error} />}
      </form>
    </FormDialog>
  );
}
