import { describe, expect, it } from 'vitest';
import { routePages, routePatternMatcher, RouteScriptsSchema, withModulePreloads } from './route-scripts';

const PATTERNS = [
  '/',
  '/scores',
  '/scores/$tab',
  '/scores/ladder',
  '/profile/$userId',
  '/profile/$userId/$eventId/$characterId',
  '/files/$',
  '/files/$fileId',
];
const match = routePatternMatcher(PATTERNS);

describe('routePatternMatcher', () => {
  it('matches a static path to its own pattern rather than a parameter of the same place', () => {
    expect(match('/scores/ladder')).toBe('/scores/ladder');
    expect(match('/scores/bounties')).toBe('/scores/$tab');
    expect(match('/profile/7/3/42')).toBe('/profile/$userId/$eventId/$characterId');
  });

  it('matches the home page, trailing slashes, queries, fragments and other letter cases', () => {
    expect(match('/')).toBe('/');
    expect(match('/?ref=discord')).toBe('/');
    expect(match('/scores/')).toBe('/scores');
    expect(match('/scores/ladder?ladder=league')).toBe('/scores/ladder');
    expect(match('/Scores/Ladder#top')).toBe('/scores/ladder');
    expect(match('/scores/Bounty%20Hunt')).toBe('/scores/$tab');
  });

  it('prefers a parameter to a splat, and a splat to nothing', () => {
    expect(match('/files/9')).toBe('/files/$fileId');
    expect(match('/files/9/raw')).toBe('/files/$');
    expect(match('/files')).toBe('/files/$');
  });

  it('matches no pattern for unknown paths', () => {
    expect(match('/nowhere')).toBeNull();
    expect(match('/scores/ladder/extra')).toBeNull();
    expect(match('/profile')).toBeNull();
    expect(routePatternMatcher([])('/')).toBeNull();
  });

  it('matches nothing for hostile paths: long, deep, dot segments, empty segments, undecodable or encoded separators', () => {
    for (const hostile of [
      `/scores/${'a'.repeat(600)}`,
      `/scores/ladder?${'q'.repeat(3_000)}`,
      `/files${'/x'.repeat(20)}`,
      '/scores/../scores/ladder',
      '/scores/./ladder',
      '/scores/%2e%2e',
      '/scores//ladder',
      '/scores/%E0%A4%A',
      '/scores/a%2Fb',
      '/scores/a%5Cb',
      '/scores/%00',
      'scores/ladder',
      '',
    ]) {
      expect(match(hostile), hostile).toBeNull();
    }
  });
});

describe('withModulePreloads', () => {
  const page = '<!doctype html>\n<html>\n  <head>\n    <title>site</title>\n  </head>\n  <body></body>\n</html>\n';

  it('names each script in a modulepreload link at the end of the head, in order', () => {
    const html = withModulePreloads(page, ['/assets/ladder-1.js', '/assets/table-2.js']);
    expect(html).toBe(
      '<!doctype html>\n<html>\n  <head>\n    <title>site</title>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/ladder-1.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/table-2.js">\n' +
        '  </head>\n  <body></body>\n</html>\n',
    );
  });

  it('leaves the page as it is with no scripts, and escapes what would end the attribute', () => {
    expect(withModulePreloads(page, [])).toBe(page);
    expect(withModulePreloads(page, ['/assets/a"><script>x</script>.js'])).toContain(
      'href="/assets/a&quot;&gt;&lt;script&gt;x&lt;/script&gt;.js"',
    );
  });
});

describe('routePages', () => {
  const page = '<html><head><title>site</title></head><body></body></html>';
  const pageFor = routePages(page, {
    '/': [],
    '/scores/$tab': ['/assets/tab-1.js'],
    '/scores/ladder': ['/assets/ladder-1.js', '/assets/table-1.js'],
  });

  it("answers a route's path with the page naming that route's scripts, the same page for every path of it", () => {
    const ladder = pageFor('/scores/ladder?ladder=league');
    expect(ladder?.pattern).toBe('/scores/ladder');
    expect(ladder?.html).toContain('href="/assets/ladder-1.js"');
    expect(ladder?.html).toContain('href="/assets/table-1.js"');
    expect(ladder?.html).not.toContain('tab-1');
    expect(pageFor('/scores/ladder')).toBe(ladder);
    expect(pageFor('/scores/bounties')?.html).toContain('href="/assets/tab-1.js"');
  });

  it('leaves index.html as it is for a route that needs nothing more, unknown and hostile paths', () => {
    expect(pageFor('/')).toBeNull();
    expect(pageFor('/nowhere')).toBeNull();
    expect(pageFor('/scores/..')).toBeNull();
  });
});

describe('RouteScriptsSchema', () => {
  it('reads what the web build writes and refuses anything else', () => {
    const written = { '/': [], '/scores/ladder': ['/assets/ladder-1.js'] };
    expect(RouteScriptsSchema.parse(written)).toEqual(written);
    expect(RouteScriptsSchema.safeParse({ 'scores/ladder': [] }).success).toBe(false);
    expect(RouteScriptsSchema.safeParse({ '/': '/assets/a.js' }).success).toBe(false);
    expect(RouteScriptsSchema.safeParse([]).success).toBe(false);
  });
});
