/** An error class whose errors the person running a command can act on (a bad file, a bad setting). */
type FixableError = abstract new (...args: never[]) => Error;

/**
 * Runs a command's `main` and prints its output. When it fails, an error of one of the `fixable` classes prints
 * its message; anything else is a bug or an outage and prints its stack. Either way the command exits with 1.
 */
export function runCli(main: Promise<string>, options: { fixable: FixableError[]; prefix?: string }): void {
  main.then(
    (output) => process.stdout.write(`${output}\n`),
    (error: unknown) => {
      const message = options.fixable.some((fixable) => error instanceof fixable)
        ? (error as Error).message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
      process.stderr.write(`${options.prefix ?? ''}${message}\n`);
      process.exitCode = 1;
    },
  );
}
