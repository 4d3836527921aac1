import { ItemFieldSchema, type ItemField, type Operator, type ValidMappings } from '@app/shared';
import { useId } from 'react';
import { operatorAfterFieldChange, operatorsFor, OPERATOR_LABELS, valueInputFor } from '../condition-rules';
import { itemFieldLabel } from '../labels';
import type { ConditionDraft, DraftErrors } from '../objective-draft';

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
            const input = valueInputFor(fieldType, condition.operator);
            const operatorError = errors[`conditions.${index}.operator`];
            const valueError = errors[`conditions.${index}.value`];
            const number = index + 1;
            return (
              <li
                key={condition.key}
                className="grid grid-cols-1 items-start gap-2 rounded-box bg-base-200 p-2 sm:grid-cols-[1fr_1fr_1.5fr_auto]"
                aria-label={`Condition ${number}`}
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <label htmlFor={`${rowId}-field`} className="text-sm font-semibold">
                    Field
                  </label>
                  <select
                    id={`${rowId}-field`}
                    className="select select-sm w-full"
                    value={condition.field}
                    onChange={(event) => {
                      const field = event.target.value as ItemField;
                      const operator = operatorAfterFieldChange(condition.operator || 'EQ', field, mappings);
                      const nextInput = valueInputFor(mappings.field_to_type[field], operator);
                      update(index, {
                        field,
                        operator,
                        // A bool field has two values; start on one rather than an empty, invalid one.
                        value: nextInput.kind === 'bool' ? 'true' : condition.value,
                      });
                    }}
                  >
                    {ItemFieldSchema.options.map((field) => (
                      <option key={field} value={field}>
                        {itemFieldLabel(field)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="flex min-w-0 flex-col gap-1">
                  <label htmlFor={`${rowId}-operator`} className="text-sm font-semibold">
                    Operator
                  </label>
                  <select
                    id={`${rowId}-operator`}
                    className="select select-sm w-full"
                    value={condition.operator}
                    aria-invalid={operatorError ? true : undefined}
                    aria-describedby={operatorError ? `${rowId}-operator-error` : undefined}
                    onChange={(event) => update(index, { operator: event.target.value as Operator })}
                  >
                    {condition.operator === '' && <option value="">Choose…</option>}
                    {operators.map((operator) => (
                      <option key={operator} value={operator}>
                        {OPERATOR_LABELS[operator]}
                      </option>
                    ))}
                  </select>
                  {operatorError && (
                    <p id={`${rowId}-operator-error`} className="text-sm text-error">
                      {operatorError}
                    </p>
                  )}
                </div>
                <div className="flex min-w-0 flex-col gap-1">
                  <label htmlFor={`${rowId}-value`} className="text-sm font-semibold">
                    Value
                  </label>
                  {input.kind === 'bool' ? (
                    <select
                      id={`${rowId}-value`}
                      className="select select-sm w-full"
                      value={condition.value}
                      onChange={(event) => update(index, { value: event.target.value })}
                    >
                      <option value="true">Yes</option>
                      <option value="false">No</option>
                    </select>
                  ) : (
                    <input
                      id={`${rowId}-value`}
                      className="input input-sm w-full"
                      type={input.kind === 'number' ? 'number' : 'text'}
                      step={input.kind === 'number' ? 1 : undefined}
                      value={condition.value}
                      aria-invalid={valueError ? true : undefined}
                      aria-describedby={`${rowId}-value-hint${valueError ? ` ${rowId}-value-error` : ''}`}
                      onChange={(event) => update(index, { value: event.target.value })}
                    />
                  )}
                  {input.kind !== 'bool' && (
                    // The placeholder goes away while typing; the format stays readable here.
                    <p id={`${rowId}-value-hint`} className="text-xs text-base-content/80">
                      {input.hint}
                    </p>
                  )}
                  {valueError && (
                    <p id={`${rowId}-value-error`} className="text-sm text-error">
                      {valueError}
                    </p>
                  )}
                </div>
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
