import { describe, expect, it } from 'vitest';
import { GUILD_HISTORY_UPLOAD_LIMITS, type GuildStashHistoryBody } from '@app/shared';
import { historyQuery, parseHistoryFile, planUpload, sendParts, splitHistory, type HistoryUpload } from './history';

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
      history: { entries: [{ ...entry, id: '77' }], truncated: false },
    });
    expect(parseHistoryFile(JSON.stringify([entry]))).toEqual({ history: { entries: [{ ...entry, id: '77' }] } });
  });

  it('takes an export longer than one upload carries', () => {
    const entries = Array.from({ length: 20_000 }, (_, i) => ({ ...entry, id: i }));
    const read = parseHistoryFile(JSON.stringify({ entries, truncated: true }));
    expect('history' in read && read.history.entries.length).toBe(20_000);
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

const historyEntry = (id: number, item = 'Chaos Orb') => ({
  id: String(id),
  time: 1_700_000_000 + id,
  league: 'Sandbox',
  stash: 'Bank',
  item,
  action: 'added' as const,
  account: { name: 'Ashvale#1037' },
});
const ids = (parts: GuildStashHistoryBody[]) => parts.map((part) => part.entries.map((entry) => Number(entry.id)));
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('splitHistory', () => {
  it('cuts a long export into consecutive uploads the server takes whole', () => {
    const entries = range(0, 20_000).map((id) => historyEntry(id));
    const parts = splitHistory({ entries, truncated: false });
    expect(parts).toHaveLength(20_000 / GUILD_HISTORY_UPLOAD_LIMITS.entries);
    expect(parts.flatMap((part) => part.entries)).toEqual(entries);
    expect(parts.every((part) => part.truncated === false)).toBe(true);
    for (const part of parts) {
      expect(part.entries.length).toBeLessThanOrEqual(GUILD_HISTORY_UPLOAD_LIMITS.entries);
      expect(new TextEncoder().encode(JSON.stringify(part)).length).toBeLessThanOrEqual(
        GUILD_HISTORY_UPLOAD_LIMITS.bytes,
      );
    }
  });

  it('closes a part early when its entries would be more bytes than one upload carries', () => {
    // Non-ASCII names take three bytes a character on the wire.
    const entries = range(0, 7).map((id) => historyEntry(id, '鏡'.repeat(100)));
    const one = new TextEncoder().encode(JSON.stringify({ entries: [entries[0]] })).length;
    const parts = splitHistory({ entries }, { entries: 5, bytes: 3 * one });
    expect(ids(parts)).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(parts.every((part) => new TextEncoder().encode(JSON.stringify(part)).length <= 3 * one)).toBe(true);
    expect(ids(splitHistory({ entries }, { entries: 2, bytes: 1_000_000 }))).toEqual([[0, 1], [2, 3], [4, 5], [6]]);
  });
});

describe('sendParts', () => {
  const upload = () => planUpload({ entries: range(0, 1_200).map((id) => historyEntry(id)) });

  it('sends the parts in order and counts what was stored and what was new', async () => {
    const sent: number[] = [];
    const reports: HistoryUpload[] = [];
    const end = await sendParts(
      upload(),
      (part) => {
        sent.push(part.entries.length);
        return Promise.resolve(part.entries.length - 1);
      },
      (report) => reports.push(report),
    );
    expect(sent).toEqual([500, 500, 200]);
    expect(reports.map((report) => report.stored)).toEqual([0, 500, 1_000, 1_200]);
    expect(end).toMatchObject({ next: 3, stored: 1_200, total: 1_200, added: 1_197, error: undefined });
  });

  it('stops at a part that fails, and goes on from that part when called again', async () => {
    const sent: string[] = [];
    let refuse = true;
    const send = (part: GuildStashHistoryBody) => {
      sent.push(part.entries[0]!.id);
      if (part.entries[0]!.id === '500' && refuse) return Promise.reject(new Error('The server is busy'));
      return Promise.resolve(part.entries.length);
    };
    const stopped = await sendParts(upload(), send, () => undefined);
    expect(stopped).toMatchObject({ next: 1, stored: 500, added: 500, error: new Error('The server is busy') });
    expect(sent).toEqual(['0', '500']);

    refuse = false;
    const end = await sendParts(stopped, send, () => undefined);
    expect(sent).toEqual(['0', '500', '500', '1000']);
    expect(end).toMatchObject({ next: 3, stored: 1_200, added: 1_200, error: undefined });
  });

  it('sends nothing more once stopped', async () => {
    const stop = new AbortController();
    const sent: number[] = [];
    const end = await sendParts(
      upload(),
      (part) => {
        sent.push(part.entries.length);
        stop.abort();
        return Promise.resolve(0);
      },
      () => undefined,
      stop.signal,
    );
    expect(sent).toEqual([500]);
    expect(end).toMatchObject({ next: 1, stored: 500 });
  });
});
