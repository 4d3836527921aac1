import { useId } from 'react';
import { Field, RangeScale } from '~/components/ui/form-field';
import { LIMIT_TEAMS_MAX, usePreferences } from '~/lib/preferences';

/** docs/domain.md §2/§5: Limit Shown Teams, 0 (No Limit) to 20, 4-5 recommended. */
export function LimitTeamsSlider() {
  const [preferences, updatePreferences] = usePreferences();
  const id = useId();
  const value = preferences.limitTeams;
  const shown = value === 0 ? 'No Limit' : String(value);
  return (
    <Field
      id={id}
      label={
        <>
          Limit Shown Teams: {shown} <span className="font-normal text-base-content/80">(we recommend 4-5)</span>
        </>
      }
    >
      <input
        id={id}
        type="range"
        className="range range-primary w-full"
        min={0}
        max={LIMIT_TEAMS_MAX}
        step={1}
        value={value}
        aria-valuetext={value === 0 ? 'No Limit' : `${value} teams`}
        onChange={(event) => {
          const limitTeams = Number(event.target.value);
          updatePreferences((current) => ({ ...current, limitTeams }));
        }}
      />
      <RangeScale min="No Limit" max={LIMIT_TEAMS_MAX} />
    </Field>
  );
}
