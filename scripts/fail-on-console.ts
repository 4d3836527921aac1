import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A stray console.error or console.warn fails the test that caused it (docs/style.md "Tests"):
 * it is either a bug or noise that hides the next bug.
 */
let messages: string[] = [];

beforeEach(() => {
  messages = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      messages.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  vi.mocked(console.warn).mockRestore();
  if (messages.length > 0) throw new Error(`Unexpected console output:\n${messages.join('\n')}`);
});
