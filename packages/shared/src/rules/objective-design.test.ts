import { describe, expect, it } from 'vitest';
import { splitBulkNames } from './objective-design';

describe('splitBulkNames', () => {
  it('takes one name per line, as pasted from a list', () => {
    expect(splitBulkNames('Goldrim\nWanderlust\r\nTabula Rasa\n')).toEqual(['Goldrim', 'Wanderlust', 'Tabula Rasa']);
  });

  it('takes comma lists, also mixed with lines', () => {
    expect(splitBulkNames('Goldrim, Wanderlust\nTabula Rasa,Lifesprig')).toEqual([
      'Goldrim',
      'Wanderlust',
      'Tabula Rasa',
      'Lifesprig',
    ]);
  });

  it('trims, drops blank entries and keeps the first of duplicates', () => {
    expect(splitBulkNames(' Goldrim, Wanderlust ,,\n\n  Goldrim\n, Tabula Rasa ')).toEqual([
      'Goldrim',
      'Wanderlust',
      'Tabula Rasa',
    ]);
    expect(splitBulkNames(' ,\n \r\n, ')).toEqual([]);
  });
});
