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
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Both rules take one option: the repository root that paths are resolved against (the working directory by default). */
const ROOT_OPTION = [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }];
/**
 * Both rules report problems, take ROOT_OPTION and work against that root; only what they check and say differs.
 * @param {string} description
 * @param {Record<string, string>} messages
 * @param {(context: import('eslint').Rule.RuleContext, root: string) => import('eslint').Rule.RuleListener} create
 * @returns {import('eslint').Rule.RuleModule}
 */
const problemRule = (description, messages, create) => ({
  meta: { type: 'problem', docs: { description }, schema: ROOT_OPTION, messages },
  create: (context) => create(context, context.options[0]?.root ?? context.cwd),
});

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

export const boundaries = problemRule(
  'Import boundaries by resolved path: features, packages → apps, app → app.',
  { boundary: '{{message}}' },
  (context, root) => {
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
);

const importRules = { rules: { boundaries } };
export default importRules;

// ── No cycles ────────────────────────────────────────────────────────────────────────────────────────

/** Every static import/export/dynamic import specifier of a source text, type-only ones included. */
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

export function importsOf(text) {
  const found = [];
  for (const match of text.matchAll(SPECIFIER)) found.push(match[1] ?? match[2] ?? match[3]);
  return found.filter(Boolean);
}

/** Per lint run: file → the files it imports by path (resolved, existing only). */
const edgesCache = new Map();

function edgesOf(file, root) {
  let edges = edgesCache.get(file);
  if (edges) return edges;
  edges = [];
  edgesCache.set(file, edges);
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return edges;
  }
  for (const source of importsOf(text)) {
    const resolved = resolveImport(file, source, root);
    if (resolved && existsSync(resolved)) edges.push(resolved);
  }
  return edges;
}

/** A shortest import path from `start` back to `target`, or null. */
export function cycleThrough(target, root, readEdges = (file) => edgesOf(file, root)) {
  const previous = new Map();
  const queue = [];
  for (const next of readEdges(target)) {
    if (next === target) return [target, target];
    if (!previous.has(next)) {
      previous.set(next, target);
      queue.push(next);
    }
  }
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of readEdges(file)) {
      if (next === target) {
        const chain = [file];
        while (chain[0] !== target) chain.unshift(previous.get(chain[0]));
        return [...chain, target];
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noCycle = problemRule(
  'No import cycles between files (type-only imports count: they couple modules too).',
  { cycle: 'Import cycle: {{chain}}' },
  (context, root) => ({
    Program(node) {
      const chain = cycleThrough(context.filename, root);
      if (!chain) return;
      const names = chain.map((file) => path.relative(root, file).split(path.sep).join('/'));
      context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } });
    },
  }),
);

importRules.rules['no-cycle'] = noCycle;
