import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runAtOnce } from './loop-slices';
import { encodeJson } from './sliced-json';

/** A date sent as ISO text: encoding does something, so a step that skipped it would show. */
const Instant = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});
const Entry = z.object({ id: z.number().int(), at: Instant });
const Entries = z.array(Entry);
const entries = (n: number) =>
  Array.from({ length: n }, (_, id) => ({ id, at: new Date(Date.UTC(2026, 10, 28, 0, 0, id % 60)) }));

/** Runs the work with a slice that is always used up, counting the pauses it makes. */
function runPausingAlways(work: ReturnType<typeof encodeJson>) {
  const steps = work(() => true);
  let pauses = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { json: step.value.toString(), pauses };
    pauses++;
  }
}

describe('encodeJson', () => {
  it.each([0, 1, 499, 500, 501, 1_234, 5_000])('gives what one encode gives, for %i entries', (n) => {
    const value = entries(n);
    expect(runPausingAlways(encodeJson(Entries, value)).json).toBe(JSON.stringify(z.encode(Entries, value)));
  });

  it('pauses between steps of a long array, and never inside a short one or an object', () => {
    expect(runPausingAlways(encodeJson(Entries, entries(5_000))).pauses).toBeGreaterThanOrEqual(9);
    expect(runPausingAlways(encodeJson(Entries, entries(100))).pauses).toBe(0);
    expect(runPausingAlways(encodeJson(z.object({ list: Entries }), { list: entries(5_000) })).pauses).toBe(0);
  });

  it('encodes an array with a length bound of its own at once, so the bound still holds', () => {
    const Bounded = z.array(Entry).max(600);
    expect(() => runAtOnce(encodeJson(Bounded, entries(601)))).toThrow();
    expect(runAtOnce(encodeJson(Bounded, entries(600))).toString()).toBe(
      JSON.stringify(z.encode(Bounded, entries(600))),
    );
  });

  it('refuses an entry that does not fit the schema, wherever it is', () => {
    const value: unknown[] = entries(2_000);
    value[1_700] = { id: 'seventeen hundred', at: new Date() };
    expect(() => runAtOnce(encodeJson(Entries, value))).toThrow();
  });
});
