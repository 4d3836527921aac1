import { Field } from '~/components/ui/form-field';

type NamedSelectProps = {
  id: string;
  label: string;
  /** The chosen id as the select holds it, '' for the first choice. */
  value: string;
  onChange: (value: string) => void;
  /** The first choice, standing for none or all of them. */
  emptyLabel: string;
  options: readonly { id: number; name: string }[];
  /** The select's width classes. */
  className: string;
  required?: boolean;
};

/** A labelled select of objectives or teams by name, as the judges' filters and forms offer them. */
export function NamedSelect({
  id,
  label,
  value,
  onChange,
  emptyLabel,
  options,
  className,
  required,
}: NamedSelectProps) {
  return (
    <Field id={id} label={label} compact>
      {(control) => (
        <select
          {...control}
          className={`select ${className}`}
          required={required}
          value={value}
          onChange={(change) => onChange(change.target.value)}
        >
          <option value="">{emptyLabel}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
