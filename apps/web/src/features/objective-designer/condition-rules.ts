import type { FieldType, ItemField, NumberField, ObjectiveType, Operator, ValidMappings } from '@app/shared';

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

export type ValueInput = { kind: 'bool' } | { kind: 'number'; hint: string } | { kind: 'text'; hint: string };

/** Which input a condition value needs, with a hint saying what to type. */
export function valueInputFor(fieldType: FieldType | undefined, operator: Operator | ''): ValueInput {
  if (operator !== '' && LENGTH_OPERATORS.includes(operator)) return { kind: 'number', hint: 'How many entries' };
  if (operator !== '' && LIST_OPERATORS.includes(operator)) return { kind: 'text', hint: 'Values separated by commas' };
  if (operator !== '' && PATTERN_OPERATORS.includes(operator)) return { kind: 'text', hint: 'A regular expression' };
  if (fieldType === 'bool') return { kind: 'bool' };
  if (fieldType === 'int') return { kind: 'number', hint: 'A whole number' };
  return { kind: 'text', hint: 'The exact text' };
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
