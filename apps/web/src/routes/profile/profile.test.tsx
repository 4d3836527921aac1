import type { CharacterRefresh, CharacterStats, CharacterSummary, PobBuildStats } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ladderEntry } from '~/lib/scoreboard/scores.fixture';
import { demoEvent, demoSignup, eventStatus, logInAs, renderApp, stubFetch, user } from '~/testing';

const base = ladderEntry(1).character as CharacterSummary;
const character = (event_id: number, id: string, fields: Partial<CharacterSummary> = {}): CharacterSummary => ({
  ...base,
  id,
  event_id,
  name: `Hero${event_id}`,
  ...fields,
});
const CHARACTERS = [
  character(3, 'old', { level: 70, ascendancy: 'Necromancer' }),
  character(7, 'new', { level: 92, experience: 2_300_000_000, ascendancy: 'Juggernaut', main_skill: 'Boneshatter' }),
];
const stats = (hours: number, fields: Partial<CharacterStats> = {}): CharacterStats => ({
  ...(ladderEntry(1).stats as CharacterStats),
  timestamp: new Date(Date.UTC(2026, 4, 1, 18 + hours)).toISOString(),
  ...fields,
});

function api(overrides = {}) {
  return {
    'GET /api/users/1': { body: { id: 1, display_name: 'Ashvale' } },
    'GET /api/users/1/characters': { body: CHARACTERS },
    'GET /api/users/1/characters/new': {
      body: [stats(2, { dps: 2_000_000 }), stats(0, { dps: 100 }), stats(1, { ehp: 2_147_483_647 })],
    },
    'GET /api/users/1/characters/old': { body: [stats(0)] },
    'GET /api/users/1/characters/new/pobs': { body: [] },
    'GET /api/users/1/characters/old/pobs': { body: [] },
    'GET /api/events': {
      body: [demoEvent({ id: 3, name: 'Old Sprint (PL3)', is_current: false }), demoEvent({ id: 7 })],
    },
    ...overrides,
  };
}

/** A build's stats as /pobs answers them (a PoE1 build: no spirit). */
const buildStats = (dps: number, fire: number): PobBuildStats => ({
  dps,
  ehp: 2_147_483_647,
  life: 4_200,
  energy_shield: 150,
  mana: 900,
  armour: 12_000,
  evasion: 800,
  resistances: { fire, cold: 75, lightning: 76, chaos: -30 },
  max_hit: { physical: 9_100, fire: 21_000, cold: 20_500, lightning: 20_800, chaos: 5_300 },
  movement_speed: 135,
  spirit: null,
});

const HOUR = 3_600_000;
/** The current event at the three moments /played is worded for: six days before the end, its last day, over. */
const running = () =>
  demoEvent({
    event_start_time: new Date(Date.now() - 24 * HOUR).toISOString(),
    event_end_time: new Date(Date.now() + 6 * 24 * HOUR).toISOString(),
  });
const lastDay = () =>
  demoEvent({
    event_start_time: new Date(Date.now() - 6 * 24 * HOUR).toISOString(),
    event_end_time: new Date(Date.now() + 3 * HOUR).toISOString(),
  });
const ended = () =>
  demoEvent({
    event_start_time: new Date(Date.now() - 8 * 24 * HOUR).toISOString(),
    event_end_time: new Date(Date.now() - HOUR).toISOString(),
  });

/** A player in the current event, which is over: the moment /played is linked. */
const PLAYED_ENDED = {
  'GET /api/events/current': { body: ended() },
  'GET /api/events/current/status': { body: eventStatus({ application_status: 'accepted', team_id: 1 }) },
  'GET /api/users/self': { body: user({ id: 1 }) },
};

afterEach(() => {
  vi.useRealTimers();
});

describe('/profile/{userId}', () => {
  it("redirects to the newest event's character and shows the profile header and carousel", async () => {
    stubFetch(api());
    const { router } = renderApp('/profile/1');
    expect(await screen.findByRole('heading', { level: 1, name: "Ashvale's Profile" })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/1/7/new'));
    const carousel = screen.getByRole('navigation', { name: 'Characters by event' });
    const pills = within(carousel).getAllByRole('link');
    expect(pills.map((pill) => pill.getAttribute('href'))).toEqual(['/profile/1/7/new', '/profile/1/3/old']);
    expect(pills[0]).toHaveAttribute('aria-current', 'page');
    expect(pills[0]).toHaveTextContent('Sandbox Sprint');
    expect(pills[1]).toHaveTextContent('Old Sprint');
  });

  it('shows the character: level bar, ascendancy, main skill, latest stats (inf EHP) and the stats chart', async () => {
    stubFetch(api());
    const ui = userEvent.setup();
    renderApp('/profile/1/7/new');
    const article = await screen.findByRole('article', { name: 'Hero7' });
    expect(within(article).getByText('Level 92')).toBeInTheDocument();
    expect(within(article).getByRole('progressbar', { name: /of the way to level 93/ })).toBeInTheDocument();
    expect(article).toHaveTextContent('Juggernaut (Marauder)');
    expect(article).toHaveTextContent('Main skill: Boneshatter');
    const latest = await within(article).findByRole('region', { name: 'Latest stats' });
    // History is sorted oldest first: the latest is the record at +2 h.
    expect(within(latest).getByText('DPS').nextSibling).toHaveTextContent('2,000,000');
    const chart = within(article).getByRole('img', { name: /Level over time/ });
    expect(chart).toBeInTheDocument();
    await ui.click(within(article).getByRole('button', { name: 'DPS' }));
    expect(within(article).getByRole('img', { name: /DPS over time/ })).toHaveAccessibleName(
      /DPS went from 100 to 2,000,000/,
    );
  });

  it('shows the newest build with its defences per element, and an older one when picked', async () => {
    const build = (hours: number, level: number, stats: PobBuildStats | null) => ({
      export_string: `code-${level}`,
      stats,
      level,
      ascendancy: 'Juggernaut',
      main_skill: 'Boneshatter',
      timestamp: new Date(Date.UTC(2026, 4, 1, 18 + hours)).toISOString(),
    });
    stubFetch(
      api({
        'GET /api/users/1/characters/new/pobs': {
          body: [build(0, 60, buildStats(50_000, 40)), build(5, 92, buildStats(2_000_000, 78)), build(6, 92, null)],
        },
      }),
    );
    const ui = userEvent.setup();
    renderApp('/profile/1/7/new');
    const section = await screen.findByRole('region', { name: 'Build' });
    // The newest export could not be read: its code is still offered.
    expect(await within(section).findByText(/stats cannot be read/)).toBeInTheDocument();
    const picker = within(section).getByRole('combobox', { name: 'Snapshot' });
    await ui.selectOptions(picker, within(picker).getByRole('option', { name: /level 92$/, selected: false }));
    expect(section).toHaveTextContent('Level 92 Boneshatter Juggernaut');
    expect(within(section).getByText('EHP').nextSibling).toHaveTextContent('inf');
    const defences = within(section).getByRole('table', { name: /per damage type/ });
    expect(within(defences).getByRole('row', { name: /Fire/ })).toHaveTextContent('Fire78%21,000');
    expect(within(defences).getByRole('row', { name: /Chaos/ })).toHaveTextContent('Chaos-30%5,300');

    await ui.selectOptions(picker, within(picker).getByRole('option', { name: /level 60$/ }));
    expect(within(defences).getByRole('row', { name: /Fire/ })).toHaveTextContent('Fire40%21,000');
    expect(within(section).getByText('DPS').nextSibling).toHaveTextContent('50,000');
  });

  it('shows a poe2 character without PoE1-only facts, and its build with spirit', async () => {
    const poe2Build = {
      export_string: 'code-poe2',
      stats: { ...buildStats(80_000, 75), spirit: 130 },
      level: 60,
      ascendancy: 'Witchhunter',
      main_skill: 'Fragmentation Rounds',
      timestamp: new Date(Date.UTC(2026, 4, 1, 20)).toISOString(),
    };
    stubFetch(
      api({
        'GET /api/users/1/characters': {
          body: [character(7, 'new', { level: 60, ascendancy: 'Witchhunter', main_skill: 'Fragmentation Rounds' })],
        },
        'GET /api/users/1/characters/new/pobs': { body: [poe2Build] },
        'GET /api/events': { body: [demoEvent({ id: 7, game_version: 'poe2' })] },
      }),
    );
    renderApp('/profile/1/7/new');
    const article = await screen.findByRole('article', { name: 'Hero7' });
    expect(article).toHaveTextContent('Witchhunter (Mercenary)');
    expect(article).toHaveTextContent('Ascendancy points');
    for (const poe1Only of ['Atlas passives', 'Pantheon', 'Delve depth'])
      expect(within(article).queryByText(poe1Only)).not.toBeInTheDocument();
    const section = await within(article).findByRole('region', { name: 'Build' });
    expect(await within(section).findByText('Spirit')).toBeInTheDocument();
    expect(within(section).getByText('Spirit').nextSibling).toHaveTextContent('130');
    expect(section).toHaveTextContent('Level 60 Fragmentation Rounds Witchhunter');
  });

  it('says when no build has been calculated yet', async () => {
    stubFetch(api());
    renderApp('/profile/1/7/new');
    const section = await screen.findByRole('region', { name: 'Build' });
    expect(
      await within(section).findByText('No build has been calculated for this character yet.'),
    ).toBeInTheDocument();
  });

  it('shows how far a character is into the level the game reports, from its total experience', async () => {
    // Real-shaped: level 81 starts at 929,261,318 and level 82 at 1,009,443,795 experience (the game's table).
    stubFetch(
      api({
        'GET /api/users/1/characters': { body: [character(7, 'new', { level: 81, experience: 960_000_000 })] },
        'GET /api/users/1/characters/new': { body: [stats(0, { level: 81, experience: 960_000_000 })] },
      }),
    );
    renderApp('/profile/1/7/new');
    const article = await screen.findByRole('article', { name: 'Hero7' });
    expect(within(article).getByText('Level 81')).toBeInTheDocument();
    expect(article).toHaveTextContent('30,738,682 / 80,182,477 experience (38%)');
    expect(within(article).getByRole('progressbar', { name: '38% of the way to level 82' })).toHaveValue(
      (30_738_682 / 80_182_477) * 100,
    );
  });

  it('never contradicts the reported level when the experience does not fit it', async () => {
    // The numbers: the API said level 81 with 311,754,192 experience, which the game's table puts in
    // level 68; the page read "0 / 74,132,190 experience (0%)" and the chart "Level 25.2" for a level 46.
    stubFetch(
      api({
        'GET /api/users/1/characters': { body: [character(7, 'new', { level: 81, experience: 311_754_192 })] },
        'GET /api/users/1/characters/new': {
          body: [stats(0, { level: 46, experience: 2_100_000 }), stats(1, { level: 46, experience: 37_000_000 })],
        },
      }),
    );
    renderApp('/profile/1/7/new');
    const article = await screen.findByRole('article', { name: 'Hero7' });
    expect(within(article).getByText('Level 81')).toBeInTheDocument();
    expect(article).toHaveTextContent('311,754,192 experience');
    expect(article).not.toHaveTextContent('(0%)');
    expect(within(article).queryByRole('progressbar', { name: /of the way to level/ })).not.toBeInTheDocument();
    // The chart follows the recorded level: 46.0, then 46.3 (37,000,000 is a third into level 46).
    expect(await within(article).findByRole('img', { name: /Level went from 46\.0 to 46\.3/ })).toBeInTheDocument();
    expect(within(article).getByRole('list', { name: 'Level over time: legend' })).toHaveTextContent('Level46.3');
  });

  it('follows the character while the page is open, every 60 s like the ladder', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let level = 80;
    stubFetch(
      api({
        'GET /api/users/1/characters': () => ({
          body: [character(7, 'new', { level, experience: level === 80 ? 855_129_128 : 929_261_318 })],
        }),
        'GET /api/users/1/characters/new': () => ({ body: [stats(0, { level, experience: 855_129_128 })] }),
      }),
    );
    renderApp('/profile/1/7/new');
    const article = await screen.findByRole('article', { name: 'Hero7' });
    expect(within(article).getByText('Level 80')).toBeInTheDocument();
    level = 81;
    await vi.advanceTimersByTimeAsync(59_000);
    expect(within(article).getByText('Level 80')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await within(article).findByText('Level 81')).toBeInTheDocument();
    expect(article).toHaveTextContent('0 / 80,182,477 experience (0%)');
  });

  it('says so for an unknown player', async () => {
    stubFetch(api({ 'GET /api/users/1': { status: 404, body: { error: 'User not found', code: 'not_found' } } }));
    renderApp('/profile/1');
    expect(await screen.findByText('This player could not be found')).toBeInTheDocument();
  });

  it('links the own profile to /played once the event is over', async () => {
    logInAs(1);
    stubFetch(api(PLAYED_ENDED));
    renderApp('/profile/1/7/new');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: /Your \/played/ })).toHaveAttribute('href', '/played');
  });

  it("does not link someone else's profile to /played", async () => {
    logInAs(2);
    stubFetch(api({ ...PLAYED_ENDED, 'GET /api/users/self': { body: user({ id: 2, display_name: 'Brimlock' }) } }));
    renderApp('/profile/1/7/new');
    await screen.findByRole('article', { name: 'Hero7' });
    // The viewer's own menu may offer it; the page about another player does not.
    expect(within(screen.getByRole('main')).queryByRole('link', { name: /Your \/played/ })).not.toBeInTheDocument();
  });

  it('lets a player on a team refresh their own character, shown as queued then done', async () => {
    logInAs(1);
    const refresh = (fields: Partial<CharacterRefresh>): CharacterRefresh => ({
      state: 'none',
      requested_at: null,
      done_at: null,
      outcome: null,
      next_allowed_at: null,
      ...fields,
    });
    let answer = refresh({});
    const queued = refresh({ state: 'queued', requested_at: '2026-05-02T12:00:00.000Z' });
    stubFetch(
      api({
        'GET /api/users/self': { body: user({ id: 1 }) },
        'GET /api/events/current/status': { body: eventStatus({ team_id: 4 }) },
        'GET /api/events/current/characters/refresh': () => ({ body: answer }),
        'POST /api/events/current/characters/refresh': () => {
          // The job reads the player at once: the next read says done.
          answer = { ...queued, state: 'done', done_at: '2026-05-02T12:00:05.000Z', outcome: 'saved' };
          return { status: 202, body: queued };
        },
      }),
    );
    renderApp('/profile/1/7/new');
    const panel = await screen.findByRole('region', { name: 'Character refresh' });
    const button = await within(panel).findByRole('button', { name: 'Refresh my character now' });
    await userEvent.setup().click(button);
    expect(await within(panel).findByText(/^Queued at .+: your character is read first/)).toBeVisible();
    expect(
      await within(panel).findByText(/^Done at .+: your character is up to date\.$/, undefined, { timeout: 8_000 }),
    ).toBeVisible();
  });

  it('offers no refresh on the own profile of a player on no team', async () => {
    logInAs(1);
    stubFetch(api({ 'GET /api/users/self': { body: user({ id: 1 }) } }));
    renderApp('/profile/1/7/new');
    await screen.findByRole('article', { name: 'Hero7' });
    expect(screen.queryByRole('region', { name: 'Character refresh' })).not.toBeInTheDocument();
  });

  it('shows an empty state when the player has no characters', async () => {
    stubFetch(api({ 'GET /api/users/1/characters': { body: [] } }));
    renderApp('/profile/1');
    expect(await screen.findByText('No characters yet')).toBeInTheDocument();
  });
});

const SIGNUP = demoSignup({
  user: { id: 1, display_name: 'Ashvale', account_name: null, discord_name: null },
  timestamp: '2026-04-20T10:00:00Z',
  team_id: 1,
});

describe('/played', () => {
  it('asks a signed-up player for their /played and sends days × 24 + hours', async () => {
    logInAs(1);
    let sent: unknown;
    stubFetch(
      api({
        'GET /api/events/current': { body: ended() },
        'GET /api/users/self': { body: user({ id: 1 }) },
        'GET /api/events/current/signups/self': { body: SIGNUP },
        'PUT /api/events/current/signups/self/actual-playtime': async (request: Request) => {
          sent = await request.json();
          return { body: { ...SIGNUP, actual_playtime: 52 } };
        },
      }),
    );
    const ui = userEvent.setup();
    renderApp('/played');
    expect(await screen.findByText('The event is over. Hope you had fun!')).toBeInTheDocument();
    expect(await screen.findByText(/planning to play for 6 hours per day/)).toBeInTheDocument();
    await ui.clear(screen.getByRole('spinbutton', { name: 'Days' }));
    await ui.type(screen.getByRole('spinbutton', { name: 'Days' }), '2');
    await ui.clear(screen.getByRole('spinbutton', { name: 'Hours' }));
    await ui.type(screen.getByRole('spinbutton', { name: 'Hours' }), '4');
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(sent).toEqual({ actual_playtime: 52 });
    // Time played per event from character history: three distinct hours for the newest character.
    const table = screen.getByRole('table', { name: 'Time played per event' });
    await waitFor(() => expect(within(table).getByRole('row', { name: /Sandbox Sprint/ })).toHaveTextContent('3 h'));
  });

  it('does not ask "how was it" while the event runs: it says until when, and when to come back', async () => {
    logInAs(1);
    const event = running();
    stubFetch(
      api({
        'GET /api/events/current': { body: event },
        'GET /api/users/self': { body: user({ id: 1 }) },
        'GET /api/events/current/signups/self': { body: SIGNUP },
      }),
    );
    renderApp('/played');
    const greeting = await screen.findByText(/The event is still running until/);
    expect(greeting).toHaveTextContent(/Come back from .+ \(its last day\) to tell us your \/played\./);
    expect(within(greeting).getAllByRole('time')[0]).toHaveAttribute('datetime', event.event_end_time);
    expect(screen.queryByText(/Hope you had fun/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('asks in the last day, saying when the event ends', async () => {
    logInAs(1);
    stubFetch(
      api({
        'GET /api/events/current': { body: lastDay() },
        'GET /api/users/self': { body: user({ id: 1 }) },
        'GET /api/events/current/signups/self': { body: SIGNUP },
      }),
    );
    renderApp('/played');
    expect(await screen.findByText(/The event ends on/)).toHaveTextContent(
      /Tell us your \/played now, or after the end: you can change it later\./,
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('asks visitors to log in', async () => {
    stubFetch(api());
    renderApp('/played');
    expect(await screen.findByText('Log in to see your time played')).toBeInTheDocument();
  });
});
