import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoEvent, renderApp, sentRequests, stubFetch } from '~/testing';
import { teamLeadRoutes } from '../guild.fixture';

/** An export of `count` entries of the event's league, as the game's site writes it. */
const exportOf = (count: number) =>
  JSON.stringify({
    entries: Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      time: 1_764_000_000 + i,
      league: 'Sandbox Sprint (PL7777)',
      stash: 'Loot',
      item: '3× Chaos Orb',
      action: 'added',
      account: { name: 'Glacia#1222' },
    })),
    truncated: false,
  });

describe('/admin/guild/logs/$guildId', () => {
  it('uploads a long export in parts with its progress, and retries from the part that failed', async () => {
    const event = demoEvent();
    // The second part is held until the test lets it fail once.
    let failSecond: () => void = () => undefined;
    let refused = false;
    const fetchMock = stubFetch({
      ...teamLeadRoutes(event),
      'GET /api/events/7/teams': { body: event.teams },
      'GET /api/7/guilds': { body: [{ id: 501, team_id: 2, name: 'Frost Hall', tag: 'FH' }] },
      'GET /api/7/guilds/501/stash-history': { body: [] },
      'POST /api/7/guilds/501/stash-history': async (request) => {
        const { entries } = (await request.json()) as { entries: { id: string }[] };
        if (entries[0]?.id === '501' && !refused) {
          refused = true;
          await new Promise<void>((resolve) => (failSecond = resolve));
          return { status: 503, body: { error: 'The database is not answering', code: 'internal' } };
        }
        return { status: 201, body: { number_of_added_entries: entries.length } };
      },
    });
    renderApp('/admin/guild/logs/501');
    const file = new File([exportOf(1_200)], 'history.json', { type: 'application/json' });
    const ui = userEvent.setup();
    await ui.upload(
      await screen.findByLabelText('The JSON file the game’s site exports for the guild stash history'),
      file,
    );

    expect(await screen.findByText('Uploaded 500 of 1,200 entries…')).toHaveRole('status');
    expect(screen.getByRole('progressbar', { name: 'Uploaded 500 of 1,200 entries' })).toHaveValue(500);
    expect(screen.getByLabelText('The JSON file the game’s site exports for the guild stash history')).toBeDisabled();

    failSecond();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The upload stopped after 500 of 1,200 entries, which are stored: The database is not answering',
    );
    expect(screen.getByRole('progressbar', { name: 'Uploaded 500 of 1,200 entries' })).toHaveValue(500);

    await ui.click(within(alert).getByRole('button', { name: 'Retry from entry 501' }));
    expect(await screen.findByText('Added 1,200 entries.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const parts = sentRequests(fetchMock, '/api/7/guilds/501/stash-history')
      .filter((request) => request.method === 'POST')
      .map((request) => (request.body as { entries: { id: string }[] }).entries.map((entry) => Number(entry.id)));
    expect(parts.map((ids) => [ids[0], ids.at(-1)])).toEqual([
      [1, 500],
      [501, 1_000],
      [501, 1_000],
      [1_001, 1_200],
    ]);
  });
});
