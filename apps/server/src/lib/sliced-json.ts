/**
 * The JSON of a response as its schema encodes it, built in slices of the event loop (lib/loop-slices.ts): a
 * long array is encoded a few hundred entries at a time. The latest scores of the largest bench event (199,000
 * entries, issue 33) took 1–2 s to encode and serialise in one go, holding every other request that long.
 */
import { z } from 'zod';
import type { SlicedWork } from './loop-slices';

/** Entries encoded in one step: ~1 ms of work for a score, well inside a slice. */
const ENTRIES_PER_STEP = 500;

export function encodeJson(schema: z.ZodType, value: unknown): SlicedWork<Buffer> {
  return function* (due) {
    // An array schema with checks of its own (a length bound) must see the whole array.
    const stepwise =
      schema instanceof z.ZodArray &&
      !schema._zod.def.checks?.length &&
      Array.isArray(value) &&
      value.length > ENTRIES_PER_STEP;
    if (!stepwise) return Buffer.from(JSON.stringify(z.encode(schema, value)));
    const pieces: Buffer[] = [];
    for (let from = 0; from < value.length; from += ENTRIES_PER_STEP) {
      const json = JSON.stringify(z.encode(schema, value.slice(from, from + ENTRIES_PER_STEP)));
      // "[a,b" for the first step, ",c,d" for the others, then "]".
      pieces.push(Buffer.from(from === 0 ? json.slice(0, -1) : `,${json.slice(1, -1)}`));
      if (due()) yield;
    }
    pieces.push(Buffer.from(']'));
    return Buffer.concat(pieces);
  };
}
