import { EXPECTED_PLAYTIME_MAX, EXPECTED_PLAYTIME_MIN, type Signup, type UpsertSignupBody } from '@app/shared';
import { useId, useState, type FormEvent } from 'react';
import { FormDialog, type DialogFormProps } from '~/components/ui/dialog';
import { Field, fieldControl, RangeScale } from '~/components/ui/form-field';
import { NavLink } from '~/components/ui/nav-link';
import { ActionError } from '~/components/ui/outcome';
import { isApiError } from '~/lib/api';
import type { EventKey } from '~/lib/query-keys';
import { useApply } from '../api/put-own-signup';
import {
  initialSignupValues,
  validateSignupForm,
  type HelpChoice,
  type SignupFormErrors,
  type SignupFormField,
  type SignupFormValues,
} from '../signup-form';

type SignupDialogProps = {
  open: boolean;
  onClose: () => void;
  eventId: EventKey;
  /** The application being edited, or null for a new one. */
  signup: Signup | null;
  ownAccountName: string | null;
  onSaved: () => void;
};

/** The application form (docs/reference-tracker.md §1.1) in a modal dialog: apply or edit. */
export function SignupDialog({ open, onClose, eventId, signup, ownAccountName, onSaved }: SignupDialogProps) {
  const formId = useId();
  const apply = useApply(eventId);
  const editing = signup !== null;
  const close = () => {
    apply.reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={editing ? 'Edit your application' : 'Apply for the event'}
      formId={formId}
      submitLabel={editing ? 'Save changes' : 'Send application'}
      busy={apply.isPending}
    >
      {open && (
        <SignupForm
          formId={formId}
          initial={initialSignupValues(signup)}
          ownAccountName={ownAccountName}
          serverError={apply.isError ? <ServerError error={apply.error} /> : null}
          onSubmit={(body) =>
            apply.mutate(body, {
              onSuccess: () => {
                apply.reset();
                onSaved();
              },
            })
          }
        />
      )}
    </FormDialog>
  );
}

/** docs/domain.md §8: the server's message; a missing account also gets the way to fix it. */
function ServerError({ error }: { error: Error }) {
  return (
    <ActionError error={error}>
      {isApiError(error, 403) && (
        <>
          {' '}
          <NavLink href="/settings" className={() => 'link'}>
            Open Settings
          </NavLink>
        </>
      )}
    </ActionError>
  );
}

type SignupFormProps = DialogFormProps<SignupFormValues, UpsertSignupBody> & { ownAccountName: string | null };

const HELP_CHOICES: { value: HelpChoice; label: string }[] = [
  { value: 'none', label: 'No preference' },
  { value: 'needs_help', label: "I'm new and would like some help from experienced players" },
  { value: 'wants_to_help', label: "I'm experienced and happy to help newer players" },
];

export function SignupForm({ formId, initial, ownAccountName, serverError, onSubmit }: SignupFormProps) {
  const ids = {
    hours: useId(),
    partner: useId(),
    extra: useId(),
    readRules: useId(),
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SignupFormErrors>({});
  const set = <K extends SignupFormField>(field: K, value: SignupFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateSignupForm(values, ownAccountName);
    if (!result.ok) {
      setErrors(result.errors);
      // Take keyboard and screen reader users to the first thing to fix.
      const first = (['expectedPlaytime', 'partner', 'extra', 'readRules'] as const).find(
        (field) => result.errors[field],
      );
      const target = { expectedPlaytime: ids.hours, partner: ids.partner, extra: ids.extra, readRules: ids.readRules };
      if (first) document.getElementById(target[first])?.focus();
      return;
    }
    onSubmit(result.body);
  }

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Field
        id={ids.hours}
        label={
          <>
            How many hours a day will you be able to play?{' '}
            <span className="font-normal">{values.expectedPlaytime} h</span>
          </>
        }
        error={errors.expectedPlaytime}
      >
        {(control) => (
          <>
            <input
              {...control}
              type="range"
              className="range range-primary w-full"
              min={EXPECTED_PLAYTIME_MIN}
              max={EXPECTED_PLAYTIME_MAX}
              step={1}
              value={values.expectedPlaytime}
              aria-valuetext={`${values.expectedPlaytime} hours a day`}
              onChange={(event) => set('expectedPlaytime', Number(event.target.value))}
            />
            <RangeScale min={`${EXPECTED_PLAYTIME_MIN} h`} max={`${EXPECTED_PLAYTIME_MAX} h`} />
          </>
        )}
      </Field>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">Experience</legend>
        {HELP_CHOICES.map((choice) => (
          <label key={choice.value} className="flex cursor-pointer items-start gap-2">
            <input
              type="radio"
              className="radio radio-primary radio-sm mt-0.5"
              name={`${formId}-help`}
              value={choice.value}
              checked={values.help === choice.value}
              onChange={() => set('help', choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
        {errors.help && (
          <p id={`${formId}-help-error`} className="text-sm text-error-text">
            {errors.help}
          </p>
        )}
      </fieldset>

      <Field
        id={ids.partner}
        label={
          <>
            Partner <span className="font-normal">(optional)</span>
          </>
        }
        error={errors.partner}
        hint="The Path of Exile account name of a friend, like Name#1234. You are placed in the same team when you name each other."
        hintFirst
      >
        {(control) => (
          <input
            {...control}
            className={`input w-full ${errors.partner ? 'input-error' : ''}`}
            value={values.partner}
            autoComplete="off"
            onChange={(event) => set('partner', event.target.value)}
          />
        )}
      </Field>

      <Field
        id={ids.extra}
        label={
          <>
            Anything else the organisers should know? <span className="font-normal">(optional)</span>
          </>
        }
        error={errors.extra}
      >
        {(control) => (
          <textarea
            {...control}
            className={`textarea w-full ${errors.extra ? 'textarea-error' : ''}`}
            rows={3}
            value={values.extra}
            onChange={(event) => set('extra', event.target.value)}
          />
        )}
      </Field>

      <Field
        id={ids.readRules}
        label="I've read the rules"
        error={errors.readRules}
        inline
        hint={
          // Full colour: a link, not a remark about the field.
          <a href="/rules" target="_blank" rel="noreferrer" className="link text-base-content">
            Read the rules (opens in a new tab)
          </a>
        }
      >
        {/* The link is no description of the box: only the error describes it. */}
        <input
          {...fieldControl(ids.readRules, { error: errors.readRules })}
          type="checkbox"
          className="checkbox checkbox-primary checkbox-sm mt-0.5"
          checked={values.readRules}
          required
          onChange={(event) => set('readRules', event.target.checked)}
        />
      </Field>

      {serverError}
    </form>
  );
}
