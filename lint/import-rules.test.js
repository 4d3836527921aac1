import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { boundaries, boundaryViolation, cycleThrough, importsOf, locate, resolveImport } from './import-rules.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '..');
const at = (file) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });
const options = [{ root }];

tester.run('boundaries', boundaries, {
  valid: [
    { filename: at('apps/web/src/features/events/x.tsx'), code: "import a from './api/get-event';", options },
    { filename: at('apps/web/src/features/events/x.tsx'), code: "import a from '~/lib/api';", options },
    { filename: at('apps/server/src/main.ts'), code: "import { startSimulator } from '@app/simulator';", options },
    { filename: at('packages/scoring/src/x.ts'), code: "import { z } from '@app/shared';", options },
  ],
  invalid: [
    {
      // The relative path the old text-based rule let through.
      filename: at('apps/web/src/features/events/x.tsx'),
      code: "import a from '../users/api/get-self';",
      options,
      errors: [{ message: 'Features never import each other (events → users); share through lib/ or components/.' }],
    },
    {
      filename: at('apps/web/src/features/events/x.tsx'),
      code: "export { a } from '~/features/teams/t';",
      options,
      errors: 1,
    },
    {
      filename: at('packages/scoring/src/x.ts'),
      code: "import a from '../../../apps/server/src/env';",
      options,
      errors: [{ message: 'packages/* never import apps/* (scoring → apps/server).' }],
    },
    {
      filename: at('apps/server/src/x.ts'),
      code: "const a = import('../../simulator/src/index');",
      options,
      errors: [
        {
          message: "Apps never import each other's files (server → simulator); use the package entry (@app/simulator).",
        },
      ],
    },
    {
      filename: at('apps/server/src/x.ts'),
      code: "import a from '@app/simulator/src/control';",
      options,
      errors: 1,
    },
  ],
});

describe('resolving and locating', () => {
  it('resolves relative and alias imports to files, and leaves package names alone', () => {
    expect(resolveImport(at('apps/server/src/main.ts'), './env', root)).toBe(at('apps/server/src/env.ts'));
    expect(resolveImport(at('apps/web/src/x.ts'), '~/features/a/b', root)).toBe(at('apps/web/src/features/a/b'));
    expect(resolveImport(at('apps/server/src/main.ts'), 'fastify', root)).toBeNull();
  });

  it('names the feature only inside apps/web/src/features', () => {
    expect(locate(at('apps/web/src/features/teams/a.tsx'), root)).toEqual({
      kind: 'apps',
      name: 'web',
      feature: 'teams',
    });
    expect(locate(at('packages/shared/src/a.ts'), root)).toEqual({ kind: 'packages', name: 'shared', feature: null });
    expect(
      boundaryViolation(
        locate(at('apps/web/src/routes/a.tsx'), root),
        locate(at('apps/web/src/features/teams/a.tsx'), root),
      ),
    ).toBeNull();
  });
});

describe('no-cycle', () => {
  it('finds the shortest way back to a file, type-only imports included', () => {
    const graph = { a: ['b'], b: ['c', 'd'], c: ['a'], d: [] };
    expect(cycleThrough('a', root, (file) => graph[file] ?? [])).toEqual(['a', 'b', 'c', 'a']);
    expect(cycleThrough('d', root, (file) => graph[file] ?? [])).toBeNull();
    expect(importsOf("import type { A } from './a';\nexport * from './b';\nconst c = import('./c');")).toEqual([
      './a',
      './b',
      './c',
    ]);
  });
});
