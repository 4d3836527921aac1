import { describe, expect, it } from 'vitest';
import { completeLines, namedBoardLines } from './bingo-board';

describe('bingo board lines', () => {
  it('names every row, column and both diagonals of a 4 × 4 board', () => {
    const names = namedBoardLines(16).map((line) => line.name);
    expect(names).toEqual([
      'Row 1',
      'Row 2',
      'Row 3',
      'Row 4',
      'Column 1',
      'Column 2',
      'Column 3',
      'Column 4',
      'Diagonal from top left',
      'Diagonal from top right',
    ]);
  });

  it('finds the complete lines of a team, and none through a missing cell of a short board', () => {
    // 3 × 3: the top row and the diagonal from the top right are done.
    const finished = [true, true, true, false, true, false, true, false, false];
    expect(completeLines(finished).map((line) => line.name)).toEqual(['Row 1', 'Diagonal from top right']);
    // Eight cells, all done: the third row, third column and the diagonal from the top left miss the ninth cell.
    expect(completeLines(Array.from({ length: 8 }, () => true)).map((line) => line.name)).toEqual([
      'Row 1',
      'Row 2',
      'Column 1',
      'Column 2',
      'Diagonal from top right',
    ]);
  });
});
