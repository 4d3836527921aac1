import type { ReactNode } from 'react';

/** A select's options for a fixed list of values (a schema's choices), each shown by its label. */
export function Options<T extends string>({ values, label }: { values: readonly T[]; label: (value: T) => ReactNode }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}

/** A select's options for things with an id and a name, such as events and teams: valued by id, shown by name. */
export function NamedOptions({ items }: { items: readonly { id: number; name: string }[] }) {
  return items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}
