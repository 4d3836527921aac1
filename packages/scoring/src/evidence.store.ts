import type { Evidence } from './scoring.types';

/**
 * The engine's evidence, column by column in typed arrays: 48 bytes a row, outside the JavaScript heap, where an
 * `Evidence` object filed in a cell took ~110 bytes of it. An event of 2,000,000 rows (issue 33) must fit a worker
 * whose heap the start script caps at 384 MB. A cell (objective × team) links its rows in arrival order; they
 * become `Evidence` objects again only while the cell is aggregated, so the aggregation rules read exactly what
 * they were given.
 */
export type EvidenceStore = {
  chunks: EvidenceChunk[];
  /** Rows stored. */
  size: number;
  /** Per cell: its first row, or NO_ROW. */
  head: Int32Array;
  /** Per cell: its last row, or NO_ROW. */
  tail: Int32Array;
  /** Stash ids by their number: a stash tab is named by many rows. */
  stashIds: string[];
  stashNumbers: Map<string, number>;
};

/**
 * A fixed block of rows: the store grows by blocks, never by copying what it holds. Nulls are NaN in the
 * number columns and NO_STASH in `stash`.
 */
type EvidenceChunk = {
  id: Float64Array;
  user: Float64Array;
  number: Float64Array;
  timestamp: Float64Array;
  snapshot: Float64Array;
  stash: Int32Array;
  /** The cell's next row, or NO_ROW. */
  next: Int32Array;
};

const CHUNK_BITS = 16;
const CHUNK_ROWS = 1 << CHUNK_BITS;
const CHUNK_MASK = CHUNK_ROWS - 1;
const NO_ROW = -1;
const NO_STASH = -1;

export function createEvidenceStore(cellCount: number): EvidenceStore {
  return {
    chunks: [],
    size: 0,
    head: new Int32Array(cellCount).fill(NO_ROW),
    tail: new Int32Array(cellCount).fill(NO_ROW),
    stashIds: [],
    stashNumbers: new Map(),
  };
}

/** Appends one row to a cell. Only the row's values are kept: the caller may drop or reuse the object. */
export function storeInCell(store: EvidenceStore, cell: number, row: Evidence): void {
  const index = store.size++;
  const offset = index & CHUNK_MASK;
  if (offset === 0) store.chunks.push(createChunk());
  const chunk = store.chunks[index >>> CHUNK_BITS] as EvidenceChunk;
  chunk.id[offset] = row.id;
  chunk.user[offset] = row.user_id ?? NaN;
  chunk.number[offset] = row.number;
  chunk.timestamp[offset] = row.timestamp;
  chunk.snapshot[offset] = row.snapshot_id ?? NaN;
  chunk.stash[offset] = row.stash_id == null ? NO_STASH : stashNumber(store, row.stash_id);
  chunk.next[offset] = NO_ROW;
  const last = store.tail[cell] as number;
  if (last === NO_ROW) store.head[cell] = index;
  else (store.chunks[last >>> CHUNK_BITS] as EvidenceChunk).next[last & CHUNK_MASK] = index;
  store.tail[cell] = index;
}

export function cellIsEmpty(store: EvidenceStore, cell: number): boolean {
  return store.head[cell] === NO_ROW;
}

/** A cell's rows as `Evidence` objects, in the order they were stored. */
export function cellEvidence(store: EvidenceStore, cell: number, objectiveId: number, teamId: number): Evidence[] {
  const rows: Evidence[] = [];
  for (let index = store.head[cell] as number; index !== NO_ROW;) {
    const chunk = store.chunks[index >>> CHUNK_BITS] as EvidenceChunk;
    const offset = index & CHUNK_MASK;
    const user = chunk.user[offset] as number;
    const snapshot = chunk.snapshot[offset] as number;
    const stash = chunk.stash[offset] as number;
    rows.push({
      id: chunk.id[offset] as number,
      objective_id: objectiveId,
      team_id: teamId,
      user_id: Number.isNaN(user) ? null : user,
      number: chunk.number[offset] as number,
      timestamp: chunk.timestamp[offset] as number,
      stash_id: stash === NO_STASH ? null : store.stashIds[stash],
      snapshot_id: Number.isNaN(snapshot) ? null : snapshot,
    });
    index = chunk.next[offset] as number;
  }
  return rows;
}

function createChunk(): EvidenceChunk {
  return {
    id: new Float64Array(CHUNK_ROWS),
    user: new Float64Array(CHUNK_ROWS),
    number: new Float64Array(CHUNK_ROWS),
    timestamp: new Float64Array(CHUNK_ROWS),
    snapshot: new Float64Array(CHUNK_ROWS),
    stash: new Int32Array(CHUNK_ROWS),
    next: new Int32Array(CHUNK_ROWS),
  };
}

function stashNumber(store: EvidenceStore, stashId: string): number {
  let number = store.stashNumbers.get(stashId);
  if (number === undefined) {
    number = store.stashIds.push(stashId) - 1;
    store.stashNumbers.set(stashId, number);
  }
  return number;
}
