import type { Signup } from '@app/shared';
import { useId, useState, type FormEvent } from 'react';
import { useSetActualPlaytime } from '../api/put-actual-playtime';

const HOURS_PER_DAY = 24;

/** Splits stored hours back into the form's days and hours. */
export function splitHours(total: number): { days: number; hours: number } {
  return { days: Math.floor(total / HOURS_PER_DAY), hours: total % HOURS_PER_DAY };
}

/**
 * Asks a signed-up player how long they actually played (docs/reference-tracker.md §1.5): days and hours, sent as
 * days × 24 + hours. Success and failure are said on the page (the reference used alert() and left the page).
 */
export function PlayedForm({ signup }: { signup: Signup }) {
  const initial = signup.actual_playtime === null ? { days: 0, hours: 0 } : splitHours(signup.actual_playtime);
  const [days, setDays] = useState(String(initial.days));
  const [hours, setHours] = useState(String(initial.hours));
  const mutation = useSetActualPlaytime('current');
  const dayCount = Number.parseInt(days, 10);
  const hourCount = Number.parseInt(hours, 10);
  const valid =
    Number.isInteger(dayCount) &&
    dayCount >= 0 &&
    dayCount <= 366 &&
    Number.isInteger(hourCount) &&
    hourCount >= 0 &&
    hourCount < HOURS_PER_DAY;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    mutation.mutate({ actual_playtime: dayCount * HOURS_PER_DAY + hourCount });
  }

  return (
    <form onSubmit={submit} className="card bg-base-200" aria-labelledby="played-title">
      <div className="card-body gap-4">
        <h2 id="played-title" className="card-title">
          Your /played
        </h2>
        <p>
          You said you were planning to play for {signup.expected_playtime} hours per day. What was your actual /played
          in the end?
        </p>
        <div className="flex flex-wrap items-end gap-4">
          <CountInput label="Days" max={366} value={days} onChange={setDays} />
          <CountInput label="Hours" max={HOURS_PER_DAY - 1} value={hours} onChange={setHours} />
          <button type="submit" className="btn btn-primary" disabled={!valid || mutation.isPending}>
            {mutation.isPending ? 'Saving…' : 'Submit'}
          </button>
        </div>
        <p className="text-sm text-base-content/80">
          Please be honest: these numbers help us plan the next event for players like you.
        </p>
        <div aria-live="polite">
          {mutation.isSuccess && <p className="text-success">Thank you for your feedback!</p>}
          {mutation.isError && (
            <p role="alert" className="text-error-text">
              {mutation.error instanceof Error && mutation.error.message ? mutation.error.message : 'An error occurred'}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

/** A whole number from 0 to `max`, typed or stepped. */
function CountInput(props: { label: string; max: number; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex flex-col gap-1">
      {props.label}
      <input
        id={id}
        type="number"
        min={0}
        max={props.max}
        inputMode="numeric"
        required
        className="input w-28"
        value={props.value}
        onChange={(change) => props.onChange(change.target.value)}
      />
    </label>
  );
}
