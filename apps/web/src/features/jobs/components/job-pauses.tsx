import type { JobPause } from '@app/shared';
import { useId, useState, type FormEvent } from 'react';
import { PageSection } from '~/components/layout/page';
import { BusyButton } from '~/components/ui/busy-button';
import { NumberInputField } from '~/components/ui/form-field';
import { ActionError, StatusLine } from '~/components/ui/outcome';
import { QueryRegion } from '~/components/ui/query-state';
import { useJobPauses, useSetJobPause } from '../api/job-pauses';
import { JOB_PAUSE_NAMES, pauseText } from '../jobs';

/**
 * How long each kind of job waits between runs, and how soon one character's build is calculated again, for every
 * event at once: the admin tunes them within safe bounds, and the worker applies a change without a restart
 * (docs/domain.md §9, "Job pauses").
 */
export function JobPauses() {
  const pauses = useJobPauses();
  const headingId = useId();
  return (
    <PageSection id={headingId} title="Pauses">
      <p className="text-sm text-base-content/80">
        Each kind of job waits this long between runs when it has nothing more to do, in every event; a character whose
        gear keeps changing has its build calculated at most once per recalculation pause. A change applies at once: the
        jobs of that kind run now, then wait the new pause.
      </p>
      <QueryRegion query={pauses} loadingLabel="Loading pauses..." errorTitle="The pauses could not be loaded.">
        {(list) => (
          <ul className="flex flex-col gap-3">
            {list.map((pause) => (
              <li key={pause.name} className="rounded-box border border-base-300 p-3">
                <PauseForm pause={pause} />
              </li>
            ))}
          </ul>
        )}
      </QueryRegion>
    </PageSection>
  );
}

function PauseForm({ pause }: { pause: JobPause }) {
  const id = useId();
  const save = useSetJobPause();
  const [seconds, setSeconds] = useState(String(pause.pause_ms / 1000));
  const [error, setError] = useState<string | null>(null);
  const name = JOB_PAUSE_NAMES[pause.name];
  const bounds = `${pauseText(pause.min_ms)} to ${pauseText(pause.max_ms)}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ms = Math.round(Number(seconds) * 1000);
    if (seconds.trim() === '' || !Number.isFinite(ms) || ms < pause.min_ms || ms > pause.max_ms) {
      setError(`A pause of ${bounds}.`);
      return;
    }
    setError(null);
    save.mutate({ name: pause.name, pauseMs: ms });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <h3 className="font-semibold">{name}</h3>
      <p className="text-sm">
        {pause.what}. Now {pauseText(pause.pause_ms)}
        {pause.pause_ms === pause.default_ms ? ' (the default)' : `; the default is ${pauseText(pause.default_ms)}`}.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <NumberInputField
          id={`${id}-seconds`}
          label={`Pause of ${name}, in seconds`}
          hint={`From ${bounds}.`}
          error={error}
          className="min-w-0 flex-1 basis-48"
          min={pause.min_ms / 1000}
          max={pause.max_ms / 1000}
          step="any"
          value={seconds}
          onChange={setSeconds}
        />
        <BusyButton busy={save.isPending} type="submit" className="btn btn-primary">
          Save pause
        </BusyButton>
      </div>
      {save.isError && <ActionError lead="The pause was not saved" error={save.error} />}
      <StatusLine>{save.isSuccess && `${name} now pauses ${pauseText(save.data.pause_ms)}.`}</StatusLine>
    </form>
  );
}
