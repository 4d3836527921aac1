import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function buildOutput(files: Record<string, string | Buffer>): string {
  dist = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dist, name), body);
  return dist;
}

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decompress to the original text files', async () => {
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};`;
    const dir = buildOutput({
      'index.html': `<!doctype html>${'<p>hello</p>'.repeat(200)}`,
      'assets/main-1.js': script,
    });
    await precompressDir(dir);
    const js = path.join(dir, 'assets/main-1.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'index.html.gz'))).toBe(true);
  });

  it('leaves tiny files and already-compressed formats alone', async () => {
    const dir = buildOutput({
      'favicon.svg': `<svg>${'<g/>'.repeat(100)}</svg>`,
      'assets/photo.png': Buffer.alloc(4096, 7),
    });
    expect(await precompressDir(dir)).toEqual([]);
    expect(existsSync(path.join(dir, 'favicon.svg.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets/photo.png.gz'))).toBe(false);
  });
});
