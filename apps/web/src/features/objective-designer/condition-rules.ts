import {
  ITEM_FIELD_CHOICES,
  type FieldType,
  type ItemField,
  type ItemFieldChoice,
  type NumberField,
  type ObjectiveType,
  type Operator,
  type ValidMappings,
} from '@app/shared';

/** The operators that suit a field, as the server's valid mappings say; [] for a field it does not know. */
export function operatorsFor(field: ItemField, mappings: ValidMappings): Operator[] {
  const type = mappings.field_to_type[field];
  return type ? (mappings.valid_operators[type] ?? []) : [];
}

/**
 * The operator to keep when the field changes: the current one when the new field still allows it, else the
 * first allowed (EQ when allowed, since it is what designers mean most of the time).
 */
export function operatorAfterFieldChange(current: Operator, field: ItemField, mappings: ValidMappings): Operator | '' {
  const allowed = operatorsFor(field, mappings);
  if (allowed.includes(current)) return current;
  if (allowed.includes('EQ')) return 'EQ';
  return allowed[0] ?? '';
}

/** The number fields an objective type counts (valid mappings). */
export function numberFieldsFor(type: ObjectiveType, mappings: ValidMappings): NumberField[] {
  return mappings.objective_type_to_number_fields[type] ?? [];
}

/** The number field to keep when the type changes: the current one if still allowed, else the first allowed. */
export function numberFieldAfterTypeChange(
  current: NumberField,
  type: ObjectiveType,
  mappings: ValidMappings,
): NumberField | undefined {
  const allowed = numberFieldsFor(type, mappings);
  return allowed.includes(current) ? current : allowed[0];
}

/** Operators whose value is a comma-separated list or a count rather than one value of the field's type. */
const LIST_OPERATORS: readonly Operator[] = ['IN', 'NOT_IN', 'CONTAINS_ALL'];
const LENGTH_OPERATORS: readonly Operator[] = ['LENGTH_EQ', 'LENGTH_GT', 'LENGTH_LT'];
const PATTERN_OPERATORS: readonly Operator[] = ['MATCHES', 'DOES_NOT_MATCH', 'CONTAINS_MATCH'];

/** The server's matcher reads `true` / `false` (it also takes 1 / 0, which the editor never writes). */
const BOOL_CHOICES: readonly ItemFieldChoice[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

export type ValueInput =
  | { kind: 'number'; hint: string }
  /** Free text; `suggestions` are offered where the operator also takes a part of a value. */
  | { kind: 'text'; hint: string; suggestions?: readonly ItemFieldChoice[] }
  | { kind: 'choice'; choices: readonly ItemFieldChoice[] }
  /** Several choices, written as a comma-separated list. */
  | { kind: 'choices'; choices: readonly ItemFieldChoice[] };

/** The values a field can have, when they come from a fixed set. */
function choicesFor(field: ItemField, fieldType: FieldType | undefined): readonly ItemFieldChoice[] | undefined {
  return fieldType === 'bool' ? BOOL_CHOICES : ITEM_FIELD_CHOICES[field];
}

/**
 * Which input a condition value needs: the field's choices where its values come from a fixed set (several for a
 * list operator), else a number or text with a hint saying what to type.
 */
export function valueInputFor(field: ItemField, fieldType: FieldType | undefined, operator: Operator | ''): ValueInput {
  const choices = choicesFor(field, fieldType);
  const is = (operators: readonly Operator[]) => operator !== '' && operators.includes(operator);
  if (is(LENGTH_OPERATORS)) return { kind: 'number', hint: 'How many entries' };
  if (is(LIST_OPERATORS))
    return choices ? { kind: 'choices', choices } : { kind: 'text', hint: 'Values separated by commas' };
  if (is(PATTERN_OPERATORS)) return { kind: 'text', hint: 'A regular expression' };
  // CONTAINS looks for a part of the text, so anything may be typed; whole values are still offered.
  if (operator === 'CONTAINS') return { kind: 'text', hint: 'Text the value contains', suggestions: choices };
  if (choices) return { kind: 'choice', choices };
  if (fieldType === 'int') return { kind: 'number', hint: 'A whole number' };
  return { kind: 'text', hint: 'The exact text' };
}

/** The elements of a list value as the matcher reads them: trimmed, empty ones dropped, duplicates once. */
export function listValues(value: string): string[] {
  return [...new Set(value.split(',').map((element) => element.trim()))].filter((element) => element !== '');
}

/** A list value with `choice` added when absent, or removed when present. */
export function toggleListValue(value: string, choice: string): string {
  const values = listValues(value);
  return (values.includes(choice) ? values.filter((element) => element !== choice) : [...values, choice]).join(', ');
}

/**
 * The value to keep when the field or operator changes: what the new input can show. A choice keeps the value
 * only when it is one of its choices (else the designer picks one), a list of choices keeps those of its values
 * that are choices; free inputs keep the value as typed.
 */
export function valueForInput(value: string, input: ValueInput): string {
  if (input.kind === 'choice') return input.choices.some((choice) => choice.value === value.trim()) ? value.trim() : '';
  if (input.kind === 'choices') {
    const offered = new Set(input.choices.map((choice) => choice.value));
    return listValues(value)
      .filter((element) => offered.has(element))
      .join(', ');
  }
  return value;
}

/** Operator names in words, for the selects (the wire value stays the option value). */
export const OPERATOR_LABELS: Record<Operator, string> = {
  EQ: 'equals',
  NEQ: 'does not equal',
  GT: 'greater than',
  LT: 'less than',
  IN: 'is one of',
  NOT_IN: 'is none of',
  MATCHES: 'matches pattern',
  CONTAINS: 'contains',
  CONTAINS_ALL: 'contains all of',
  CONTAINS_MATCH: 'contains a match of',
  LENGTH_EQ: 'count equals',
  LENGTH_GT: 'count greater than',
  LENGTH_LT: 'count less than',
  DOES_NOT_MATCH: 'does not match pattern',
};
