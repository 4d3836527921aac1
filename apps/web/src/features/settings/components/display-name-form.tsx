import { DISPLAY_NAME_MAX, DisplayNameSchema, type User } from '@app/shared';
import { useId, useState, type FormEvent } from 'react';
import { Field } from '~/components/ui/form-field';
import { BusyButton } from '~/components/ui/busy-button';
import { displayNameErrorText, useUpdateDisplayName } from '../api/update-display-name';

/** The same rule the server applies (shared schema), phrased for the field; null when the name is fine. */
export function displayNameProblem(value: string): string | null {
  const result = DisplayNameSchema.safeParse(value);
  return result.success ? null : `Display name ${result.error.issues[0]?.message ?? 'is invalid'}`;
}

/** docs/domain.md §2 Settings: the display name with Save, checked as you type against the server's rule. */
export function DisplayNameForm({ user }: { user: User }) {
  const inputId = useId();
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
      <Field
        id={inputId}
        label="Display name"
        error={error}
        hint={<>How you appear on the ladder, in your team and on your profile: 1 to {DISPLAY_NAME_MAX} characters.</>}
        hintFirst
        liveError
      >
        {(control) => (
          <div className="flex flex-wrap gap-2">
            <input
              {...control}
              name="display_name"
              className={`input flex-1 ${error ? 'input-error' : ''}`}
              value={value}
              autoComplete="nickname"
              required
              onChange={(event) => {
                setValue(event.target.value);
                setTouched(true);
                if (save.isError || save.isSuccess) save.reset();
              }}
            />
            <BusyButton busy={save.isPending} type="submit" className="btn btn-primary" disabled={unchanged && !error}>
              Save
            </BusyButton>
          </div>
        )}
      </Field>
      <p role="status" className="text-sm">
        {save.isSuccess && `Saved. You are now shown as ${save.data.display_name}.`}
      </p>
    </form>
  );
}
