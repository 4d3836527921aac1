import type { RouteScripts } from '@app/shared';
import { normalizePath, type Plugin } from 'vite';

/**
 * Where the manifest goes inside the build output. The same as `ROUTE_SCRIPTS_FILE` of packages/shared, which
 * the server reads: Vite's config loader leaves packages to Node, which cannot load that package's TypeScript,
 * so the name is written twice and route-scripts.test.ts holds the two together.
 */
export const ROUTE_SCRIPTS_FILE = '.vite/route-scripts.json';

/**
 * A route file under src/routes read with TanStack Router's file conventions: its place in the tree (`segments`,
 * pathless `_layout` segments included) and its URL pattern (`/scores/$tab`). `route` files are layouts of
 * their folder, `index` files answer the folder's own path, dots in a file name nest like folders.
 */
export type RouteFile = { segments: string[]; kind: 'layout' | 'index' | 'page'; pattern: string };

/** Conventions this reader does not know (escapes, optional parameters, un-nesting `foo_`): such a file is skipped. */
const UNKNOWN_CONVENTION = /[[\]{}]|.+_$/;

/**
 * Reads a route file's path relative to src/routes (`scores/ladder.tsx`). Null for what is no route: the root
 * (its component is in the entry, never split), files and folders the router ignores (`-` prefix), and names
 * whose conventions are not known here (`unknown: true`, so the build can say so).
 */
export function readRouteFile(relativeFile: string): RouteFile | { unknown: true } | null {
  const withoutExtension = relativeFile.replace(/\.[cm]?[jt]sx?$/, '');
  const folders = withoutExtension.split('/');
  const name = folders.pop() ?? '';
  if (withoutExtension === '__root' || [...folders, name].some((part) => part.startsWith('-'))) return null;
  // Route groups `(name)` organise files and are no part of the tree.
  const parts = [...folders, ...name.split('.')].filter((part) => !/^\(.+\)$/.test(part));
  if (parts.some((part) => part === '' || UNKNOWN_CONVENTION.test(part))) return { unknown: true };
  const last = parts[parts.length - 1];
  const kind = last === 'route' ? 'layout' : last === 'index' ? 'index' : 'page';
  const segments = kind === 'page' ? parts : parts.slice(0, -1);
  const inPath = segments.filter((segment) => !segment.startsWith('_'));
  return { segments, kind, pattern: `/${inPath.join('/')}` };
}

/** Whether `layout` encloses `route`: its segments start `route`'s (an index page sits in its folder's layout). */
function encloses(layout: RouteFile, route: RouteFile): boolean {
  if (layout.kind === 'index' || layout === route) return false;
  if (layout.segments.length > route.segments.length) return false;
  if (layout.segments.length === route.segments.length && route.kind !== 'index') return false;
  return layout.segments.every((segment, index) => segment === route.segments[index]);
}

const indexLast = (route: RouteFile) => (route.kind === 'index' ? 1 : 0);

/** What of a Rollup/Rolldown output chunk the manifest needs. */
export type BundleChunk = {
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  imports: readonly string[];
};

/**
 * The split parts of a route the router loads to draw it (`?tsr-split=component`, possibly grouped with others
 * as `a---b`); error and not-found components are loaded only when needed, so they are not preloaded.
 */
const DRAWN_PARTS = new Set(['component', 'pendingComponent', 'loader']);

/**
 * Route pattern → the scripts a first render of it needs beyond the entry: the split chunks of the route and of
 * every layout enclosing it, with their static imports, transitively; whatever the entry loads itself (its
 * chunk and its static imports) is left out. Chunks are named by `base` + file name, as Vite's own preloads
 * name them, so the browser and Vite's preload helper see one address. `unknownFiles` lists route files whose
 * names this reader could not place.
 */
export function routeScriptsOf(
  chunks: readonly BundleChunk[],
  routesDirectory: string,
  base: string,
): { routes: RouteScripts; unknownFiles: string[] } {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (start: readonly BundleChunk[]) => {
    const seen = new Set<string>();
    const visit = (chunk: BundleChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const imported of chunk.imports) {
        const next = byFileName.get(imported);
        if (next) visit(next);
      }
    };
    start.forEach(visit);
    return [...seen];
  };
  const loadedByEntry = new Set(withImports(chunks.filter((chunk) => chunk.isEntry)));

  // Every route file is in the bundle: itself in the entry (the route tree imports it), its parts split off.
  const routesFolder = `${normalizePath(routesDirectory)}/`;
  const drawnChunks = new Map<string, BundleChunk[]>();
  for (const chunk of chunks) {
    for (const moduleId of chunk.moduleIds) {
      const [file = '', query = ''] = moduleId.split('?');
      if (!file.startsWith(routesFolder)) continue;
      const relativeFile = file.slice(routesFolder.length);
      const list = drawnChunks.get(relativeFile) ?? [];
      drawnChunks.set(relativeFile, list);
      const parts = new URLSearchParams(query).get('tsr-split')?.split('---') ?? [];
      if (parts.some((part) => DRAWN_PARTS.has(part)) && !list.includes(chunk)) list.push(chunk);
    }
  }

  const unknownFiles: string[] = [];
  const routeFiles: Array<{ route: RouteFile; chunks: BundleChunk[] }> = [];
  for (const [file, fileChunks] of drawnChunks) {
    const route = readRouteFile(file);
    if (route && 'unknown' in route) unknownFiles.push(file);
    else if (route) routeFiles.push({ route, chunks: fileChunks });
  }

  const routes: RouteScripts = {};
  for (const { route } of routeFiles) {
    // Outermost layout first: its scripts are asked for first, as the router loads them.
    const chain = routeFiles
      .filter((candidate) => candidate.route === route || encloses(candidate.route, route))
      .sort((a, b) => a.route.segments.length - b.route.segments.length || indexLast(a.route) - indexLast(b.route));
    const scripts = withImports(chain.flatMap((link) => link.chunks)).filter((name) => !loadedByEntry.has(name));
    // A folder's layout and its index page share a pattern; the index page's chain holds the layout's.
    const known = routes[route.pattern] ?? [];
    routes[route.pattern] = [...new Set([...known, ...scripts.map((name) => `${base}${name}`)])];
  }
  return { routes, unknownFiles: unknownFiles.sort() };
}

/**
 * Vite plugin: writes `ROUTE_SCRIPTS_FILE`, the scripts each route of the app needs beyond the entry, so the
 * server can name them in the page's HTML (`withModulePreloads` of packages/shared) and a first visit asks for
 * them while the entry still loads (issue 33 §3).
 */
export function routeScripts(options: { routesDirectory: string }): Plugin {
  let base = '/';
  return {
    name: 'route-scripts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const { routes, unknownFiles } = routeScriptsOf(chunks, options.routesDirectory, base);
      for (const file of unknownFiles) {
        this.warn(`route-scripts: no preloads for ${file}: apps/web/build/route-scripts.ts cannot read its name`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_SCRIPTS_FILE, source: JSON.stringify(routes) });
    },
  };
}
