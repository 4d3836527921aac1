import type { Objective, Submission } from '@app/shared';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '~/components/ui/dialog';
import { Field, fieldControl } from '~/components/ui/form-field';
import { Tooltip } from '~/components/ui/tooltip';
import { isApiError } from '~/lib/api';
import { useEventView } from '~/lib/event-view';
import { usePutSubmission } from '../api/put-submission';
import { useSubmissionsWhileWaiting } from '../api/watch-submissions';
import {
  checkDraft,
  localDateAndTime,
  numberFieldLabel,
  refusalMessages,
  sentNotice,
  type DraftErrors,
  type SubmissionDraft,
  type SubmissionField,
} from '../submission-rules';

function freshDraft(): SubmissionDraft {
  // Most players submit right after finishing, so the form starts at "now" in their own time zone.
  return { ...localDateAndTime(Date.now()), proof: '', comment: '', number: '' };
}

function SubmissionForm({
  objective,
  formId,
  onSent,
}: {
  objective: Objective;
  formId: string;
  onSent: (submission: Submission) => void;
}) {
  const { key } = useEventView();
  const submit = usePutSubmission(key);
  const [draft, setDraft] = useState(freshDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const numberLabel = numberFieldLabel(objective.aggregation);
  const id = (field: SubmissionField) => `${formId}-${field}`;
  const inputProps = (field: SubmissionField) => ({
    ...fieldControl(id(field), { error: errors[field] }),
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value }),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // A second click while the first is on its way sends nothing (the button is disabled too).
    if (submit.isPending) return;
    const checked = checkDraft(draft, objective.aggregation, Date.now());
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(null);
      return;
    }
    setErrors({});
    setFormError(null);
    submit.mutate(
      { objective_id: objective.id, ...checked.body },
      {
        onSuccess: (submission) => {
          setDraft(freshDraft());
          onSent(submission);
        },
        onError: (error) => {
          const refusal = isApiError(error)
            ? refusalMessages(error.body?.details, error.message)
            : { fields: {}, form: error.message || 'An error occurred' };
          setErrors(refusal.fields);
          setFormError(refusal.form);
        },
      },
    );
  }

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-semibold">When did you complete it? (in your time zone)</legend>
        <div className="grid grid-cols-2 gap-2">
          <Field id={id('date')} label="Date" error={errors.date} compact>
            <input type="date" required className="input w-full" {...inputProps('date')} />
          </Field>
          <Field id={id('time')} label="Time" error={errors.time} compact>
            <input type="time" required className="input w-full" {...inputProps('time')} />
          </Field>
        </div>
      </fieldset>
      {numberLabel && (
        <Field id={id('number')} label={numberLabel} error={errors.number} compact>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            className="input w-full"
            {...inputProps('number')}
          />
        </Field>
      )}
      <Field id={id('proof')} label="Link to proof" error={errors.proof} compact>
        <input
          type="url"
          required
          placeholder="https://…"
          autoComplete="url"
          className="input w-full"
          {...inputProps('proof')}
        />
      </Field>
      <Field id={id('comment')} label="Comment (optional)" error={errors.comment} compact>
        <textarea className="textarea w-full" rows={2} {...inputProps('comment')} />
      </Field>
      {formError && (
        <p role="alert" className="alert alert-error text-sm">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn-primary self-start" disabled={submit.isPending}>
        {submit.isPending ? 'Sending…' : 'Submit'}
      </button>
    </form>
  );
}

/** The (+) of the submit button, also shown in the tab's legend. */
export function SubmitGlyph({ className = 'size-6' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8v8M8 12h8" />
    </svg>
  );
}

/**
 * The Submit Bounty plus-button (docs/domain.md §2) for team members: a dialog titled with the objective asks when it was done,
 * the proof link, a comment and — for MAXIMUM and MINIMUM objectives — the number; the server's refusal is shown
 * in the dialog, and a sent submission appears at once as 'In review' on the card. Until a judge decides it, the
 * submissions are asked for again, so the card and the notice turn to the decision (and its reason) by
 * themselves.
 */
export function SubmitBountyButton({ objective }: { objective: Objective }) {
  const { key } = useEventView();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<Submission | null>(null);
  const submissions = useSubmissionsWhileWaiting(
    key,
    (list) => list.some((row) => row.id === sent?.id && row.approval_status === 'PENDING'),
    { enabled: sent !== null },
  );
  // The answer to the send stands in until the list has it. Opening the form again keeps watching the last one
  // sent: a player who looks at the form and cancels still hears the decision.
  const current = sent && (submissions.data?.find((row) => row.id === sent.id) ?? sent);
  const formId = useId();
  return (
    <>
      <Tooltip tip="Submit Bounty">
        <button
          type="button"
          className="btn btn-circle btn-ghost btn-sm"
          aria-label={`Submit Bounty: ${objective.name}`}
          onClick={() => setOpen(true)}
        >
          <SubmitGlyph />
        </button>
      </Tooltip>
      <span role="status" className="sr-only">
        {current ? sentNotice(objective.name, current) : ''}
      </span>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Submission for "${objective.name}"`}>
        {/* Mounted only while open: each opening starts a fresh form, without an earlier attempt's messages. */}
        {open && (
          <SubmissionForm
            objective={objective}
            formId={formId}
            onSent={(submission) => {
              setSent(submission);
              setOpen(false);
            }}
          />
        )}
      </Dialog>
    </>
  );
}
