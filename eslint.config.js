// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importRules from './lint/import-rules.js';

/** Imports that would make a dependency point the wrong way (docs/style.md "Import rules"). */
const appImports = (...names) =>
  names.map((name) => ({
    group: [name, `${name}/*`],
    message: 'Dependencies point one way: shared → scoring → server/web.',
  }));
const nodeBuiltins = {
  group: ['node:*', 'fs', 'path', 'http', 'https', 'crypto', 'os', 'child_process'],
  message: 'packages/* do no I/O.',
};

/** Pure code gets time and randomness passed in. */
const impureProperties = [
  { object: 'Date', property: 'now', message: 'Pass the time in; packages/* do no I/O.' },
  { object: 'Math', property: 'random', message: 'Pass a seed in; packages/* do no I/O.' },
];

/** What features, components and lib of the web app may not import: the other apps, and the pages above them. */
const webBelowRoutes = [
  ...appImports('@app/server', '@app/simulator'),
  { group: ['~/routes/*', '~/routes'], message: 'routes/ → features/ → components/ui, lib/.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/src/routeTree.gen.ts',
      'apps/server/drizzle/**',
      'data/**',
      '.data/**',
      '.e2e-data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // Fastify handlers and plugins are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked] },

  // Import boundaries by resolved path (lint/import-rules.js): web features, packages → apps, app → app.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { local: importRules },
    rules: {
      'local/boundaries': ['error', { root: import.meta.dirname }],
      'local/no-cycle': ['error', { root: import.meta.dirname }],
    },
  },
  // packages/shared: contracts only; imports nothing but zod.
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...appImports('@app/scoring', '@app/server', '@app/web', '@app/simulator'), nodeBuiltins] },
      ],
      'no-restricted-globals': ['error', 'process', 'fetch'],
      'no-restricted-properties': ['error', ...impureProperties],
    },
  },
  // packages/scoring: pure engine; imports only @app/shared.
  {
    files: ['packages/scoring/src/**/*.ts'],
    ignores: ['packages/scoring/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...appImports('@app/server', '@app/web', '@app/simulator'), nodeBuiltins] },
      ],
      'no-restricted-globals': ['error', 'process', 'fetch'],
      'no-restricted-properties': ['error', ...impureProperties],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass the time in.' },
      ],
    },
  },
  // apps/server: never imports the web app; only env.ts reads process.env; only lib/http/http-client.ts calls fetch.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/env.ts', 'apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: appImports('@app/web') }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through env.ts.' },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/lib/http/http-client.ts', 'apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Outbound HTTP goes through lib/http/http-client.ts (rate limits, retries).' },
      ],
    },
  },
  // lib/ is the bottom layer: the app's modules, providers, live push, worker, plugins and context build on it.
  {
    files: ['apps/server/src/lib/**/*.ts'],
    ignores: ['apps/server/src/lib/**/*.test.ts', 'apps/server/src/lib/**/*.fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appImports('@app/web'),
            {
              group: [
                '**/modules/*',
                '**/providers/*',
                '**/realtime/*',
                '**/jobs/*',
                '**/plugins/*',
                '**/app-context',
                '**/app',
              ],
              message: 'lib/ is the bottom layer: it imports no module, provider, realtime, worker or plugin code.',
            },
          ],
        },
      ],
    },
  },
  // One module names every signal between processes (db/signals.ts); tests may send their own markers.
  {
    files: ['apps/server/src/**/*.ts', 'apps/server/bench/**/*.ts'],
    ignores: ['apps/server/src/db/signals.ts', 'apps/server/src/db/database.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TemplateElement[value.raw=/pg_notify|LISTEN /i]',
          message: 'Send and hear signals through db/signals.ts.',
        },
        {
          selector: "CallExpression[callee.property.name='listen'][callee.object.property.name='database']",
          message: 'Hear signals through db/signals.ts.',
        },
      ],
    },
  },
  // Jobs orchestrate: their queries live in the module services (the worker's lease type aside).
  {
    files: ['apps/server/src/worker/**/*.ts'],
    ignores: ['apps/server/src/worker/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appImports('@app/web'),
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/bulk-insert'],
              message: 'Jobs do not query; call a module service.',
            },
          ],
        },
      ],
    },
  },
  // Routes never touch the database, and register only declared endpoints; services never import fastify.
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='app'][callee.property.name=/^(get|head|post|put|patch|delete|route)$/]",
          message: 'Declare the endpoint in packages/shared/src/api and register it with serve() (lib/endpoints.ts).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appImports('@app/web'),
            { group: ['**/db/*', '**/db'], message: 'Routes call services; services call db/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appImports('@app/web'),
            { group: ['fastify', 'fastify/*', '@fastify/*'], message: 'Services do not know about HTTP.' },
          ],
        },
      ],
    },
  },
  // apps/web calls its API only through lib/api.ts (callEndpoint: method, path and types from the declarations).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/testing.tsx'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API with callEndpoint (lib/api.ts).' }],
    },
  },
  // apps/web: never imports the server or simulator; features never import each other.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: appImports('@app/server', '@app/simulator') }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Build-time config comes from import.meta.env.' },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: webBelowRoutes }] },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webBelowRoutes,
            {
              group: ['~/features/*'],
              message: 'Features never import each other; share through lib/ or components/.',
            },
          ],
        },
      ],
    },
  },
  // apps/simulator never imports the server or web app.
  {
    files: ['apps/simulator/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: appImports('@app/server', '@app/web') }] },
  },
  // End-to-end specs take `test` from ./support, whose fixture fails a test on any page or console error.
  {
    files: ['apps/web/e2e/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './support': it fails a test on page and console errors.",
            },
          ],
        },
      ],
    },
  },
);
