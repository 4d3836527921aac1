import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fourTeamEvent } from '~/lib/scoreboard/scores.fixture';
import { demoEvent, eventStatus, logInAs, renderApp, stubFetch, user } from '~/testing';

function open(permissions: string[]) {
  logInAs(1, permissions);
  stubFetch({
    'GET /api/health': { body: { status: 'ok', database: 'ok', version: 'test' } },
    'GET /api/users/self': { body: user({ id: 1, permissions: permissions as never }) },
    'GET /api/events/current/status': { body: eventStatus() },
    'GET /api/events': {
      body: [fourTeamEvent(), demoEvent({ id: 8, name: 'Winter Cup (PL8888)', is_current: false, teams: [] })],
    },
    'GET /api/jobs': { body: [] },
  });
  const { router } = renderApp('/admin/overlay');
  return { ui: userEvent.setup(), router };
}

describe('/admin/overlay', () => {
  it('builds the overlay address from the choices, copies it and previews that very overlay', async () => {
    const { ui } = open(['manager']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Stream overlay' })).toBeInTheDocument();
    const address = screen.getByRole('textbox', { name: 'Overlay address' });
    const preview = screen.getByTitle('Overlay preview');
    expect(address).toHaveValue(`${window.location.origin}/overlay/totals`);
    expect(preview).toHaveAttribute('src', '/overlay/totals');
    expect(screen.getByRole('region', { name: 'Adding it to OBS' })).toHaveTextContent(
      'Set Width to 420 and Height to 340',
    );

    await ui.selectOptions(screen.getByLabelText('Overlay'), 'Latest scores ticker');
    await ui.selectOptions(await screen.findByLabelText('Team'), 'Frost Wardens');
    await ui.selectOptions(screen.getByLabelText('Text size'), 'Large');
    await ui.selectOptions(screen.getByLabelText('Colours'), 'Outlined light text, no panel');
    await ui.clear(screen.getByLabelText('Lines shown'));
    await ui.type(screen.getByLabelText('Lines shown'), '8');
    const path = '/overlay/ticker?team=2&size=l&theme=transparent&limit=8';
    expect(address).toHaveValue(`${window.location.origin}${path}`);
    expect(screen.getByTitle('Overlay preview')).toHaveAttribute('src', path);
    expect(screen.getByRole('region', { name: 'Adding it to OBS' })).toHaveTextContent(
      'Set Width to 1280 and Height to 440',
    );

    await ui.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${path}`);
    expect(screen.getByText('Address copied.')).toBeInTheDocument();
  });

  it('pins another event by id and drops a team that event does not have, and refuses a limit past 20', async () => {
    const { ui } = open(['admin']);
    await ui.selectOptions(await screen.findByLabelText('Overlay'), 'Race results');
    await ui.selectOptions(screen.getByLabelText('Team'), 'Ember Tide');
    await ui.selectOptions(screen.getByLabelText('Event'), 'Winter Cup (PL8888)');
    expect(screen.getByRole('textbox', { name: 'Overlay address' })).toHaveValue(
      `${window.location.origin}/overlay/races?event=8`,
    );
    expect(
      within(screen.getByLabelText('Team'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Every team']);
    await ui.clear(screen.getByLabelText('Races shown'));
    await ui.type(screen.getByLabelText('Races shown'), '50');
    expect(screen.getByText('A whole number from 1 to 20.')).toBeInTheDocument();
  });

  it('is closed to players without an organiser role', async () => {
    const { router } = open(['submission_judge']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Stream overlay' })).not.toBeInTheDocument();
  });
});
