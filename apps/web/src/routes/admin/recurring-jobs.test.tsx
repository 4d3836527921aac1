import { JOB_PAUSES, type JobPause } from '@app/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventStatus, logInAs, renderApp, sentRequests, stubFetch, user } from '~/testing';

const pause = (name: keyof typeof JOB_PAUSES, pauseMs?: number): JobPause => ({
  name,
  pause_ms: pauseMs ?? JOB_PAUSES[name].defaultMs,
  default_ms: JOB_PAUSES[name].defaultMs,
  min_ms: JOB_PAUSES[name].minMs,
  max_ms: JOB_PAUSES[name].maxMs,
  what: JOB_PAUSES[name].what,
});

function open() {
  logInAs(1, ['admin']);
  const fetchMock = stubFetch({
    'GET /api/health': { body: { status: 'ok', database: 'ok', version: 'test' } },
    'GET /api/users/self': { body: user({ id: 1, permissions: ['admin'] }) },
    'GET /api/events/current/status': { body: eventStatus() },
    'GET /api/events': { body: [] },
    'GET /api/jobs': { body: [] },
    'GET /api/jobs/pauses': {
      body: [pause('FetchCharacterData', 90_000), pause('FetchGuildStashes'), pause('BuildRecalculation', 600_000)],
    },
    'PUT /api/jobs/pauses/FetchCharacterData': { body: pause('FetchCharacterData', 30_000) },
  });
  renderApp('/admin/recurring-jobs');
  return { fetchMock, ui: userEvent.setup() };
}

describe('job pauses on the recurring jobs page', () => {
  it('shows each pause with its default, refuses one outside the bounds, and saves one within them', async () => {
    const { fetchMock, ui } = open();
    const section = await screen.findByRole('region', { name: 'Pauses' });
    const characters = await within(section).findByRole('heading', { name: 'Fetch character data' });
    const form = characters.closest('form') as HTMLFormElement;
    expect(form).toHaveTextContent('Now 1 min 30 s; the default is 1 min.');
    expect(within(section).getAllByRole('listitem')[1]).toHaveTextContent('Now 2 min (the default).');
    const builds = within(section).getByRole('heading', { name: 'Path of Building recalculation' }).closest('form');
    expect(builds).toHaveTextContent(
      "Path of Building recalculation: the least wait before a character's changed gear is calculated again. Now 10 min; the default is 3 min.",
    );

    const seconds = within(form).getByLabelText('Pause of Fetch character data, in seconds');
    await ui.clear(seconds);
    await ui.type(seconds, '5');
    await ui.click(within(form).getByRole('button', { name: 'Save pause' }));
    expect(within(form).getByText('A pause of 15 s to 1 h.')).toBeVisible();
    expect(sentRequests(fetchMock, '/api/jobs/pauses/FetchCharacterData')).toEqual([]);

    await ui.clear(seconds);
    await ui.type(seconds, '30');
    await ui.click(within(form).getByRole('button', { name: 'Save pause' }));
    expect(await within(form).findByText('Fetch character data now pauses 30 s.')).toBeVisible();
    expect(sentRequests(fetchMock, '/api/jobs/pauses/FetchCharacterData').map((request) => request.body)).toEqual([
      { pause_ms: 30_000 },
    ]);
  });
});
