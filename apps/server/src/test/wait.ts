/** How long a wait goes on by default: only a guard against a hung test, as every wait ends once its condition holds. */
const DEFAULT_TIMEOUT_MS = 120_000;
const POLL_MS = 20;

/**
 * Checks `condition` every few milliseconds until it holds. Past the deadline it fails, saying what it waited
 * for and, when given, `log()` (the output of a process under test, what was last seen).
 */
export async function waitFor(
  what: string,
  condition: () => Promise<boolean>,
  options: { timeoutMs?: number; log?: () => string } = {},
): Promise<void> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, log } = options;
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}${log ? `\n${log()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
