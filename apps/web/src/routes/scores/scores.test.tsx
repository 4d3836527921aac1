import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import {
  diff,
  FakeSocket,
  installFakeSocket,
  latestScore,
  scoresApi,
  walkthroughTree,
} from '~/lib/scoreboard/scores.fixture';
import { DEFAULT_PREFERENCES, preferencesStore } from '~/lib/preferences';
import { renderApp, stubFetch, signedIn } from '~/testing';

beforeEach(installFakeSocket);

/** Team 2 leads (20 + 15), team 1 has 15, teams 3 and 4 nothing. */
const SCORES = [
  latestScore(301, 2, { points: 20, rank: 1, finished: true, user_id: 6, timestamp: '2026-05-01T20:00:00Z' }),
  latestScore(401, 2, { points: 15, finished: true }),
  latestScore(401, 1, { points: 15, finished: true }),
];

function teamScoreRows() {
  const table = screen.getByRole('table', { name: /Team scores/ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);
}

describe('/scores', () => {
  it('redirects to the ladder and keeps the rules flag', async () => {
    stubFetch(scoresApi());
    const { router } = renderApp('/scores?rules');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ladder' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/scores/ladder');
    expect(router.state.location.search).toEqual({ rules: true });
    expect(await screen.findByRole('region', { name: 'Ladder rules' })).toHaveTextContent('up to 9 points');
  });

  it('shows and hides the rules with the toggle, and tabs keep the flag', async () => {
    stubFetch(scoresApi());
    const ui = userEvent.setup();
    const { router } = renderApp('/scores/bounties');
    const toggle = await screen.findByRole('button', { name: 'Show Rules' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await ui.click(toggle);
    const panel = await screen.findByRole('region', { name: 'Bounties rules' });
    expect(panel).toHaveTextContent('Kill a boss blindfolded: 15 points for every team that completes it.');
    expect(panel).toHaveTextContent('Submit a completion with the plus button');
    expect(screen.getByRole('button', { name: 'Hide Rules' })).toHaveAttribute('aria-expanded', 'true');
    await ui.click(screen.getByRole('link', { name: 'Races' }));
    expect(await screen.findByRole('region', { name: 'Races rules' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ rules: true });
    await ui.click(screen.getByRole('button', { name: 'Hide Rules' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Races rules' })).not.toBeInTheDocument());
  });

  it("makes a tab of every category of the event, under its designer's name and in its order", async () => {
    stubFetch(scoresApi({ 'GET /api/events/current/objectives': { body: walkthroughTree() } }));
    renderApp('/scores/ladder');
    const tabs = await screen.findByRole('navigation', { name: 'Score tabs' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Ladder', '/scores/ladder'],
        ['For You', '/scores/for-you'],
        ['Progress', '/scores/progress'],
        ['Bosses', '/scores/bosses-11'],
        ['Chase uniques', '/scores/chase-uniques-21'],
        ['Extras', '/scores/extras-31'],
      ]),
    );
  });

  it('keeps a link working after a rename, and finds an old tab name by the kind of category', async () => {
    const tree = walkthroughTree();
    const renamed = { ...tree, children: tree.children.map((c) => (c.id === 11 ? { ...c, name: 'Boss kills' } : c)) };
    stubFetch(scoresApi({ 'GET /api/events/current/objectives': { body: renamed } }));
    const { router } = renderApp('/scores/bosses-11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Boss kills' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/scores/boss-kills-11'));
    // The old /scores/races address reaches the category drawn as a race board, whatever it is called.
    await router.navigate({ to: '/scores/$tab', params: { tab: 'races' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Boss kills' })).toBeInTheDocument();
  });

  it('says so when the event has no such tab', async () => {
    stubFetch(scoresApi({ 'GET /api/events/current/objectives': { body: walkthroughTree() } }));
    renderApp('/scores/gems');
    expect(await screen.findByText('This event has no such tab')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'start with the ladder' })).toHaveAttribute('href', '/scores/ladder');
  });
});

describe('ladder tab', () => {
  it('shows team totals with a column per category (P.O. label), own team first, then by total', async () => {
    stubFetch(
      scoresApi({
        'GET /api/events/current/scores/latest': { body: SCORES },
        ...signedIn(16, { status: { team_id: 4 } }),
      }),
    );
    renderApp('/scores/ladder');
    const table = await screen.findByRole('table', { name: /Team scores/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 4)).toEqual(['Place', 'Team', 'Total', 'P.O.']);
    expect(within(table).getByTitle('Personal Objectives')).toHaveTextContent('P.O.');
    await waitFor(() =>
      expect(teamScoreRows()).toEqual(['Gilded ShadeYour team', 'Frost Wardens', 'Ember Tide', 'Verdant Pact']),
    );
    const frost = within(table).getByRole('row', { name: /Frost Wardens/ });
    expect(
      within(frost)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('35');
  });

  it('gives no place to a team without points, and shows equal totals as a tie', async () => {
    stubFetch(
      scoresApi({
        'GET /api/events/current/scores/latest': {
          body: [latestScore(401, 1, { points: 15 }), latestScore(401, 2, { points: 15 })],
        },
      }),
    );
    renderApp('/scores/ladder');
    const table = await screen.findByRole('table', { name: /Team scores/ });
    const placeOf = (team: string) =>
      within(within(table).getByRole('row', { name: new RegExp(team) })).getAllByRole('cell')[0];
    await waitFor(() => expect(placeOf('Ember Tide')).toHaveTextContent('1(tied)'));
    expect(placeOf('Frost Wardens')).toHaveTextContent('1(tied)');
    expect(placeOf('Verdant Pact')).toHaveTextContent('No points yet');
    expect(placeOf('Gilded Shade')).toHaveTextContent('No points yet');
  });

  it('limits the teams to the preference, keeping the own team', async () => {
    preferencesStore.update((current) => ({ ...current, limitTeams: 2 }));
    onTestFinished(() => preferencesStore.update(() => DEFAULT_PREFERENCES));
    stubFetch(
      scoresApi({
        'GET /api/events/current/scores/latest': { body: SCORES },
        ...signedIn(16, { status: { team_id: 4 } }),
      }),
    );
    renderApp('/scores/ladder');
    await screen.findByRole('table', { name: /Team scores/ });
    await waitFor(() => expect(teamScoreRows()).toEqual(['Gilded ShadeYour team', 'Frost Wardens']));
  });

  it('applies live score diffs to the page without reloading, and shows the connection state', async () => {
    const fetchMock = stubFetch(scoresApi({ 'GET /api/events/current/scores/latest': { body: SCORES } }));
    renderApp('/scores/ladder');
    const table = await screen.findByRole('table', { name: /Team scores/ });
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = FakeSocket.instances[0] as FakeSocket;
    expect(socket.url).toMatch(/\/api\/events\/7\/scores\/ws$/);
    act(() => socket.open());
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Live score updates');
    act(() => socket.send([diff(302, 3, { points: 50, rank: 1, finished: true }, 'Added')]));
    const verdant = within(table).getByRole('row', { name: /Verdant Pact/ });
    await waitFor(() => expect(within(verdant).getAllByRole('cell')[1]).toHaveTextContent('50'));
    expect(teamScoreRows()[0]).toBe('Verdant Pact');
    // Without a reload: the scores were fetched once.
    expect(
      fetchMock.mock.calls.filter(([url]) => typeof url === 'string' && url.endsWith('/scores/latest')),
    ).toHaveLength(1);
    act(() => socket.drop());
    expect(screen.getByText('Reconnecting')).toBeInTheDocument();
  });

  it("says 'Error loading ladder data.' when the ladder fails, and keeps the team scores", async () => {
    stubFetch(
      scoresApi({
        'GET /api/events/current/ladder': { status: 404, body: { error: 'There is no API route', code: 'not_found' } },
      }),
    );
    renderApp('/scores/ladder');
    expect(await screen.findByText('Error loading ladder data.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Team scores/ })).toBeInTheDocument();
  });
});
