import { readFileSync } from 'node:fs';
import { expect, logIn, mintToken, type Page, test } from './support';

/** The API client Playwright hands a test (`request`), the same type as a page's. */
type APIRequestContext = Page['request'];

/** docs/domain.md §9: every page fits from the narrowest phone up to the 800 px mobile breakpoint. */
const WIDTHS = [320, 390, 768] as const;

/** Who opens the page: a visitor (the Login button in the header), a signed-up player, or an admin (every nav item). */
type Viewer = 'visitor' | 'player' | 'admin';

type RouteVisit = {
  as: Viewer;
  /**
   * The addresses to open: a real demo id for every parameter (several where one route draws many pages); the
   * route's own path when it has none.
   */
  url?: (request: APIRequestContext, page: Page) => string | string[] | Promise<string | string[]>;
};

/**
 * Every route of the route tree (apps/web/src/routeTree.gen.ts, by full path) and how to open it. The first test
 * fails when a route has no entry here, so a new page is checked the day it is added: give it one line.
 */
const ROUTES: Record<string, RouteVisit> = {
  '/': { as: 'visitor' },
  '/rules': { as: 'visitor' },
  '/played': { as: 'player' },
  '/events/': { as: 'visitor', url: () => '/events' },
  // The demo event's results (results so far while it runs: the same page an ended event keeps).
  '/events/$eventId/results': { as: 'visitor', url: async (request) => `/events/${await eventId(request)}/results` },
  '/team/wishes': { as: 'player' },
  '/settings': { as: 'player' },
  '/submissions': { as: 'player' },
  '/scores': { as: 'visitor' },
  '/scores/': { as: 'visitor' },
  '/scores/ladder': { as: 'visitor' },
  '/scores/for-you': { as: 'player' },
  '/scores/progress': { as: 'visitor' },
  // Every category tab of the demo event, as a team member sees it (with its Submit controls).
  '/scores/$tab': { as: 'player', url: (_request, page) => categoryTabs(page) },
  '/streams': { as: 'visitor', url: streamsWithCards },
  '/streams/': { as: 'visitor', url: streamsWithCards },
  '/streams/$streamAccount': { as: 'visitor', url: async (request) => `/streams/${await liveStreamer(request)}` },
  '/profile/$userId': { as: 'visitor', url: () => '/profile/1' },
  '/profile/$userId/': { as: 'visitor', url: () => '/profile/1' },
  '/profile/$userId/$eventId/$characterId': { as: 'visitor', url: characterPage },
  '/auth/$provider/callback': {
    as: 'visitor',
    url: () => '/auth/discord/callback?error=access_denied&error_description=The+user+said+no',
  },
  '/admin/': { as: 'admin' },
  '/admin/overlay': { as: 'admin' },
  // Stream overlays (decision 039): the layout route alone draws nothing, so it is opened with its first overlay.
  '/overlay': { as: 'visitor', url: () => '/overlay/totals' },
  '/overlay/totals': { as: 'visitor', url: () => '/overlay/totals?size=l' },
  '/overlay/ticker': { as: 'visitor', url: () => '/overlay/ticker?size=l&limit=20' },
  '/overlay/races': { as: 'visitor', url: () => '/overlay/races?size=l&limit=20' },
  '/admin/audit-log': { as: 'admin' },
  '/admin/recurring-jobs': { as: 'admin' },
  '/admin/submissions': { as: 'admin' },
  '/admin/team-sort': { as: 'admin' },
  '/admin/team-suggestions': { as: 'admin' },
  '/admin/user-management': { as: 'admin' },
  '/admin/events/': { as: 'admin', url: () => '/admin/events' },
  '/admin/events/$eventId/teams': { as: 'admin', url: currentEventPage('teams') },
  '/admin/events/$eventId/scoring-presets': { as: 'admin', url: currentEventPage('scoring-presets') },
  '/admin/events/$eventId/validation': { as: 'admin', url: currentEventPage('validation') },
  '/admin/events/$eventId/discord': { as: 'admin', url: currentEventPage('discord') },
  '/admin/events/$eventId/categories/': { as: 'admin', url: currentEventPage('categories') },
  '/admin/events/$eventId/categories/$categoryId': { as: 'admin', url: categoryPage },
  '/admin/guild/': { as: 'admin', url: () => '/admin/guild' },
  '/admin/guild/stashes/': { as: 'admin', url: () => '/admin/guild/stashes' },
  // Ember Tide's demo Bank tab (a premium grid); the map tab's sections are checked in guild-admin.spec.ts.
  '/admin/guild/stashes/$stashId': { as: 'admin', url: () => '/admin/guild/stashes/a1b2c3d4e5?highlightScoring=true' },
  '/admin/guild/logs/': { as: 'admin', url: () => '/admin/guild/logs' },
  // The demo's first guild (apps/simulator/src/demo/demo-scenario.ts DEMO_GUILDS).
  '/admin/guild/logs/$guildId': { as: 'admin', url: () => '/admin/guild/logs/101' },
};

const TOKENS: Record<Exclude<Viewer, 'visitor'>, () => string> = {
  player: () => mintToken(2),
  admin: () => mintToken(1, ['admin']),
};

async function eventId(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/events/current')).json()) as { id: number }).id;
}

/** A page of the current demo event in the admin area. */
function currentEventPage(page: string) {
  return async (request: APIRequestContext) => `/admin/events/${await eventId(request)}/${page}`;
}

/** The demo event's root category, the designer's first page. */
async function categoryPage(request: APIRequestContext): Promise<string> {
  const id = await eventId(request);
  const admin = { Authorization: `Bearer ${TOKENS.admin()}` };
  const root = (await (await request.get(`/api/events/${id}/objectives`, { headers: admin })).json()) as { id: number };
  return `/admin/events/${id}/categories/${root.id}`;
}

/** The addresses of the event's category tabs, read from the tab bar (the fixed tabs have their own entries). */
async function categoryTabs(page: Page): Promise<string[]> {
  await page.goto('/scores/ladder');
  const links = page.getByRole('navigation', { name: 'Score tabs' }).getByRole('link');
  await expect(links.nth(3)).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return hrefs.filter((href) => !['/scores/ladder', '/scores/for-you', '/scores/progress'].includes(href));
}

/** The demo's streamers go live on the simulator's schedule; waits until the server has seen one. */
async function liveStreamer(request: APIRequestContext): Promise<string> {
  let login = '';
  await expect
    .poll(
      async () => {
        const streams = (await (await request.get('/api/streams')).json()) as { user_login: string }[];
        login = streams[0]?.user_login ?? '';
        return login;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  return login;
}

async function streamsWithCards(request: APIRequestContext): Promise<string> {
  await liveStreamer(request);
  return '/streams';
}

/** Ashvale's character, recorded by the demo's character poll shortly after the server starts. */
async function characterPage(request: APIRequestContext): Promise<string> {
  type Character = { id: string; event_id: number };
  let character: Character | undefined;
  await expect
    .poll(
      async () => {
        [character] = (await (await request.get('/api/users/1/characters')).json()) as Character[];
        return character !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return `/profile/1/${character?.event_id}/${encodeURIComponent(character?.id ?? '')}`;
}

/** The full paths of the app's routes, read from the generated route tree. */
function routeTreePaths(): string[] {
  const tree = readFileSync(new URL('../src/routeTree.gen.ts', import.meta.url), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] ?? '');
}

/** What sticks out past the right edge, to name in a failure (the outermost elements only). */
async function overflowReport(page: Page, width: number) {
  return page.evaluate((limit) => {
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.getBoundingClientRect().right > limit + 0.5,
    );
    const outermost = wide.filter((element) => !wide.includes(element.parentElement as HTMLElement));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      culprits: outermost.slice(0, 5).map((element) => {
        const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        const classes = element.getAttribute('class')?.slice(0, 60) ?? '';
        return `<${element.tagName.toLowerCase()} class="${classes}"> "${label}" right=${Math.round(element.getBoundingClientRect().right)}`;
      }),
    };
  }, width);
}

test.use({ isMobile: true, hasTouch: true });

test('every route of the app has an entry in this check', () => {
  const routes = routeTreePaths();
  expect(routes.length).toBeGreaterThan(30);
  expect(
    routes.filter((path) => !(path in ROUTES)),
    'routes without an entry in ROUTES',
  ).toEqual([]);
  expect(
    Object.keys(ROUTES).filter((path) => !routes.includes(path)),
    'entries for routes that are gone',
  ).toEqual([]);
});

for (const [route, visit] of Object.entries(ROUTES)) {
  test(`${route} fits ${WIDTHS.join(', ')} px wide without scrolling sideways`, async ({ page, request }) => {
    test.setTimeout(120_000);
    if (visit.as !== 'visitor') await logIn(page, TOKENS[visit.as]());
    const found = visit.url ? await visit.url(request, page) : route;
    const urls = typeof found === 'string' ? [found] : found;
    test.setTimeout(60_000 + 60_000 * urls.length);
    for (const url of urls) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        // Hiding the overflow would cut content off instead of fitting it.
        const clipped = await page.evaluate(() =>
          [document.documentElement, document.body].map((element) => getComputedStyle(element).overflowX),
        );
        expect(clipped, 'html and body overflow-x').toEqual(['visible', 'visible']);
        const report = await overflowReport(page, width);
        expect
          .soft(report.scrollWidth, `${url} at ${width} px: ${report.culprits.join('\n')}`)
          .toBeLessThanOrEqual(width);
      }
    }
  });
}
