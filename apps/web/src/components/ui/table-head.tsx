/** A column of a table's header: its name, or its name with how it is shown. */
export type Column = string | { label: string; numeric?: boolean; hidden?: boolean; short?: string };

/**
 * A table's header row of column headers. A numeric column is right-aligned like its figures; a hidden name is
 * read by screen readers only (an actions column, whose buttons name themselves); a short name shows as an
 * abbreviation of the full one.
 */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const {
            label,
            numeric = false,
            hidden = false,
            short,
          } = typeof column === 'string' ? { label: column } : column;
          return (
            <th key={label} scope="col" className={numeric ? 'text-right' : undefined}>
              {hidden ? <span className="sr-only">{label}</span> : short ? <abbr title={label}>{short}</abbr> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
