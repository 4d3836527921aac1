import { describe, expect, it } from 'vitest';
import { historyQuery, parseHistoryFile } from './history';

describe('historyQuery', () => {
  it('pages by offset and leaves out empty filters', () => {
    expect(historyQuery({ username: ' Ashvale#1037 ', itemname: '', stashname: 'Bank' }, 2)).toEqual({
      limit: 100,
      offset: 200,
      username: 'Ashvale#1037',
      itemname: undefined,
      stashname: 'Bank',
    });
  });
});

describe('parseHistoryFile', () => {
  const entry = {
    id: 77,
    time: 1_700_000_000,
    league: 'Sandbox',
    stash: 'Bank',
    item: '3× Chaos Orb',
    action: 'added',
    account: { name: 'Ashvale#1037' },
  };

  it('takes the export and a bare list of entries', () => {
    expect(parseHistoryFile(JSON.stringify({ entries: [entry], truncated: false }))).toEqual({
      body: { entries: [{ ...entry, id: '77' }], truncated: false },
    });
    expect(parseHistoryFile(JSON.stringify([entry]))).toEqual({ body: { entries: [{ ...entry, id: '77' }] } });
  });

  it('says what is wrong with a file it cannot use', () => {
    expect(parseHistoryFile('nope')).toEqual({
      error: 'The file is not JSON. Upload the history file exactly as the game’s site exported it.',
    });
    expect(parseHistoryFile('{"entries": []}')).toEqual({ error: 'The file holds no history entries.' });
    expect(parseHistoryFile(JSON.stringify({ entries: [entry, { id: 1 }] }))).toEqual({
      error: 'Entry 2 of the file is not a guild stash history entry.',
    });
    expect(parseHistoryFile('{"rows": 1}')).toEqual({ error: 'The file is not a guild stash history export.' });
  });
});
