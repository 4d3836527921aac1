import { describe, expect, it } from 'vitest';
import { parseItemJson } from './item-json';

describe('parseItemJson', () => {
  it('accepts one item object', () => {
    expect(parseItemJson('{"name":"Goldrim","typeLine":"Leather Cap","baseType":"Leather Cap"}')).toEqual({
      ok: true,
      item: { name: 'Goldrim', typeLine: 'Leather Cap', baseType: 'Leather Cap' },
    });
  });

  it('asks for input when the box is empty', () => {
    expect(parseItemJson('   ')).toEqual({ ok: false, error: "Paste an item's JSON first." });
  });

  it('says the JSON is invalid, with the parser’s reason', () => {
    const result = parseItemJson('{"name": "Goldrim",');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.startsWith('This is not valid JSON: ')).toBe(true);
  });

  it('refuses lists, plain values and whole stash tabs', () => {
    expect(parseItemJson('[{"typeLine":"Leather Cap"}]')).toEqual({
      ok: false,
      error: 'This is a list; paste one item (one {…} object).',
    });
    expect(parseItemJson('"Goldrim"')).toEqual({
      ok: false,
      error: 'This is not an item; paste one item (one {…} object).',
    });
    expect(parseItemJson('{"id":"abc","items":[{"typeLine":"Leather Cap"}]}')).toEqual({
      ok: false,
      error: 'This looks like a whole stash tab; paste one of its items.',
    });
  });

  it('refuses an object that names no item', () => {
    expect(parseItemJson('{"name":"Goldrim"}')).toEqual({
      ok: false,
      error: 'An item needs at least a "typeLine" or "baseType".',
    });
  });

  it('refuses a paste larger than the server takes, before sending it', () => {
    const item = (name: string) => JSON.stringify({ typeLine: 'Leather Cap', name });
    const room = 256 * 1024 - item('').length;
    expect(parseItemJson(item('a'.repeat(room))).ok).toBe(true);
    expect(parseItemJson(item('a'.repeat(room + 1)))).toEqual({
      ok: false,
      error: 'This is more than 256 KiB, far more than one item; paste one item (one {…} object).',
    });
  });
});
