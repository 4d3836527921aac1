/**
 * The web build's `zod` (vite.config.ts aliases the bare specifier here): zod itself, set to jitless first.
 *
 * zod 4 compiles object validators with `new Function`, probing for it when the first object schema is
 * built; the site's Content-Security-Policy forbids eval (no 'unsafe-eval'), so the probe alone is a CSP
 * violation in the console. The setting must come before @app/shared builds its schemas, and a module
 * imported first by main.tsx is not enough: the bundler runs shared chunks (zod and the contracts) before
 * the entry's own code. Every `import … from 'zod'` runs this module's body before its importer's.
 */
import { config } from 'zod/v4/core';

export * from 'zod/v4';
export { default } from 'zod/v4';

config({ jitless: true });
