import type { ColumnDef } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VirtualTable } from './virtual-table';

type Runner = { rank: number; name: string };

const ROWS = 20_000;
const runners: Runner[] = Array.from({ length: ROWS }, (_, index) => ({ rank: index + 1, name: `Runner${index + 1}` }));
const columns: ColumnDef<Runner>[] = [
  { id: 'rank', header: 'Rank', accessorFn: (runner) => runner.rank },
  { id: 'name', header: 'Name', accessorFn: (runner) => runner.name, cell: ({ row }) => row.original.name },
];

function renderTable(getRowId: (runner: Runner) => string) {
  return render(
    <VirtualTable data={runners} columns={columns} caption="Runners" getRowId={getRowId} empty="No runner." />,
  );
}

describe('VirtualTable', () => {
  it('draws a 20,000-row table by working on the rows in view only, not on every row', () => {
    const getRowId = vi.fn((runner: Runner) => String(runner.rank));
    renderTable(getRowId);
    const table = screen.getByRole('table', { name: 'Runners' });
    expect(table).toHaveAttribute('aria-rowcount', String(ROWS + 1));
    expect(within(table).getByRole('row', { name: /Runner1\b/ })).toBeInTheDocument();
    // A phone spent seconds building a row object per entry on every new list (issue 33): now only those drawn.
    expect(getRowId.mock.calls.length).toBeLessThan(200);
  });

  it('still sorts every row when a column header is clicked, and back to the given order after the third', async () => {
    renderTable((runner) => String(runner.rank));
    const table = screen.getByRole('table', { name: 'Runners' });
    const sortByName = within(table).getByRole('button', { name: /Name/ });
    const firstRow = () => within(table).getAllByRole('row')[1];

    await userEvent.click(sortByName);
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstRow()).toHaveTextContent('Runner1');
    await userEvent.click(sortByName);
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(firstRow()).toHaveTextContent('Runner20000');
    await userEvent.click(sortByName);
    expect(within(table).getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute('aria-sort');
    expect(firstRow()).toHaveTextContent('Runner1');
  });
});
