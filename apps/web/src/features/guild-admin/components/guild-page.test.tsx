import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoEvent, renderApp, sentRequests, stubFetch } from '~/testing';
import { teamLeadRoutes } from '../guild.fixture';

describe('/admin/guild', () => {
  it('tells a lead where the guild number is, and takes it from a pasted profile address', async () => {
    const event = demoEvent();
    const fetchMock = stubFetch({
      ...teamLeadRoutes(event),
      'GET /api/events/7/teams': { body: event.teams },
      'GET /api/7/guilds': { body: [] },
      'PUT /api/7/guilds/123456': { body: { id: 123456, team_id: 2, name: 'Frost Hall', tag: 'FRH' } },
    });
    renderApp('/admin/guild');
    const number = await screen.findByRole('textbox', { name: 'Guild number' });
    expect(number).toHaveAccessibleDescription(
      'On the Path of Exile website, open your guild’s profile page: the number at the end of its address is the guild’s number (pathofexile.com/guild/profile/number). Pasting the whole address works too.',
    );

    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Save guild' }));
    expect(number).toHaveFocus();
    expect(number).toHaveAccessibleDescription(
      /Enter the guild’s number: the digits at the end of its profile page’s address on pathofexile\.com\.$/,
    );

    await ui.click(number);
    await ui.paste('https://www.pathofexile.com/guild/profile/123456');
    await ui.type(screen.getByRole('textbox', { name: 'Guild name' }), 'Frost Hall');
    await ui.click(screen.getByRole('button', { name: 'Save guild' }));
    expect(await screen.findByText('Frost Hall is registered for Frost Wardens.')).toBeInTheDocument();
    expect(sentRequests(fetchMock, '/api/7/guilds/123456')[0]?.body).toEqual({ name: 'Frost Hall', tag: '' });
  });
});
