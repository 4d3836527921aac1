import { DISPLAY_NAME_MAX, DisplayNameSchema, type User } from '@app/shared';
import { useId, useState, type FormEvent } from 'react';
import { displayNameErrorText, useUpdateDisplayName } from '../api/update-display-name';

/** The same rule the server applies (shared schema), phrased for the field; null when the name is fine. */
export function displayNameProblem(value: string): string | null {
  const result = DisplayNameSchema.safeParse(value);
  return result.success ? null : `Display name ${result.error.issues[0]?.message ?? 'is invalid'}`;
}

/** Spec §2 Settings: the display name with Save, checked as you type against the server's rule. */
export function DisplayNameForm({ user }: { user: User }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState(user.display_name);
  const [touched, setTouched] = useState(false);
  const save = useUpdateDisplayName();

  const problem = displayNameProblem(value);
  const shownProblem = touched ? problem : null;
  const serverProblem = save.isError ? displayNameErrorText(save.error) : null;
  const error = shownProblem ?? serverProblem;
  const unchanged = value.trim() === user.display_name;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    save.mutate({ display_name: value }, { onSuccess: (saved) => setValue(saved.display_name) });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor={inputId} className="font-semibold">
        Display name
      </label>
      <p id={hintId} className="text-sm text-base-content/80">
        How you appear on the ladder, in your team and on your profile: 1 to {DISPLAY_NAME_MAX} characters.
      </p>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          name="display_name"
          className={`input flex-1 ${error ? 'input-error' : ''}`}
          value={value}
          autoComplete="nickname"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setValue(event.target.value);
            setTouched(true);
            if (save.isError || save.isSuccess) save.reset();
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={save.isPending || (unchanged && !error)}>
          {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Save
        </button>
      </div>
      <p id={errorId} role="alert" className="min-h-5 text-sm text-error">
        {error}
      </p>
      <p role="status" className="text-sm">
        {save.isSuccess && `Saved. You are now shown as ${save.data.display_name}.`}
      </p>
    </form>
  );
}
