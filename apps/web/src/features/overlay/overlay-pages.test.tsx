import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  demoTree,
  diff,
  FakeSocket,
  fourTeamEvent,
  installFakeSocket,
  latestScore,
} from '~/lib/scoreboard/scores.fixture';
import { logInAs, renderApp, sentRequests, stubFetch, type Routes } from '~/testing';
import { CURRENT_EVENT_RECHECK_MS } from './api/overlay-reads';
import { addTickerEntries, ordinal, raceResults, tickerText, totalsRows } from './overlay-lines';

const EVENT = fourTeamEvent();
const TREE = demoTree();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function api(overrides: Routes = {}): Routes {
  return {
    'GET /api/events/current': { body: EVENT },
    'GET /api/events/current/objectives': { body: TREE },
    'GET /api/events/7': { body: EVENT },
    'GET /api/events/7/objectives': { body: TREE },
    'GET /api/events/7/scores/latest': { body: [] },
    ...overrides,
  };
}

/** The socket the overlay opened to `path` (the totals feed or the score feed), once it exists. */
async function socketTo(path: string): Promise<FakeSocket> {
  let found: FakeSocket | undefined;
  await waitFor(() => {
    found = FakeSocket.instances.find((socket) => new URL(socket.url).pathname === path);
    expect(found).toBeDefined();
  });
  return found as FakeSocket;
}

describe('overlay texts', () => {
  it('names places as a stream reads them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });

  it('orders totals highest first, shows one team when asked, and every team for a team not in the event', () => {
    const totals = { '1': 10, '2': 40, '3': 0 };
    expect(totalsRows(EVENT.teams, totals).map((row) => `${row.team.name} ${row.total}`)).toEqual([
      'Frost Wardens 40',
      'Ember Tide 10',
      'Verdant Pact 0',
      'Gilded Shade 0',
    ]);
    expect(totalsRows(EVENT.teams, totals, 1).map((row) => row.team.name)).toEqual(['Ember Tide']);
    expect(totalsRows(EVENT.teams, totals, 99)).toHaveLength(4);
  });

  it('says what a ticker line reached: a place, a completion, or points', () => {
    const line = (fields: Parameters<typeof diff>[2]) => tickerText(diff(301, 1, fields), 'Kill the Eater deathless');
    expect(line({ points: 20, rank: 1, finished: true })).toBe('Kill the Eater deathless: 1st place, 20 points');
    expect(line({ points: 15, finished: true })).toBe('Kill the Eater deathless: completed, 15 points');
    expect(line({ points: 1 })).toBe('Kill the Eater deathless: 1 point');
    expect(line({ points: 2.25 })).toBe('Kill the Eater deathless: 2.3 points');
  });

  it('keeps the ticker to its newest lines, skipping progress without points and other teams when asked', () => {
    let key = 0;
    const options = { limit: 3, nextKey: () => String((key += 1)) };
    let entries = addTickerEntries([], [diff(201, 1, { points: 10, finished: true })], options);
    entries = addTickerEntries(
      entries,
      [
        diff(202, 2, { number: 3 }, 'Changed'),
        { ...diff(203, 2, { points: 5, number: 4 }, 'Changed'), field_diff: ['number'] },
        diff(204, 3, { points: 5, finished: true }),
        diff(205, 4, { points: 5, finished: true }),
        diff(206, 1, {}, 'Removed'),
      ],
      options,
    );
    expect(entries.map((entry) => entry.objective_id)).toEqual([205, 204, 201]);
    entries = addTickerEntries(entries, [diff(207, 2, { points: 8, rank: 2 })], options);
    expect(entries.map((entry) => entry.objective_id)).toEqual([207, 205, 204]);
    expect(
      addTickerEntries([], [diff(207, 2, { points: 8 }), diff(208, 1, { points: 8 })], { ...options, teamId: 1 }).map(
        (entry) => entry.objective_id,
      ),
    ).toEqual([208]);
  });

  it('lists only races with a placed team, most recently placed first, each by place', () => {
    const latest = new Map(
      [
        latestScore(301, 2, { rank: 2, points: 15, timestamp: minutesAgo(5) }),
        latestScore(301, 1, { rank: 1, points: 20, timestamp: minutesAgo(9) }),
        latestScore(302, 3, { rank: 1, points: 20, timestamp: minutesAgo(2) }),
        latestScore(201, 3, { points: 10, finished: true, timestamp: minutesAgo(1) }),
      ].map((entry) => [`${entry.objective_id}:${entry.team_id}`, entry]),
    );
    const races = raceResults(TREE, latest, 5);
    expect(races.map((race) => race.objective.name)).toEqual(['Endless Chase', 'Kill the Eater deathless']);
    expect(races[1]?.placements).toEqual([
      { teamId: 1, place: 1, points: 20 },
      { teamId: 2, place: 2, points: 15 },
    ]);
    expect(raceResults(TREE, latest, 1)).toHaveLength(1);
  });
});

describe('/overlay/totals', () => {
  it('draws the totals alone on a see-through page and moves them with the totals feed', async () => {
    installFakeSocket();
    stubFetch(api());
    renderApp('/overlay/totals?size=l&theme=transparent');
    const totals = await screen.findByRole('region', { name: 'Team totals' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(document.body.style.background).toBe('transparent');
    expect(document.documentElement.style.background).toBe('transparent');
    expect(await within(totals).findByText('Waiting for scores…')).toBeInTheDocument();

    const feed = await socketTo('/api/events/7/scores/simple/ws');
    act(() => {
      feed.open();
      feed.send({ '1': 120, '2': 45, '3': 300, '4': 0 });
    });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Verdant Pact300', 'Ember Tide120', 'Frost Wardens45', 'Gilded Shade0']);
    act(() => feed.send({ '1': 420, '2': 45, '3': 300, '4': 0 }));
    expect(within(totals).getAllByRole('listitem')[0]).toHaveTextContent('Ember Tide420');
  });

  it('moves to the next event once an organiser makes it current, with no reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    installFakeSocket();
    let current = EVENT;
    const next = { ...fourTeamEvent(), id: 8, name: 'Winter Cup (PL8888)' };
    stubFetch(api({ 'GET /api/events/current': () => ({ body: current }) }));
    renderApp('/overlay/totals');
    await socketTo('/api/events/7/scores/simple/ws');

    current = next;
    await vi.advanceTimersByTimeAsync(CURRENT_EVENT_RECHECK_MS);
    const feed = await socketTo('/api/events/8/scores/simple/ws');
    act(() => {
      feed.open();
      feed.send({ '1': 5, '2': 0, '3': 0, '4': 0 });
    });
    const totals = screen.getByRole('region', { name: 'Team totals' });
    expect(within(totals).getAllByRole('listitem')[0]).toHaveTextContent('Ember Tide5');
    expect(FakeSocket.instances.find((socket) => socket.url.includes('/events/7/'))?.closedWith).not.toBeNull();
  });

  it('shows one team when the address names it, and reads as an anonymous visitor even when signed in', async () => {
    installFakeSocket();
    logInAs(1, ['admin']);
    const fetchMock = stubFetch(api());
    renderApp('/overlay/totals?event=7&team=2');
    const feed = await socketTo('/api/events/7/scores/simple/ws');
    act(() => {
      feed.open();
      feed.send({ '1': 120, '2': 45 });
    });
    const totals = screen.getByRole('region', { name: 'Team totals' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Frost Wardens45']);
    expect(feed.url).not.toContain('token');
    const reads = sentRequests(fetchMock).filter((request) => request.url.pathname.startsWith('/api/events/'));
    expect(reads.map((request) => request.headers.get('Authorization'))).toEqual(reads.map(() => null));
    // The site's shell reads nothing for an overlay: no account, no health, no status.
    expect(sentRequests(fetchMock, '/api/users/self')).toEqual([]);
    expect(sentRequests(fetchMock, '/api/health')).toEqual([]);
  });

  it('says so in one small line when the event is private or unknown, or when none is running', async () => {
    installFakeSocket();
    stubFetch(api({ 'GET /api/events/99': { status: 404, body: { error: 'Not found', code: 'not_found' } } }));
    renderApp('/overlay/totals?event=99');
    expect(await screen.findByText('This event is private or does not exist.')).toBeInTheDocument();
    expect(FakeSocket.instances).toEqual([]);
  });

  it('falls back to the defaults on a bad address instead of failing', async () => {
    installFakeSocket();
    stubFetch(api({ 'GET /api/events/current': { status: 404, body: { error: 'Not found', code: 'not_found' } } }));
    renderApp('/overlay/totals?event=abc&size=huge&theme=%7B%7D&team=-1');
    expect(await screen.findByText('No event is running.')).toBeInTheDocument();
  });
});

describe('/overlay/ticker', () => {
  it('opens with the latest results and puts each new score on top, keeping at most `limit` lines', async () => {
    installFakeSocket();
    stubFetch(
      api({
        'GET /api/events/7/scores/latest': {
          body: [
            latestScore(301, 1, { points: 20, rank: 1, finished: true, timestamp: minutesAgo(30) }),
            latestScore(302, 2, { points: 10, rank: 2, finished: true, timestamp: minutesAgo(10) }),
            latestScore(303, 3, { number: 40, timestamp: minutesAgo(5) }),
          ],
        },
      }),
    );
    renderApp('/overlay/ticker?limit=2');
    const ticker = await screen.findByRole('region', { name: 'Latest scores' });
    const lines = () =>
      within(ticker)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await waitFor(() =>
      expect(lines()).toEqual([
        'Frost WardensEndless Chase: 2nd place, 10 points',
        'Ember TideKill the Eater deathless: 1st place, 20 points',
      ]),
    );
    const feed = await socketTo('/api/events/7/scores/ws');
    expect(feed.url).not.toContain('token');
    act(() => {
      feed.open();
      feed.send([diff(303, 4, { points: 15, rank: 1, finished: true })]);
    });
    expect(lines()).toEqual([
      'Gilded ShadeLevel 90: 1st place, 15 points',
      'Frost WardensEndless Chase: 2nd place, 10 points',
    ]);
  });

  it('waits quietly for the first points of a fresh event', async () => {
    installFakeSocket();
    stubFetch(api());
    renderApp('/overlay/ticker');
    expect(await screen.findByText('Waiting for the first points…')).toBeInTheDocument();
  });
});

describe('/overlay/races', () => {
  it('shows the places of the races placed so far and follows new places from the score feed', async () => {
    installFakeSocket();
    stubFetch(
      api({
        'GET /api/events/7/scores/latest': {
          body: [latestScore(301, 1, { points: 20, rank: 1, finished: true, timestamp: minutesAgo(30) })],
        },
      }),
    );
    renderApp('/overlay/races?team=2');
    const races = await screen.findByRole('region', { name: 'Race results' });
    const places = await within(races).findByRole('list', { name: 'Kill the Eater deathless: places' });
    expect(
      within(places)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1stEmber Tide20']);
    const feed = await socketTo('/api/events/7/scores/ws');
    act(() => {
      feed.open();
      feed.send([diff(301, 2, { points: 15, rank: 2, finished: true })]);
    });
    const second = within(places).getAllByRole('listitem')[1];
    expect(second).toHaveTextContent('2ndFrost Wardens15');
    // The address's team is marked.
    expect(second).toHaveClass('underline');
  });

  it('says when no team has placed yet', async () => {
    installFakeSocket();
    stubFetch(api());
    renderApp('/overlay/races');
    expect(await screen.findByText('No team has placed in a race yet.')).toBeInTheDocument();
  });
});
