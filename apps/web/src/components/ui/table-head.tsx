/** A column of a table's header: its name, or its name with how it is shown. */
export type Column = string | { label: string; numeric?: boolean; hidden?: boolean };

/**
 * A table's header row of column headers. A numeric column is right-aligned like its figures; a hidden name is
 * read by screen readers only (an actions column, whose buttons name themselves).
 */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { label, numeric = false, hidden = false } = typeof column === 'string' ? { label: column } : column;
          return (
            <th key={label} scope="col" className={numeric ? 'text-right' : undefined}>
              {hidden ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
