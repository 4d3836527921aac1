import type { EventResults } from '@app/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fourTeamEvent, installFakeSocket, scoresApi } from '~/lib/scoreboard/scores.fixture';
import { demoEvent, renderApp, stubFetch } from '~/testing';

const DAY = 86_400_000;
const now = Date.now();
const at = (days: number) => new Date(now + days * DAY).toISOString();

/** An event that ended two days ago; judges may still decide until five days from now. */
const ended = demoEvent({
  id: 5,
  name: 'Harvest Run (PL9001)',
  is_current: false,
  event_start_time: at(-12),
  event_end_time: at(-2),
  closing_time: at(5),
});

const endedTimes = { event_start_time: at(-12), event_end_time: at(-2), closing_time: at(5) };

const team = (id: number, name: string) => ({ team_id: id, team_name: name, team_color: '#e4572e' });

function results(overrides: Partial<EventResults> = {}): EventResults {
  return {
    event_id: 5,
    event_name: 'Harvest Run (PL9001)',
    phase: 'ended',
    event_start_time: ended.event_start_time,
    event_end_time: ended.event_end_time,
    closing_time: ended.closing_time,
    standings: [
      { rank: 1, ...team(1, 'Ember Tide'), points: 40, tied: true },
      { rank: 1, ...team(2, 'Frost Wardens'), points: 40, tied: true },
      { rank: 3, ...team(3, 'Stone Circle'), points: 10, tied: false },
      { rank: 4, ...team(4, 'Late Comers'), points: 0, tied: false },
    ],
    categories: [
      { objective_id: 11, name: 'Uniques', winners: [{ ...team(2, 'Frost Wardens'), points: 20 }] },
      { objective_id: 12, name: 'Bosses', winners: [] },
    ],
    race: [
      { team_id: 1, timestamp: at(-11), total: 10 },
      { team_id: 2, timestamp: at(-10), total: 40 },
      { team_id: 1, timestamp: at(-9), total: 40 },
    ],
    top_players: [{ user_id: 3, display_name: 'Brimlock', ...team(2, 'Frost Wardens'), points: 40, objectives: 3 }],
    records: {
      first_unique: {
        objective_id: 21,
        objective_name: 'Mageblood',
        ...team(1, 'Ember Tide'),
        user_id: 4,
        display_name: 'Aurelia',
        timestamp: at(-11),
      },
      fastest_race: {
        objective_id: 22,
        objective_name: 'Race to level 90',
        ...team(1, 'Ember Tide'),
        user_id: null,
        display_name: null,
        timestamp: at(-10),
        duration_seconds: 5 * 3600 + 62,
      },
    },
    ...overrides,
  };
}

describe('past events', () => {
  it('lists only the events that have ended, newest first, each linking its results', async () => {
    const older = demoEvent({
      id: 3,
      name: 'Old League',
      is_current: false,
      event_start_time: at(-40),
      event_end_time: at(-30),
      closing_time: at(-23),
    });
    const running = demoEvent({ id: 7, event_start_time: at(-1), event_end_time: at(6) });
    stubFetch({ 'GET /api/events': { body: [older, ended, running] } });
    renderApp('/events');
    const list = await screen.findByRole('list', { name: 'Past events' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Harvest Run (PL9001)', 'Old League']);
    expect(within(list).getByRole('link', { name: 'Results of Harvest Run (PL9001)' })).toHaveAttribute(
      'href',
      '/events/5/results',
    );
    expect(within(list).getByRole('link', { name: 'Results of Old League' })).toHaveAttribute(
      'href',
      '/events/3/results',
    );
  });

  it('says so when no event has ended yet', async () => {
    stubFetch({ 'GET /api/events': { body: [demoEvent()] } });
    renderApp('/events');
    expect(await screen.findByText('No event has ended yet')).toBeInTheDocument();
  });
});

describe('an event’s results page', () => {
  it('shows the shared win, the podium, the standings, the category winners, the top player and the records', async () => {
    stubFetch({ 'GET /api/events/5/results': { body: results() } });
    renderApp('/events/5/results');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results of Harvest Run (PL9001)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The event has ended and its scores are frozen.');
    expect(
      screen.getByText('Ember Tide and Frost Wardens share the win with 40 points.', { selector: 'p' }),
    ).toBeInTheDocument();

    // Each place's medal carries its number, then the place is written out.
    const podium = screen.getByRole('list', { name: 'Podium' });
    expect(
      within(podium)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '11st place (tied)Ember Tide40 points',
      '11st place (tied)Frost Wardens40 points',
      '33rd placeStone Circle10 points',
    ]);

    const standings = within(screen.getByRole('region', { name: 'Standings' }))
      .getAllByRole('row')
      .slice(1);
    expect(standings.map((row) => row.textContent)).toEqual([
      '11st place (tied)Ember Tide40',
      '11st place (tied)Frost Wardens40',
      '33rd placeStone Circle10',
      'UnfinishedLate Comers0',
    ]);

    const categories = screen.getByRole('region', { name: 'Category winners' });
    expect(within(categories).getByText('Uniques').closest('li')).toHaveTextContent('Frost Wardens with 20 points');
    expect(within(categories).getByText('Bosses').closest('li')).toHaveTextContent('No team scored here.');

    expect(screen.getByRole('img', { name: /^Team points over time/ })).toBeInTheDocument();

    const players = screen.getByRole('region', { name: 'Top players' });
    expect(within(players).getByRole('link', { name: 'Brimlock' })).toHaveAttribute('href', '/profile/3');

    const records = screen.getByRole('region', { name: 'Records' });
    expect(within(records).getByText('First unique found').nextElementSibling).toHaveTextContent(
      /^Mageblood, by Aurelia for Ember Tide on /,
    );
    expect(within(records).getByText('Fastest race').nextElementSibling).toHaveTextContent(
      'Race to level 90, won by Ember Tide in 5h 1m 2s',
    );
  });

  it('calls the results of a closed event final, and says when nothing was scored', async () => {
    stubFetch({
      'GET /api/events/5/results': {
        body: results({
          phase: 'closed',
          standings: [{ rank: 1, ...team(1, 'Ember Tide'), points: 0, tied: false }],
          categories: [],
          race: [],
          top_players: [],
          records: { first_unique: null, fastest_race: null },
        }),
      },
    });
    renderApp('/events/5/results');
    expect(await screen.findByText('The event is over: these results are final.')).toBeInTheDocument();
    expect(screen.getByText('No team scored any points.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Podium' })).not.toBeInTheDocument();
    expect(screen.getByText('No unique was found.')).toBeInTheDocument();
    expect(screen.getByText('No race was won.')).toBeInTheDocument();
  });

  it('says the event does not exist for an unknown or private event', async () => {
    stubFetch({});
    renderApp('/events/99/results');
    expect(await screen.findByText('No such event')).toBeInTheDocument();
  });

  it('is reached from the past events list', async () => {
    stubFetch({ 'GET /api/events': { body: [ended] }, 'GET /api/events/5/results': { body: results() } });
    renderApp('/events');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('link', { name: 'Results of Harvest Run (PL9001)' }));
    expect(await screen.findByRole('list', { name: 'Podium' })).toBeInTheDocument();
  });
});

describe('the score pages of an event that has ended', () => {
  beforeEach(installFakeSocket);

  it('say so and link the results', async () => {
    stubFetch(scoresApi({ 'GET /api/events/current': { body: { ...fourTeamEvent(), ...endedTimes } } }));
    renderApp('/scores/ladder');
    const notice = await screen.findByText(/This event has ended/);
    expect(notice.closest('p')).toHaveTextContent('This event has ended — its scores are frozen.See the results');
    expect(screen.getByRole('link', { name: 'See the results' })).toHaveAttribute(
      'href',
      `/events/${fourTeamEvent().id}/results`,
    );
  });

  it('say nothing while the event runs', async () => {
    stubFetch(scoresApi());
    renderApp('/scores/ladder');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ladder' })).toBeInTheDocument();
    expect(screen.queryByText(/This event has ended/)).not.toBeInTheDocument();
  });
});
