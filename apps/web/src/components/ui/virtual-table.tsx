import {
  createRow,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';

/** docs/domain.md §9: rows are estimated at 80 px with an overscan of 5. */
const ESTIMATED_ROW_HEIGHT_PX = 80;
const OVERSCAN = 5;
/** Rows from which a list is taller than its box on any screen (at the rows' smallest height, ~33 px). */
const FILLS_BOX_ROWS = 100;
/** Used while the scroll box has no measured height yet (not laid out), so rows still render. */
const UNMEASURED_HEIGHT_PX = 800;

type VirtualTableProps<T> = {
  data: readonly T[];
  // Column value types differ per column; TanStack Table's own examples type the list this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** Names the table and its scroll region for screen readers. */
  caption: string;
  getRowId: (row: T) => string;
  /** CSS height of the scroll box; the ladder uses 70vh (docs/domain.md §2). */
  height?: string;
  estimateRowHeight?: number;
  initialSorting?: SortingState;
  /**
   * False while `data` is only part of the rows (the first ones, the rest on its way): a sort would rank the part
   * alone. Its buttons stay in place, disabled, so the header keeps its size when sorting becomes possible.
   */
  sortable?: boolean;
  rowClassName?: (row: T) => string;
  /** Shown in place of rows when `data` is empty. */
  empty: string;
};

/**
 * A sortable table that only renders the rows in view, so 10,000 rows scroll smoothly. It stays a real <table>
 * (header cells, aria-sort, aria-rowcount/rowindex) instead of absolutely positioned divs, so screen readers keep
 * table navigation (docs/reference-tracker.md §2 item 3); spacer rows stand in for the rows above and below the view.
 */
export function VirtualTable<T>({
  data,
  columns,
  caption,
  getRowId,
  height = '70vh',
  estimateRowHeight = ESTIMATED_ROW_HEIGHT_PX,
  initialSorting = [],
  sortable = true,
  rowClassName,
  empty,
}: VirtualTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const scrollRef = useRef<HTMLDivElement>(null);
  const sorted = sorting.length > 0;
  // TanStack Table builds a row object for every entry it is given, on every new `data`: for a 20,000-row ladder on
  // a phone that held the page for seconds at first render and on every search keystroke. Unsorted (the usual
  // case), it is given only the first entry, from which it still guesses each column's first sort direction, and
  // rows are built for the entries in view alone; a sort by a column gives it all of them, once per click.
  const first = data[0];
  const tableData = useMemo(() => (sorted ? (data as T[]) : first === undefined ? [] : [first]), [sorted, data, first]);
  // TanStack Table returns functions React Compiler cannot memoise; this component opts out knowingly.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: tableData,
    columns,
    state: { sorting },
    onSortingChange: (updater) => {
      setSorting(updater);
      // A new order starts at the top (as the reference did), so the first rows are what the sort brought up.
      scrollRef.current?.scrollTo?.({ top: 0 });
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => getRowId(row),
  });
  const sortedRows = sorted ? table.getRowModel().rows : null;
  const rowAt = (index: number): Row<T> => {
    if (sortedRows) return sortedRows[index] as Row<T>;
    const original = data[index] as T;
    return createRow(table, getRowId(original), original, index, 0);
  };
  const rowCount = data.length;
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowHeight,
    overscan: OVERSCAN,
    // A row that is not laid out (measured 0 px high) keeps its estimate, so nothing loops on a zero height.
    measureElement: (element) => element.getBoundingClientRect().height || estimateRowHeight,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height: UNMEASURED_HEIGHT_PX }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const columnCount = table.getVisibleLeafColumns().length;
  // A list taller than its box gets the box's full height and strict containment: the rows drawn as it scrolls are
  // then laid out within the box alone, not with the rest of the page (a 100-team table above the ladder).
  const fillsBox = rowCount > FILLS_BOX_ROWS;

  return (
    <div
      ref={scrollRef}
      className="overflow-auto rounded-box border border-base-300"
      style={fillsBox ? { height, contain: 'strict' } : { maxHeight: height }}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="table table-sm w-full" aria-rowcount={rowCount + 1}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-base-200">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className="whitespace-nowrap"
                  >
                    {canSort ? (
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs gap-1 px-1 font-semibold"
                        disabled={!sortable}
                        title={sortable ? undefined : 'Sorting waits for the whole list'}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {label}
                        <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rowCount === 0 && (
            <tr>
              <td colSpan={columnCount} className="py-8 text-center text-base-content/80">
                {empty}
              </td>
            </tr>
          )}
          {before > 0 && <SpacerRow height={before} columns={columnCount} />}
          {items.map((item) => {
            const row = rowAt(item.index);
            return (
              <tr
                key={row.id}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                className={`hover:bg-base-200 ${rowClassName?.(row.original) ?? ''}`}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            );
          })}
          {after > 0 && <SpacerRow height={after} columns={columnCount} />}
        </tbody>
      </table>
    </div>
  );
}

function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
