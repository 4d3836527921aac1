import { describe, expect, it } from 'vitest';
import { splitBulkNames } from './bulk-names';

describe('splitBulkNames', () => {
  it('trims, drops empty entries and keeps the first of duplicates', () => {
    expect(splitBulkNames(' Goldrim, Wanderlust ,,Goldrim,\n Tabula Rasa ')).toEqual([
      'Goldrim',
      'Wanderlust',
      'Tabula Rasa',
    ]);
    expect(splitBulkNames(' , ')).toEqual([]);
  });
});
