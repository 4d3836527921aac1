import { z } from 'zod';

/**
 * The scripts each page of the web app needs beyond its entry, so the page's HTML can name them at once
 * (`<link rel="modulepreload">`) instead of the browser learning of them only once the entry has run (issue 33
 * §3: on a phone that is ~1.5 s). The web build writes them (apps/web/build/route-scripts.ts); the server
 * (apps/server/src/plugins/web-app.ts) and the web bench's own server (apps/web/e2e/web.bench.ts) read them.
 */

/** Where the web build writes the route scripts, inside its output folder: hidden like Vite's own manifest. */
export const ROUTE_SCRIPTS_FILE = '.vite/route-scripts.json';

/** Far beyond the app's ~50 routes and their ~40 scripts: a file past these is not one our build wrote. */
const MAX_ROUTES = 1_000;
const MAX_SCRIPTS_PER_ROUTE = 1_000;
const MAX_PATTERN_LENGTH = 256;
const MAX_HREF_LENGTH = 512;

/**
 * Route path pattern in TanStack Router's notation (`/scores/$tab`, `/` for the home page, `$` for a splat) →
 * the addresses of the scripts a first render of that route needs, in the order to ask for them.
 */
export const RouteScriptsSchema = z
  .record(
    z.string().max(MAX_PATTERN_LENGTH).startsWith('/'),
    z.array(z.string().min(1).max(MAX_HREF_LENGTH)).max(MAX_SCRIPTS_PER_ROUTE),
  )
  .refine((routes) => Object.keys(routes).length <= MAX_ROUTES, `more than ${MAX_ROUTES} routes`);
export type RouteScripts = z.infer<typeof RouteScriptsSchema>;

/** A request target longer than this is no page of the app (its longest route is ~50 characters). */
const MAX_TARGET_LENGTH = 2_048;
const MAX_PATH_LENGTH = 512;
const MAX_PATH_SEGMENTS = 16;

type SegmentKind = 'static' | 'param' | 'splat';
/**
 * Static segments beat parameters, which beat a splat, and a pattern that ends where the path ends beats a
 * splat that matches nothing (TanStack Router ranks routes the same way).
 */
const SPECIFICITY: Record<SegmentKind | 'end', number> = { end: 4, static: 3, param: 2, splat: 1 };
type CompiledPattern = { pattern: string; segments: Array<{ kind: SegmentKind; text: string }> };

/** `/a/b/` → ['a', 'b']; `/` → []. */
const pathSegments = (path: string) => path.split('/').slice(1, path.endsWith('/') ? -1 : undefined);

function compile(pattern: string): CompiledPattern {
  const segments = pathSegments(pattern).map((text) => ({
    kind: text === '$' ? ('splat' as const) : text.startsWith('$') ? ('param' as const) : ('static' as const),
    text: text.toLowerCase(),
  }));
  return { pattern, segments };
}

/** The decoded segments of a request's path, or null when it is no path a page of the app could have. */
function requestSegments(target: string): string[] | null {
  if (target.length > MAX_TARGET_LENGTH) return null;
  const path = target.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.length > MAX_PATH_LENGTH) return null;
  const raw = pathSegments(path);
  if (raw.length > MAX_PATH_SEGMENTS) return null;
  const decoded: string[] = [];
  for (const segment of raw) {
    let text: string;
    try {
      text = decodeURIComponent(segment);
    } catch {
      return null;
    }
    // Empty (`//`), dot segments and encoded separators or control characters: no page, no guess.
    if (text === '' || text === '.' || text === '..' || /[/\\\p{Cc}]/u.test(text)) return null;
    decoded.push(text.toLowerCase());
  }
  return decoded;
}

/** How well `pattern` matches `segments`: a score per segment, or null when it does not match. */
function specificity(pattern: CompiledPattern, segments: readonly string[]): number[] | null {
  const scores: number[] = [];
  for (const [index, part] of pattern.segments.entries()) {
    if (part.kind === 'splat') return index === pattern.segments.length - 1 ? [...scores, SPECIFICITY.splat] : null;
    const segment = segments[index];
    if (segment === undefined || (part.kind === 'static' && part.text !== segment)) return null;
    scores.push(SPECIFICITY[part.kind]);
  }
  return segments.length === pattern.segments.length ? [...scores, SPECIFICITY.end] : null;
}

/** Whether `a` ranks above `b`: the first segment where they differ decides. */
function moreSpecific(a: readonly number[], b: readonly number[]): boolean {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

/**
 * Makes a matcher of request targets (path with an optional query) to the most specific of `patterns`, as the
 * browser's router will match them (segments compared without case, as TanStack Router does by default).
 * Unknown and hostile paths (too long, too deep, `..`, undecodable) match nothing.
 */
export function routePatternMatcher(patterns: Iterable<string>): (target: string) => string | null {
  const compiled = [...patterns].map(compile);
  return (target) => {
    const segments = requestSegments(target);
    if (!segments) return null;
    let best: { pattern: string; scores: number[] } | null = null;
    for (const candidate of compiled) {
      const scores = specificity(candidate, segments);
      if (scores && (!best || moreSpecific(scores, best.scores))) best = { pattern: candidate.pattern, scores };
    }
    return best?.pattern ?? null;
  };
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/**
 * The page's HTML with a `<link rel="modulepreload">` per script at the end of its head, after the entry script
 * and the stylesheet so that those are asked for first. `crossorigin` as Vite writes it on the entry: a preload
 * is reused only by a request with the same credentials mode. Link tags, not inline script: the site's CSP
 * allows no inline script.
 */
export function withModulePreloads(html: string, hrefs: readonly string[]): string {
  const headEnd = html.search(/<\/head>/i);
  if (hrefs.length === 0 || headEnd < 0) return html;
  const links = hrefs.map(
    (href) =>
      `  <link rel="modulepreload" crossorigin href="${href.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c)}">\n  `,
  );
  return `${html.slice(0, headEnd)}${links.join('')}${html.slice(headEnd)}`;
}

/** A page of the app: the route pattern it answers and its HTML. */
export type RoutePage = { pattern: string; html: string };

/**
 * Which HTML answers a request for a page: index.html with the matched route's scripts named for preloading,
 * built once per pattern; null when index.html as it is answers (unknown or hostile path, or a route that
 * needs nothing beyond the entry).
 */
export function routePages(indexHtml: string, routes: RouteScripts): (target: string) => RoutePage | null {
  const match = routePatternMatcher(Object.keys(routes));
  const built = new Map<string, RoutePage>();
  return (target) => {
    const pattern = match(target);
    const scripts = pattern === null ? undefined : routes[pattern];
    if (pattern === null || !scripts?.length) return null;
    const page = built.get(pattern) ?? { pattern, html: withModulePreloads(indexHtml, scripts) };
    built.set(pattern, page);
    return page;
  };
}
