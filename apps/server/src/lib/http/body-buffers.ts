/**
 * Response bodies read into buffers that are lent out and given back, instead of a fresh allocation per
 * response. A public stash page is 4–25 MB every second or so: memory touched for the first time costs far
 * more than copying into memory already in use (on the project's machines filling 4 MB of fresh memory took
 * 12 ms, refilling the same 4 MB 0.1 ms), and fetch's own `text()` makes two such copies (the joined body, then
 * its text). Bodies past `maxBytes` are refused while they arrive, never held whole.
 */

/** Where a new buffer starts; buffers grow by doubling and keep their size when given back. */
const INITIAL_BYTES = 64 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the body is larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** A body's bytes, valid until `release()`: after it the memory holds the next body. */
export type LentBody = { bytes: Buffer; release(): void };

export class BodyBuffers {
  readonly #free: Buffer[] = [];

  /**
   * @param maxBytes the largest body accepted
   * @param kept how many buffers are kept for later bodies (the largest): bodies read at the same time beyond
   *   it get buffers that are dropped when given back
   */
  constructor(
    readonly maxBytes: number,
    readonly kept = 2,
  ) {}

  /** Reads every chunk into one lent buffer; a failed or oversized read gives the buffer back itself. */
  async read(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array> | null): Promise<LentBody> {
    let buffer = this.#free.pop() ?? Buffer.allocUnsafeSlow(INITIAL_BYTES);
    let length = 0;
    try {
      for await (const chunk of chunks ?? []) {
        const needed = length + chunk.length;
        if (needed > this.maxBytes) throw new BodyTooLargeError(this.maxBytes);
        if (needed > buffer.length) {
          const larger = Buffer.allocUnsafeSlow(Math.min(this.maxBytes, Math.max(needed, buffer.length * 2)));
          buffer.copy(larger, 0, 0, length);
          buffer = larger;
        }
        buffer.set(chunk, length);
        length = needed;
      }
    } catch (error) {
      this.#giveBack(buffer);
      throw error;
    }
    const lent = buffer;
    let released = false;
    return {
      bytes: lent.subarray(0, length),
      release: () => {
        if (released) return;
        released = true;
        this.#giveBack(lent);
      },
    };
  }

  #giveBack(buffer: Buffer): void {
    this.#free.push(buffer);
    // The largest last, so that the next body (likely as large as the last) takes it with pop().
    this.#free.sort((a, b) => a.length - b.length);
    if (this.#free.length > this.kept) this.#free.shift();
  }
}
