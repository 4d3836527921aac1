import { useId, type ReactNode } from 'react';

type SmallFieldProps<T> = {
  label: string;
  value: T;
  onChange: (value: string) => void;
  /** As wide as its control, not as the column it stands in (a column stretches its children). */
  fit?: boolean;
};

/** The label of a small control, the score pages' filter bars': its words above the control it holds. */
function SmallLabel({
  id,
  label,
  fit = false,
  children,
}: {
  id: string;
  label: string;
  fit?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={id} className={fit ? 'flex w-fit flex-col gap-1 text-sm' : 'flex flex-col gap-1 text-sm'}>
      {label}
      {children}
    </label>
  );
}

/** A small search box under its label, for narrowing down a list as it is typed into. */
export function SmallSearch({
  label,
  value,
  onChange,
  placeholder,
  fit,
}: SmallFieldProps<string> & { placeholder?: string }) {
  const id = useId();
  return (
    <SmallLabel id={id} label={label} fit={fit}>
      <input
        id={id}
        type="search"
        className="input input-sm"
        placeholder={placeholder}
        value={value}
        onChange={(change) => onChange(change.target.value)}
      />
    </SmallLabel>
  );
}

/** A small select under its label; its options are the children. */
export function SmallSelect({
  label,
  value,
  onChange,
  fit,
  children,
}: SmallFieldProps<string | number> & { children: ReactNode }) {
  const id = useId();
  return (
    <SmallLabel id={id} label={label} fit={fit}>
      <select id={id} className="select select-sm" value={value} onChange={(change) => onChange(change.target.value)}>
        {children}
      </select>
    </SmallLabel>
  );
}
