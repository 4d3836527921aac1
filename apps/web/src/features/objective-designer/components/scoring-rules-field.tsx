import { MAX_SCORING_RULES, type ScoringPreset } from '@app/shared';
import { useRef } from 'react';
import { Field } from '~/components/ui/form-field';
import { boardNote, ruleShares } from '~/lib/scoreboard/rule-shares';
import type { DraftErrors } from '../objective-draft';
import { PresetOptions } from './form-parts';

type ScoringRulesFieldProps = {
  id: string;
  presets: readonly ScoringPreset[];
  /** The rules as the draft has them: preset ids as text, the first '' for none. */
  value: string[];
  errors: DraftErrors;
  /** How many objectives the category holds (for a completion bonus's most), undefined when unknown. */
  childCount: number | undefined;
  onChange: (ids: string[]) => void;
};

/**
 * An objective's scoring rules in order: the first select is the "Scoring preset" of old, further rules are added
 * and removed below it, and what each rule gives and the most they give together show under them.
 */
export function ScoringRulesField({ id, presets, value, errors, childCount, onChange }: ScoringRulesFieldProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const focusRule = (index: number) =>
    requestAnimationFrame(() => listRef.current?.querySelectorAll('select')[index]?.focus());
  const chosen = value.flatMap((ruleId) => presets.find((preset) => String(preset.id) === ruleId) ?? []);
  const shares = ruleShares(chosen, childCount);
  const board = boardNote(chosen, childCount);

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-box border border-base-300 p-3">
      <legend className="px-1 font-semibold">Scoring rules</legend>
      <p className="text-sm text-base-content/80">The objective scores the points of all its rules added up.</p>
      <ol ref={listRef} className="flex flex-col gap-2">
        {value.map((ruleId, index) => {
          const number = index + 1;
          const fieldId = `${id}-${index}`;
          const others = value.filter((_, i) => i !== index);
          return (
            <li key={index} className="flex flex-wrap items-end gap-2">
              <Field
                id={fieldId}
                label={index === 0 ? 'Scoring preset' : `Scoring rule ${number}`}
                error={errors[`scoring_preset_ids.${index}`]}
                className="min-w-0 flex-1 basis-48"
              >
                {(control) => (
                  <select
                    {...control}
                    className="select w-full"
                    value={ruleId}
                    onChange={(event) => onChange(value.map((old, i) => (i === index ? event.target.value : old)))}
                  >
                    {index === 0 ? (
                      <option value="">No preset (worth no points)</option>
                    ) : (
                      ruleId === '' && <option value="">Choose a preset…</option>
                    )}
                    <PresetOptions presets={presets} taken={others} />
                  </select>
                )}
              </Field>
              {index > 0 && (
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-label={`Remove scoring rule ${number}`}
                  onClick={() => {
                    onChange(value.filter((_, i) => i !== index));
                    focusRule(index - 1);
                  }}
                >
                  Remove
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {value.length < MAX_SCORING_RULES ? (
        <button
          type="button"
          className="btn btn-sm btn-outline self-start"
          onClick={() => {
            onChange([...value, '']);
            focusRule(value.length);
          }}
        >
          Add another rule
        </button>
      ) : (
        <p className="text-sm text-base-content/80">An objective has at most {MAX_SCORING_RULES} rules.</p>
      )}
      <div aria-live="polite" className="text-sm">
        {shares.lines.length > 0 && (
          <div className="rounded-box bg-base-200 p-2">
            <ul aria-label="What each rule gives" className="flex flex-col gap-1">
              {shares.lines.map((line, index) => (
                <li key={index} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
            <p className="mt-1 font-semibold">{shares.total}</p>
            {board && <p className="mt-1">{board}</p>}
          </div>
        )}
      </div>
    </fieldset>
  );
}
