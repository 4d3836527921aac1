import { boardLines, boardSide } from '@app/scoring';

/** One row, column or diagonal of a bingo board: its name and its cells (indexes, row by row). */
export type BoardLine = { name: string; cells: number[] };

/**
 * The lines of the board `cellCount` objectives make, named as a player reads them ("Row 2", "Column 1", "Diagonal
 * from top left"), in the scoring package's order (docs/domain.md §3, "Bingo boards").
 */
export function namedBoardLines(cellCount: number): BoardLine[] {
  const side = boardSide(cellCount);
  return boardLines(side).map((cells, index) => {
    if (side === 1) return { name: 'The only cell', cells };
    if (index < side) return { name: `Row ${index + 1}`, cells };
    if (index < 2 * side) return { name: `Column ${index - side + 1}`, cells };
    return { name: index === 2 * side ? 'Diagonal from top left' : 'Diagonal from top right', cells };
  });
}

/** The lines whose cells are all finished, given each cell's finished state in board order. */
export function completeLines(finished: readonly boolean[]): BoardLine[] {
  return namedBoardLines(finished.length).filter((line) => line.cells.every((cell) => finished[cell] === true));
}
