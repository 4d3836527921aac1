import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTE_SCRIPTS_FILE as SERVER_READS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { type BundleChunk, readRouteFile, ROUTE_SCRIPTS_FILE, type RouteFile, routeScriptsOf } from './route-scripts';

// Paths from the file's own: the test runs in jsdom, whose URL class node:url does not take.
const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const routesFolder = path.join(webSrc, 'routes');
const routeTree = readFileSync(path.join(webSrc, 'routeTree.gen.ts'), 'utf8');

/** The keys of one of the generated route tree's interfaces (`FileRoutesById`, …). */
function routeTreeKeys(name: string): string[] {
  const body = routeTree.split(`export interface ${name} {`)[1]?.split('}')[0] ?? '';
  return [...body.matchAll(/^\s+'([^']+)':/gm)].map((match) => match[1] ?? '');
}

const readRoute = (file: string) => readRouteFile(file) as RouteFile;

describe('readRouteFile', () => {
  it('reads the app route files as TanStack Router generated its route tree from them', () => {
    const files = readdirSync(routesFolder, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes('.test.'),
    );
    const routes = files.flatMap((file) => {
      const route = readRouteFile(file);
      expect(route && 'unknown' in route, file).toBeFalsy();
      return route && !('unknown' in route) ? [route] : [];
    });
    // The router's ids name index pages with a trailing slash; patterns drop it, as a matched address does.
    const ids = routes.map((route) => `/${[...route.segments, ...(route.kind === 'index' ? [''] : [])].join('/')}`);
    expect(ids.sort()).toEqual(
      routeTreeKeys('FileRoutesById')
        .filter((id) => id !== '__root__')
        .sort(),
    );
    const fullPaths = routeTreeKeys('FileRoutesByFullPath').map((full) => full.replace(/(.)\/$/, '$1'));
    expect([...new Set(routes.map((route) => route.pattern))].sort()).toEqual([...new Set(fullPaths)].sort());
  });

  it('reads layouts, index pages, parameters, dotted names, pathless layouts and groups', () => {
    expect(readRoute('scores/route.tsx')).toEqual({ segments: ['scores'], kind: 'layout', pattern: '/scores' });
    expect(readRoute('scores/index.tsx')).toEqual({ segments: ['scores'], kind: 'index', pattern: '/scores' });
    expect(readRoute('index.tsx')).toEqual({ segments: [], kind: 'index', pattern: '/' });
    expect(readRoute('profile/$userId/$eventId.$characterId.tsx').pattern).toBe(
      '/profile/$userId/$eventId/$characterId',
    );
    expect(readRoute('_signed-in/settings.tsx')).toEqual({
      segments: ['_signed-in', 'settings'],
      kind: 'page',
      pattern: '/settings',
    });
    expect(readRoute('(admin)/jobs.tsx').pattern).toBe('/jobs');
    expect(readRoute('files/$.tsx').pattern).toBe('/files/$');
  });

  it('skips the root, ignored files and folders, and says which names it cannot read', () => {
    expect(readRouteFile('__root.tsx')).toBeNull();
    expect(readRouteFile('-current-event-view.tsx')).toBeNull();
    expect(readRouteFile('admin/-parts/table.tsx')).toBeNull();
    expect(readRouteFile('posts_/$postId.edit.tsx')).toEqual({ unknown: true });
    expect(readRouteFile('files/{-$lang}.tsx')).toEqual({ unknown: true });
    expect(readRouteFile('[.]well-known.tsx')).toEqual({ unknown: true });
  });
});

describe('routeScriptsOf', () => {
  const routes = '/app/src/routes';
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): BundleChunk => ({
    fileName,
    isEntry,
    moduleIds,
    imports,
  });
  const bundle = [
    chunk(
      'assets/index-1.js',
      ['/app/src/main.tsx', `${routes}/__root.tsx`, `${routes}/scores/route.tsx`, `${routes}/scores/ladder.tsx`],
      ['assets/react-1.js'],
      true,
    ),
    chunk('assets/react-1.js', ['/app/node_modules/react/index.js']),
    chunk('assets/scores-layout-1.js', [`${routes}/scores/route.tsx?tsr-split=component`], ['assets/tabs-1.js']),
    chunk('assets/tabs-1.js', ['/app/src/components/tabs.tsx'], ['assets/react-1.js']),
    chunk(
      'assets/ladder-1.js',
      [`${routes}/scores/ladder.tsx?tsr-split=component---pendingComponent`],
      ['assets/table-1.js', 'assets/tabs-1.js'],
    ),
    chunk('assets/table-1.js', ['/app/src/components/table.tsx'], ['assets/rows-1.js']),
    chunk('assets/rows-1.js', ['/app/src/components/rows.tsx']),
    chunk('assets/ladder-error-1.js', [`${routes}/scores/ladder.tsx?tsr-split=errorComponent`], ['assets/oops-1.js']),
    chunk('assets/oops-1.js', ['/app/src/components/oops.tsx']),
    chunk('assets/home-1.js', [`${routes}/index.tsx?tsr-split=component`]),
    chunk('assets/helper-1.js', [`${routes}/-helper.tsx`]),
    chunk('assets/odd-1.js', [`${routes}/posts_/$postId.tsx?tsr-split=component`]),
  ];

  it("lists a route's split chunks, its layouts' and their imports, outermost first, without what the entry loads", () => {
    const { routes: scripts } = routeScriptsOf(bundle, routes, '/');
    expect(scripts['/scores/ladder']).toEqual([
      '/assets/scores-layout-1.js',
      '/assets/tabs-1.js',
      '/assets/ladder-1.js',
      '/assets/table-1.js',
      '/assets/rows-1.js',
    ]);
    expect(scripts['/scores']).toEqual(['/assets/scores-layout-1.js', '/assets/tabs-1.js']);
    expect(scripts['/']).toEqual(['/assets/home-1.js']);
  });

  it('names the files under the configured base, and lists the route files it cannot read', () => {
    const { routes: scripts, unknownFiles } = routeScriptsOf(bundle, routes, '/site/');
    expect(scripts['/']).toEqual(['/site/assets/home-1.js']);
    expect(Object.keys(scripts).sort()).toEqual(['/', '/scores', '/scores/ladder']);
    expect(unknownFiles).toEqual(['posts_/$postId.tsx']);
  });

  it('writes the manifest where the server reads it', () => {
    expect(ROUTE_SCRIPTS_FILE).toBe(SERVER_READS);
  });
});
