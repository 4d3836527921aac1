// @ts-check
/**
 * Import boundaries checked on the RESOLVED path of each import, not its text: `'../users/api/get-self'`
 * and `'~/features/users/...'` are the same import, and only the resolved file says which feature it is in.
 * Rules (STYLE.md "Import rules"):
 * - a web feature never imports another feature (apps/web/src/features/<name>);
 * - packages/* never import apps/*;
 * - an app never imports another app's files (a package entry such as `@app/simulator` is allowed: it is
 *   the other app's published surface, resolved by npm, not a path into its src).
 * Plain JS with no dependency, so the rule and its tests run wherever ESLint runs.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** The file an import names, when it names one by path (relative or the web app's `~/` alias). */
export function resolveImport(fromFile, source, repoRoot) {
  let base;
  if (source.startsWith('./') || source.startsWith('../')) base = path.resolve(path.dirname(fromFile), source);
  else if (source.startsWith('~/')) base = path.join(repoRoot, 'apps/web/src', source.slice(2));
  else if (/^@app\/[^/]+\/.+/.test(source)) {
    // A deep import into a workspace package (`@app/simulator/src/x`): a path into its files after all.
    const [, name, rest] = /^@app\/([^/]+)\/(.+)$/.exec(source) ?? [];
    const dir = ['shared', 'scoring'].includes(name ?? '') ? `packages/${name}` : `apps/${name}`;
    base = path.join(repoRoot, dir, rest ?? '');
  } else return null;
  const stripped = base.replace(/\.js$/, '');
  for (const candidate of [base, ...EXTENSIONS.map((ext) => stripped + ext)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return stripped;
}

/** Where a file sits: its top area (apps/<name> or packages/<name>) and, in the web app, its feature. */
export function locate(file, repoRoot) {
  const relative = path.relative(repoRoot, file).split(path.sep).join('/');
  const area = /^(apps|packages)\/([^/]+)\//.exec(relative);
  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(relative);
  return {
    kind: area?.[1] ?? null,
    name: area?.[2] ?? null,
    feature: feature?.[1] ?? null,
  };
}

/** The problem with importing `target` from `from`, or null. */
export function boundaryViolation(from, target) {
  if (from.feature && target.feature && from.feature !== target.feature) {
    return `Features never import each other (${from.feature} → ${target.feature}); share through lib/ or components/.`;
  }
  if (from.kind === 'packages' && target.kind === 'apps') {
    return `packages/* never import apps/* (${from.name} → apps/${target.name}).`;
  }
  if (from.kind === 'apps' && target.kind === 'apps' && from.name !== target.name) {
    return `Apps never import each other's files (${from.name} → ${target.name}); use the package entry (@app/${target.name}).`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries by resolved path: features, packages → apps, app → app.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { boundary: '{{message}}' },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const from = locate(context.filename, root);
    /** @param {any} node */
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const resolved = resolveImport(context.filename, source, root);
      if (!resolved) return;
      const message = boundaryViolation(from, locate(resolved, root));
      if (message) context.report({ node: node.source, messageId: 'boundary', data: { message } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries } };
