#!/usr/bin/env node
// Compiles the server, its command-line tools and the provider simulator to plain JavaScript for `node`
// (no TypeScript at run time): one ES module per entry point with the workspace packages inside it; what
// comes from node_modules stays there (npm installs it, PGlite finds its WebAssembly next to itself).
// Each output file sits as deep in its workspace as its source did under src/, so paths computed from
// import.meta.url (the migrations, the web build) resolve the same in both.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

/** Workspace packages export TypeScript source: they are compiled in; every other bare import stays external. */
const keepNodeModulesExternal = {
  name: 'node-modules-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') || args.kind === 'entry-point' ? undefined : { path: args.path, external: true },
    );
  },
};

const targets = [
  {
    outdir: 'apps/server/dist',
    entryPoints: {
      main: 'apps/server/src/main.ts',
      migrate: 'apps/server/src/cli/migrate.ts',
      token: 'apps/server/src/cli/token.ts',
    },
  },
  { outdir: 'apps/simulator/dist', entryPoints: { main: 'apps/simulator/src/main.ts' } },
];

for (const { outdir, entryPoints } of targets) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20.19',
    format: 'esm',
    sourcemap: true,
    // Stack traces name the TypeScript files and lines (node --enable-source-maps, set by start:prod).
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [keepNodeModulesExternal],
  });
}
console.log(`compiled ${targets.map((target) => target.outdir).join(', ')}`);
