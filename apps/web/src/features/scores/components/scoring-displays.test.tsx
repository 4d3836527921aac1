import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { DEFAULT_PREFERENCES, preferencesStore } from '~/lib/preferences';
import { parseHex, readableTextColor, THEME_SURFACES } from '~/lib/theme-colors';
import { renderApp, stubFetch, signedIn } from '~/testing';
import {
  demoTree,
  fourTeamEvent,
  installFakeSocket,
  ladderEntry,
  latestScore,
  node,
  preset,
  scoresApi,
} from '~/lib/scoreboard/scores.fixture';

beforeEach(installFakeSocket);

describe('collections and dailies', () => {
  it('explains the red * of a note in a legend, and names the * by the note itself', async () => {
    const tree = demoTree();
    const collection = tree.children.find((child) => child.name === 'Collections')!.children[0]!;
    collection.extra = 'Same public tab';
    stubFetch(scoresApi({ 'GET /api/events/current/objectives': { body: tree } }));
    renderApp('/scores/collections');
    const card = (await screen.findByRole('heading', { name: 'Collect 500 Chaos Orb' })).closest('li') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Note: Same public tab' })).toHaveTextContent('*');
    expect(screen.getByRole('list', { name: 'What the icons mean' })).toHaveTextContent(
      'A note from the organisers: select the * to read it',
    );
  });

  it('shows no legend when no collection has a note', async () => {
    stubFetch(scoresApi());
    renderApp('/scores/collections');
    await screen.findByRole('heading', { name: 'Collect 500 Chaos Orb' });
    expect(screen.queryByRole('list', { name: 'What the icons mean' })).not.toBeInTheDocument();
  });

  it("titles collections 'Collect {required} {name}' and names each team's place and points", async () => {
    stubFetch(
      scoresApi({
        'GET /api/events/current/scores/latest': {
          body: [
            latestScore(501, 3, { points: 10, rank: 1, finished: true, number: 500 }),
            latestScore(501, 1, { number: 120 }),
          ],
        },
      }),
    );
    renderApp('/scores/collections');
    const card = (await screen.findByRole('heading', { name: 'Collect 500 Chaos Orb' })).closest('li') as HTMLElement;
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'First: 10 of 10 points' })).toBeInTheDocument(),
    );
    expect(within(card).getAllByRole('button', { name: 'Not Finished: 0 of 10 points' })).toHaveLength(3);
    expect(within(card).getByRole('progressbar', { name: 'Ember Tide: 120 of 500' })).toHaveAttribute('value', '120');
    // A team that counts something but has 0 points is told why.
    expect(
      within(card).getByRole('button', { name: '0 points: Not finished yet: 380 more items.' }),
    ).toBeInTheDocument();
    // Sorted by place, then points, then progress.
    const results = within(card).getByRole('list', { name: 'Chaos Orb: results by team' });
    const teams = within(results)
      .getAllByRole('listitem')
      .map((line) => line.firstElementChild?.textContent);
    expect(teams.slice(0, 2)).toEqual(['Verdant Pact', 'Ember Tide']);
  });

  it('shows closed, open (race) and unreleased dailies with countdowns that never flood screen readers', async () => {
    const now = Date.now();
    const tree = demoTree(now);
    const dailies = tree.children.find((child) => child.name === 'Dailies');
    dailies?.children.push(
      node(604, '', {
        valid_from: new Date(now + 200 * 86_400_000).toISOString(),
        scoring_preset: preset('PRESENCE', [5]),
      }),
    );
    stubFetch(scoresApi({ 'GET /api/events/current/objectives': { body: tree } }));
    renderApp('/scores/dailies');
    const closed = (await screen.findByRole('heading', { name: 'Divine Orb' })).closest('li') as HTMLElement;
    expect(closed).toHaveTextContent('Daily no longer available');
    const race = screen.getByRole('heading', { name: 'Race: 3 × Exalted Orb' }).closest('li') as HTMLElement;
    expect(race).toHaveTextContent('Open race');
    const timer = within(race).getByRole('timer', { name: /^Exalted Orb is available for: 21 hours, 59 minutes/ });
    expect(timer).not.toHaveAttribute('aria-live');
    const upcoming = screen.getAllByRole('heading', { name: 'Daily not yet available' });
    expect(upcoming).toHaveLength(2);
    // Days are capped at 99 in the countdown (docs/domain.md §2).
    expect(screen.getByRole('timer', { name: /^This daily will be available in: 99 days/ })).toBeInTheDocument();
  });
});

describe('personal objective checkpoints', () => {
  it('shows a checkpoint still to come with its time, not places every team shares at zero', async () => {
    const now = Date.now();
    const tree = demoTree(now);
    const personal = tree.children[0]!;
    const later = new Date(now + 5 * 3_600_000).toISOString();
    personal.children.push(
      node(103, 'Checkpoint 2', {
        objective_type: 'TEAM',
        aggregation: 'MAXIMUM',
        number_field: 'PLAYER_SCORE',
        valid_to: later,
        scoring_preset: preset('RANKED_VALUE', [12, 8, 4]),
      }),
    );
    // The server ranks every team first on a checkpoint nobody has scored on yet.
    const scores = [1, 2, 3, 4].flatMap((team) => [
      latestScore(102, team, { points: team === 2 ? 12 : 4, rank: team === 2 ? 1 : 3, finished: true }),
      latestScore(103, team, { points: 0, rank: 1 }),
    ]);
    stubFetch(
      scoresApi({
        'GET /api/events/current/objectives': { body: tree },
        'GET /api/events/current/scores/latest': { body: scores },
      }),
    );
    renderApp('/scores/ladder');
    const frost = await screen.findByRole('list', { name: 'Frost Wardens checkpoints' });
    const badges = within(frost).getAllByRole('listitem');
    expect(badges[0]).toHaveTextContent(/^Checkpoint 1: 11st place \(\+12\)$/); // the first 1 is the medal's digit
    // In the user's time zone, as every time on the site.
    const at = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
      Date.parse(later),
    );
    expect(badges[1]).toHaveTextContent(`Checkpoint 2: upcoming at ${at}`);
    expect(badges[1]).not.toHaveTextContent('place');
  });
});

describe('character ladder', () => {
  const strong = ladderEntry(1, { character_name: 'AshTank', stats: { ...ladderEntry(1).stats!, ehp: 2_147_483_647 } });
  const weak = ladderEntry(2, {
    character_name: 'Brimling',
    level: 85,
    character: { ...ladderEntry(2).character!, level: 85, ascendancy_points: 6, atlas_node_count: 10, pantheon: false },
  });

  it('shows EHP 2147483647 as inf and the P.O. columns with the docs/domain.md §9 formulas', async () => {
    onTestFinished(() => preferencesStore.update(() => DEFAULT_PREFERENCES));
    stubFetch(scoresApi({ 'GET /api/events/current/ladder': { body: [strong, weak] } }));
    const ui = userEvent.setup();
    renderApp('/scores/ladder');
    const table = await screen.findByRole('table', { name: 'Character ladder' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(row('AshTank')).toHaveTextContent('inf');
    expect(row('Brimling')).toHaveTextContent('45,000');
    expect(within(table).queryByRole('columnheader', { name: /P.O. Finished/ })).not.toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'P.O. columns' }));
    expect(screen.getByRole('button', { name: 'P.O. columns' })).toHaveAttribute('aria-pressed', 'true');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers.slice(-4)).toEqual(['P.O. Finished', 'Pantheon', 'Uber Lab', 'Atlas Points']);
    const cells = (name: string) =>
      within(row(name))
        .getAllByRole('cell')
        .slice(-4)
        .map((cell) => cell.textContent);
    // Level 90 + 40 atlas + 8 ascendancy points: finished; 6 ascendancy points is not Uber Lab (needs more than 6).
    expect(cells('AshTank')).toEqual(['✓Yes', '✓Yes', '✓Yes', '40']);
    expect(cells('Brimling')).toEqual(['✗No', '✗No', '✗No', '10']);
    expect(preferencesStore.get().ladder.showPoPoints).toBe(true);

    // A character's P.O. points open the evidence of the team total they count towards.
    await ui.click(within(row('AshTank')).getByRole('button', { name: /^Why AshTank’s \d+ P.O. points count for / }));
    expect(await screen.findByRole('dialog', { name: /: Personal Objective Total$/ })).toBeInTheDocument();
  });

  it('offers no P.O. columns on a poe2 event (no labyrinth, pantheon or atlas), whatever the preference says', async () => {
    preferencesStore.update((current) => ({ ...current, ladder: { showPoPoints: true } }));
    onTestFinished(() => preferencesStore.update(() => DEFAULT_PREFERENCES));
    stubFetch(
      scoresApi({
        'GET /api/events/current': { body: fourTeamEvent({ game_version: 'poe2' }) },
        'GET /api/events/current/ladder': { body: [strong, weak] },
      }),
    );
    renderApp('/scores/ladder');
    const table = await screen.findByRole('table', { name: 'Character ladder' });
    expect(within(table).getByRole('row', { name: /AshTank/ })).toHaveTextContent('inf');
    expect(screen.queryByRole('button', { name: 'P.O. columns' })).not.toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).not.toEqual(expect.arrayContaining([expect.stringMatching(/Pantheon|Uber Lab|Atlas|P\.O\./)]));
  });

  it("writes the team and ascendancy of the viewer's own rows in colours readable on the highlight", async () => {
    stubFetch(
      scoresApi({
        ...signedIn(1, { status: { team_id: 1 } }),
        'GET /api/events/current/ladder': { body: [ladderEntry(1), ladderEntry(2)] },
      }),
    );
    renderApp('/scores/ladder');
    const table = await screen.findByRole('table', { name: 'Character ladder' });
    const colourOf = (row: string, text: string) =>
      within(within(table).getByRole('row', { name: new RegExp(row) })).getByText(text).style.color;
    // The browser reads a style colour back as rgb().
    const rgb = (hex: string) => `rgb(${(parseHex(hex) ?? []).join(', ')})`;
    const onHighlight = (color: string) => rgb(readableTextColor(color, THEME_SURFACES.dark.highlight));
    const onCard = (color: string) => rgb(readableTextColor(color, THEME_SURFACES.dark.card));
    expect(colourOf('Char1', 'Ember Tide')).toBe(onHighlight('#e4572e'));
    expect(colourOf('Char2', 'Frost Wardens')).toBe(onCard('#3a86ff'));
    expect(colourOf('Char1', 'Juggernaut')).toBe(onHighlight('#c0392b'));
    expect(colourOf('Char2', 'Juggernaut')).toBe(onCard('#c0392b'));
  });

  it("lists the event's players with their team by default, the whole league on request, kept in the address", async () => {
    // Real-shaped: a league ladder where strangers (no user, no team) hold the top ranks.
    const stranger = (rank: number) =>
      ladderEntry(rank, {
        character_name: `Stranger${rank}`,
        user_id: null,
        team_id: null,
        character: null,
        stats: null,
      });
    const player = ladderEntry(3, { character_name: 'AshTank', team_id: 2 });
    stubFetch(
      scoresApi({ 'GET /api/events/current/ladder': { body: [stranger(1), stranger(2), player, stranger(4)] } }),
    );
    const ui = userEvent.setup();
    const { router } = renderApp('/scores/ladder');
    const table = await screen.findByRole('table', { name: 'Character ladder' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(names()).toEqual(['AshTankAccount#1003']);
    const row = within(table).getByRole('row', { name: /AshTank/ });
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('3');
    expect(row).toHaveTextContent('Frost Wardens');
    expect(screen.getByText('1 event player (4 on the league ladder)')).toBeInTheDocument();

    const toggle = screen.getByRole('checkbox', { name: 'Whole league ladder' });
    expect(toggle).not.toBeChecked();
    await ui.click(toggle);
    await waitFor(() => expect(names()).toHaveLength(4));
    expect(names()[0]).toBe('Stranger1Account#1001');
    expect(screen.getByText('4 characters')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ ladder: 'league' });

    await ui.click(screen.getByRole('checkbox', { name: 'Whole league ladder' }));
    await waitFor(() => expect(names()).toHaveLength(1));
    expect(router.state.location.search).toEqual({});
  });

  it('opens on the whole league ladder from its address, and says when no event player is on it yet', async () => {
    const stranger = ladderEntry(1, { character_name: 'Stranger1', user_id: null, team_id: null, character: null });
    stubFetch(scoresApi({ 'GET /api/events/current/ladder': { body: [stranger] } }));
    const ui = userEvent.setup();
    renderApp('/scores/ladder?ladder=league');
    const table = await screen.findByRole('table', { name: 'Character ladder' });
    expect(within(table).getByRole('row', { name: /Stranger1/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Whole league ladder' })).toBeChecked();
    await ui.click(screen.getByRole('checkbox', { name: 'Whole league ladder' }));
    expect(await screen.findByText('No event player on the ladder yet')).toBeInTheDocument();
  });

  it('renders only the rows in view of a 10,000-row ladder', async () => {
    const entries = Array.from({ length: 10_000 }, (_, index) => ladderEntry(index + 1));
    stubFetch(scoresApi({ 'GET /api/events/current/ladder': { body: entries } }));
    renderApp('/scores/ladder');
    const table = await screen.findByRole('table', { name: 'Character ladder' }, { timeout: 5000 });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = within(table).getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    expect(screen.getByText('10000 event players (10000 on the league ladder)')).toBeInTheDocument();
  });

  it('filters by team and search text', async () => {
    stubFetch(
      scoresApi({
        'GET /api/events/current/ladder': { body: [strong, weak, ladderEntry(3, { character_name: 'Cinder' })] },
      }),
    );
    const ui = userEvent.setup();
    renderApp('/scores/ladder');
    const table = await screen.findByRole('table', { name: 'Character ladder' });
    await ui.type(screen.getByRole('searchbox', { name: 'Search' }), 'brim');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('1 of 3 event players (3 on the league ladder)')).toBeInTheDocument();
    await ui.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Verdant Pact');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('row', { name: /Cinder/ })).toBeInTheDocument();
  });
});

describe('for you', () => {
  it("says 'You have not been assigned to a team yet.' without a team", async () => {
    stubFetch(scoresApi());
    renderApp('/scores/for-you');
    expect(await screen.findByText('You have not been assigned to a team yet.')).toBeInTheDocument();
  });

  it('shows personal objectives, the team lead message, urgent picks and what remains', async () => {
    stubFetch(
      scoresApi({
        ...signedIn(1, { status: { team_id: 1 } }),
        'GET /api/events/current/ladder': {
          body: [
            ladderEntry(1, {
              level: 85,
              character: { ...ladderEntry(1).character!, ascendancy_points: 6, atlas_node_count: 12 },
            }),
          ],
        },
        'GET /api/events/current/suggestions': {
          body: [
            { objective_id: 1, extra: 'Push delve tonight!\nThen maps.' },
            { objective_id: 303, extra: 'Almost there' },
          ],
        },
        'GET /api/events/current/scores/latest': {
          body: [latestScore(211, 1, { finished: true }), latestScore(301, 2, { finished: true, rank: 1, points: 20 })],
        },
      }),
    );
    renderApp('/scores/for-you');
    const po = await screen.findByRole('region', { name: 'Personal Objectives' });
    await waitFor(() => expect(po).toHaveTextContent('Counting your character Char1 (level 85).'));
    // Lvl 40/60/80 and Cruel/Merc Lab reached: 5 of 9.
    expect(within(po).getByText('5 / 9 points')).toBeInTheDocument();
    expect(
      within(po)
        .getByText(/Uber Lab/)
        .closest('li'),
    ).toHaveTextContent('not reached yet');
    const message = await screen.findByRole('region', { name: 'Your team leads have left a message for you:' });
    expect(message).toHaveTextContent('Push delve tonight! Then maps.');
    const urgent = screen.getByRole('region', { name: /urgent for you to do/ });
    expect(within(urgent).getByText('Level 90')).toBeInTheDocument();
    expect(within(urgent).getByRole('button', { name: 'Note from your team leads: Almost there' })).toBeInTheDocument();
    const remaining = screen.getByRole('region', { name: 'Everything else your team can still score' });
    expect(within(remaining).getByText('Abyss')).toBeInTheDocument();
    // Team 2 took the race's first place: the 2nd place's 15 points are what is left to win.
    const race = within(remaining).getByText('Kill the Eater deathless').closest('li') as HTMLElement;
    expect(race).toHaveTextContent('up to 15 more points');
    expect(within(race).getByRole('button', { name: 'Submit Bounty: Kill the Eater deathless' })).toBeInTheDocument();
    expect(within(remaining).getByText('Kill a boss blindfolded')).toBeInTheDocument();
    expect(within(remaining).queryByText('Level 90')).not.toBeInTheDocument();
  });

  it('shows the team lead message that arrived before the scores did', async () => {
    let notesSent: () => void = () => {};
    const notesAnswered = new Promise<void>((resolve) => (notesSent = resolve));
    stubFetch(
      scoresApi({
        ...signedIn(1, { status: { team_id: 1 } }),
        // The notes come once the page's other reads have settled, so nothing else draws the plan again when they land.
        'GET /api/events/current/suggestions': async () => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          notesSent();
          return { body: [{ objective_id: 1, extra: 'Meet at the hideout' }] };
        },
        // The scores wait until the notes are answered and a moment more, so the page has drawn the notes' arrival.
        'GET /api/events/current/scores/latest': async () => {
          await notesAnswered;
          await new Promise((resolve) => setTimeout(resolve, 50));
          return { body: [] };
        },
      }),
    );
    renderApp('/scores/for-you');
    const message = await screen.findByRole('region', { name: 'Your team leads have left a message for you:' });
    expect(message).toHaveTextContent('Meet at the hideout');
  });
});

describe('progress', () => {
  it('draws team points over time with a summary, and lists the score log', async () => {
    stubFetch(
      scoresApi({
        'GET /api/events/current/scores/latest': {
          body: [latestScore(301, 2, { points: 20, rank: 1, finished: true, timestamp: '2026-05-01T20:00:00Z' })],
        },
        'GET /api/events/current/scores/history': {
          body: [
            { team_id: 2, timestamp: '2026-05-01T19:00:00Z', total: 15 },
            { team_id: 2, timestamp: '2026-05-01T20:00:00Z', total: 35 },
            { team_id: 1, timestamp: '2026-05-01T19:30:00Z', total: 15 },
          ],
        },
      }),
    );
    renderApp('/scores/progress');
    const chart = await screen.findByRole('img', { name: /Team points over time/ });
    expect(chart).toHaveAccessibleName(
      /Frost Wardens leads with 35 points. Then Ember Tide 15, Verdant Pact 0, Gilded Shade 0./,
    );
    expect(chart.querySelectorAll('path')).toHaveLength(4);
    const log = screen.getByRole('table', { name: 'Points scored, newest first' });
    expect(within(log).getByRole('row', { name: /Kill the Eater deathless/ })).toHaveTextContent('1st place');
  });
});
