import type { ChangeEvent, HTMLAttributes, ReactNode } from 'react';
import { Options } from './select-options';

/** What a field's control carries so that its label, hint and error belong to it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  /** The control's id; the hint is `${id}-hint` and the error `${id}-error`. */
  id: string;
  label: ReactNode;
  error?: string | null;
  required?: boolean;
  /** A sentence about the field, under the control (or under the label with `hintFirst`). */
  hint?: ReactNode;
  /** The hint goes between the label and the control: a format to read before typing. */
  hintFirst?: boolean;
  /** Other elements describing the control (a note shared by a group of fields), read before the hint. */
  describedBy?: string;
  /** A smaller label and hint, for rows of controls and filter bars. */
  compact?: boolean;
  /** A checkbox: the label wraps the control and its text follows it. */
  inline?: boolean;
  /**
   * The error's paragraph stays in place as an alert, empty while the value is fine: a field checked as it is
   * typed in then has each new problem announced.
   */
  liveError?: boolean;
  /** How the field sits in its container; by default it may shrink below its content (`min-w-0`). */
  className?: string;
  /**
   * The control, or a function given the control's id and ARIA: the error and hint are then linked to it
   * without the form spelling the ids out again.
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
};

/** The ids a control's aria-describedby lists, in reading order; undefined when there is none. */
function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The id and ARIA of a field's control, given what the field shows. */
export function fieldControl(
  id: string,
  { error, hint, note }: { error?: string | null; hint?: boolean; note?: string },
): FieldControlProps {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(note, hint && `${id}-hint`, error && `${id}-error`),
  };
}

/**
 * A labelled form control with its hint and its error under it. The control is the child: it keeps its own
 * attributes, and either takes the ARIA the field hands a function child or spells out `${id}-error` itself.
 */
export function Field({
  id,
  label,
  error,
  required = false,
  hint,
  hintFirst = false,
  describedBy: note,
  compact = false,
  inline = false,
  liveError = false,
  className = 'min-w-0',
  children,
}: FieldProps) {
  const hasHint = hint != null && hint !== false;
  const hintAbove = hintFirst && !inline;
  const control =
    typeof children === 'function' ? children(fieldControl(id, { error, hint: hasHint, note })) : children;
  const labelText = (
    <>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </>
  );
  const hintText = hasHint && (
    <p id={`${id}-hint`} className={`${compact ? 'text-xs' : 'text-sm'} text-base-content/80`}>
      {hint}
    </p>
  );
  const errorText = liveError ? (
    <p id={`${id}-error`} role="alert" className="min-h-5 text-sm text-error-text">
      {error}
    </p>
  ) : (
    error && (
      <p id={`${id}-error`} className="text-sm text-error-text">
        {error}
      </p>
    )
  );
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      {inline ? (
        <label htmlFor={id} className="flex cursor-pointer items-start gap-2">
          {control}
          <span className="font-semibold">{labelText}</span>
        </label>
      ) : (
        <>
          <label htmlFor={id} className={compact ? 'text-sm font-semibold' : 'font-semibold'}>
            {labelText}
          </label>
          {hintAbove && hintText}
          {control}
        </>
      )}
      {!hintAbove && hintText}
      {errorText}
    </div>
  );
}

/** The two ends of a range slider's scale, under it; hidden from screen readers, which hear the value itself. */
export function RangeScale({ min, max }: { min: ReactNode; max: ReactNode }) {
  return (
    <div className="flex justify-between text-xs text-base-content/80" aria-hidden="true">
      <span>{min}</span>
      <span>{max}</span>
    </div>
  );
}

type ChoiceFieldProps<T extends string> = Omit<FieldProps, 'children' | 'inline'> & {
  value: T;
  /** The choices, in order (a schema's options). */
  values: readonly T[];
  /** How a choice reads. */
  labelOf: (value: T) => ReactNode;
  onChange: (value: T) => void;
  disabled?: boolean;
};

/** A labelled select of a fixed list of values, each shown by its label: the form field most forms need. */
export function ChoiceField<T extends string>({
  value,
  values,
  labelOf,
  onChange,
  disabled,
  ...field
}: ChoiceFieldProps<T>) {
  return (
    <Field {...field}>
      {(control) => (
        <select
          {...control}
          className="select w-full"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as T)}
        >
          <Options values={values} label={labelOf} />
        </select>
      )}
    </Field>
  );
}

type NumberInputFieldProps = Omit<FieldProps, 'children' | 'inline'> & {
  /** The number as typed: the form checks it and says what is wrong. */
  value: string;
  onChange: (text: string) => void;
  min?: number;
  max?: number;
  step?: number | 'any';
  /** Which on-screen keyboard a phone shows ('numeric': digits only). */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
};

/** A labelled number box; its value stays the text typed, so a half-typed or empty number can be told apart. */
export function NumberInputField({ value, onChange, min, max, step, inputMode, ...field }: NumberInputFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          className="input w-full"
          type="number"
          inputMode={inputMode}
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** What a text box or area of a form takes besides its field: the text, and how it may be typed. */
type TextControlProps = {
  value: string;
  onChange: (text: string) => void;
  disabled?: boolean;
  maxLength?: number;
  placeholder?: string;
};

type TextFieldProps = Omit<FieldProps, 'children' | 'inline'> & TextControlProps;

/** A text field's props split into the field's and the control's; the control's change handler gives the text. */
function splitTextField({ value, onChange, disabled, maxLength, placeholder, ...field }: TextFieldProps) {
  const text = {
    value,
    disabled,
    maxLength,
    placeholder,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return [field, text] as const;
}

type TextInputFieldProps = TextFieldProps & {
  /** A box whose value is text: plain, a search, or a date and time as the browser's picker writes it. */
  type?: 'text' | 'search' | 'datetime-local';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
};

/** A labelled one-line text box (or search box, or date-and-time box). */
export function TextInputField({ type, inputMode, autoComplete, ...props }: TextInputFieldProps) {
  const [field, text] = splitTextField(props);
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          {...text}
          className="input w-full"
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
        />
      )}
    </Field>
  );
}

/** A labelled text area of `rows` lines. */
export function TextAreaField({ rows, ...props }: TextFieldProps & { rows: number }) {
  const [field, text] = splitTextField(props);
  return (
    <Field {...field}>{(control) => <textarea {...control} {...text} className="textarea w-full" rows={rows} />}</Field>
  );
}
