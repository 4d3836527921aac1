import { describe, expect, it } from 'vitest';
import { BodyBuffers, BodyTooLargeError } from './body-buffers';

const chunks = (...texts: string[]) => texts.map((text) => Buffer.from(text));

async function* slowly(...texts: string[]): AsyncGenerator<Uint8Array> {
  for (const text of texts) {
    await Promise.resolve();
    yield Buffer.from(text);
  }
}

describe('response bodies read into lent buffers', () => {
  it('joins the chunks in order, growing past the first buffer, and reads an absent body as empty', async () => {
    const bodies = new BodyBuffers(1024 * 1024);
    const large = 'x'.repeat(100_000);
    const body = await bodies.read(slowly('{"a":', large.slice(0, 70_000), large.slice(70_000), '}'));
    expect(body.bytes.toString()).toBe(`{"a":${large}}`);
    body.release();
    expect((await bodies.read(null)).bytes).toHaveLength(0);
  });

  it('lends the memory of a released body to the next one, and never one still lent', async () => {
    const bodies = new BodyBuffers(1024);
    const first = await bodies.read(chunks('first'));
    const second = await bodies.read(chunks('second'));
    expect(second.bytes.buffer).not.toBe(first.bytes.buffer);
    first.release();
    const third = await bodies.read(chunks('third'));
    expect(third.bytes.buffer).toBe(first.bytes.buffer);
    expect([second.bytes.toString(), third.bytes.toString()]).toEqual(['second', 'third']);
  });

  it('refuses a body past the limit while it arrives, and keeps the memory for the next body', async () => {
    const bodies = new BodyBuffers(10);
    const refused = await bodies.read(slowly('123456', '7890', 'x')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BodyTooLargeError);
    expect(refused).toMatchObject({ message: 'the body is larger than 10 bytes' });
    const exact = await bodies.read(chunks('12345', '67890'));
    expect(exact.bytes.toString()).toBe('1234567890');
  });

  it('gives the buffer back when the body fails mid-way, and a double release changes nothing', async () => {
    const bodies = new BodyBuffers(1024);
    async function* dropped(): AsyncGenerator<Uint8Array> {
      yield Buffer.from('partial');
      throw new Error('connection reset');
    }
    await expect(bodies.read(dropped())).rejects.toThrow('connection reset');
    const body = await bodies.read(chunks('whole'));
    body.release();
    body.release();
    const [a, b] = [await bodies.read(chunks('a')), await bodies.read(chunks('b'))];
    // Released twice, the buffer would be lent to both.
    expect(a.bytes.buffer).not.toBe(b.bytes.buffer);
    expect([a.bytes.toString(), b.bytes.toString()]).toEqual(['a', 'b']);
  });
});
