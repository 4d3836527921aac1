import { ItemFieldSchema, type ItemField, type Operator, type ValidMappings } from '@app/shared';
import { useId } from 'react';
import {
  listValues,
  operatorAfterFieldChange,
  operatorsFor,
  OPERATOR_LABELS,
  toggleListValue,
  valueForInput,
  valueInputFor,
  type ValueInput,
} from '../condition-rules';
import { itemFieldLabel } from '../labels';
import type { ConditionDraft, DraftErrors } from '../objective-draft';
import { Field } from '~/components/ui/form-field';
import { Options } from '~/components/ui/select-options';

type ConditionRowsProps = {
  conditions: ConditionDraft[];
  mappings: ValidMappings;
  errors: DraftErrors;
  onChange: (conditions: ConditionDraft[]) => void;
  newKey: () => string;
};

/**
 * The item conditions of an ITEM objective: all must hold for an item to count. The operator list follows the
 * field's type (valid mappings) and the value input follows the operator, so only rules the matcher can use are
 * offered.
 */
export function ConditionRows({ conditions, mappings, errors, onChange, newKey }: ConditionRowsProps) {
  const id = useId();
  const update = (index: number, change: Partial<ConditionDraft>) =>
    onChange(conditions.map((condition, i) => (i === index ? { ...condition, ...change } : condition)));

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-box border border-base-300 p-3">
      <legend className="px-1 font-semibold">Item conditions</legend>
      <p className="text-sm text-base-content/80">
        An item counts when it meets every condition. Without conditions no item counts.
      </p>
      {conditions.length > 0 && (
        <ol className="flex flex-col gap-3">
          {conditions.map((condition, index) => {
            const rowId = `${id}-${condition.key}`;
            const operators = operatorsFor(condition.field, mappings);
            const fieldType = mappings.field_to_type[condition.field];
            const input = valueInputFor(condition.field, fieldType, condition.operator);
            const operatorError = errors[`conditions.${index}.operator`];
            const valueError = errors[`conditions.${index}.value`];
            const number = index + 1;
            return (
              <li
                key={condition.key}
                className="grid grid-cols-1 items-start gap-2 rounded-box bg-base-200 p-2 sm:grid-cols-[1fr_1fr_1.5fr_auto]"
                aria-label={`Condition ${number}`}
              >
                <Field id={`${rowId}-field`} label="Field" compact>
                  <select
                    id={`${rowId}-field`}
                    className="select select-sm w-full"
                    value={condition.field}
                    onChange={(event) => {
                      const field = event.target.value as ItemField;
                      const operator = operatorAfterFieldChange(condition.operator || 'EQ', field, mappings);
                      const nextInput = valueInputFor(field, mappings.field_to_type[field], operator);
                      update(index, { field, operator, value: valueForInput(condition.value, nextInput) });
                    }}
                  >
                    <Options values={ItemFieldSchema.options} label={itemFieldLabel} />
                  </select>
                </Field>
                <Field id={`${rowId}-operator`} label="Operator" error={operatorError} compact>
                  {(control) => (
                    <select
                      {...control}
                      className="select select-sm w-full"
                      value={condition.operator}
                      onChange={(event) => {
                        const operator = event.target.value as Operator;
                        const nextInput = valueInputFor(condition.field, fieldType, operator);
                        update(index, { operator, value: valueForInput(condition.value, nextInput) });
                      }}
                    >
                      {condition.operator === '' && <option value="">Choose…</option>}
                      <Options values={operators} label={(operator) => OPERATOR_LABELS[operator]} />
                    </select>
                  )}
                </Field>
                <ValueControl
                  id={`${rowId}-value`}
                  input={input}
                  value={condition.value}
                  error={valueError}
                  onChange={(value) => update(index, { value })}
                />
                <button
                  type="button"
                  className="btn btn-sm btn-ghost self-end"
                  aria-label={`Remove condition ${number}`}
                  onClick={() => onChange(conditions.filter((_, i) => i !== index))}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <button
        type="button"
        className="btn btn-sm btn-outline self-start"
        onClick={() =>
          onChange([
            ...conditions,
            { key: newKey(), field: 'NAME', operator: operatorAfterFieldChange('EQ', 'NAME', mappings), value: '' },
          ])
        }
      >
        Add condition
      </button>
    </fieldset>
  );
}

/** A saved value the choices do not list stays visible (and removable) instead of silently showing another. */
const asSaved = (value: string) => ({ value, label: `“${value}” (as saved)` });

type ValueControlProps = {
  id: string;
  input: ValueInput;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

/** The value of one condition: a select or checkboxes where the field's values come from a fixed set, else typed. */
function ValueControl({ id, input, value, error, onChange }: ValueControlProps) {
  if (input.kind === 'choices') {
    const selected = listValues(value);
    const unlisted = selected.filter((element) => !input.choices.some((choice) => choice.value === element));
    return (
      <fieldset className="flex min-w-0 flex-col gap-1" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold">Value</legend>
        <div className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded-box bg-base-100 p-2">
          {[...unlisted.map(asSaved), ...input.choices].map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={selected.includes(choice.value)}
                onChange={() => onChange(toggleListValue(value, choice.value))}
              />
              {choice.label}
            </label>
          ))}
        </div>
        {error && (
          <p id={`${id}-error`} className="text-sm text-error-text">
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  if (input.kind === 'choice') {
    const listed = input.choices.some((choice) => choice.value === value);
    return (
      <Field id={id} label="Value" error={error} compact>
        {(control) => (
          <select
            {...control}
            className="select select-sm w-full"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          >
            {value === '' && <option value="">Choose…</option>}
            {value !== '' && !listed && <option value={value}>{asSaved(value).label}</option>}
            {input.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }
  const suggestions = input.kind === 'text' ? input.suggestions : undefined;
  // The placeholder goes away while typing; the format stays readable in the hint.
  return (
    <Field id={id} label="Value" error={error} hint={input.hint} compact>
      {(control) => (
        <>
          <input
            {...control}
            className="input input-sm w-full"
            type={input.kind === 'number' ? 'number' : 'text'}
            step={input.kind === 'number' ? 1 : undefined}
            list={suggestions ? `${id}-suggestions` : undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {suggestions && (
            <datalist id={`${id}-suggestions`}>
              {suggestions.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </datalist>
          )}
        </>
      )}
    </Field>
  );
}
