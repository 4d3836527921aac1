import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from '~/testing';
import { teamLeadRoutes } from '../guild.fixture';

const tab = {
  id: 'b1b2c3d4e5',
  team_id: 2,
  parent_id: null,
  name: 'Loot',
  type: 'QuadStash',
  index: 0,
  color: '3a86ff',
  fetch_enabled: true,
  last_fetch: '2026-05-02T10:00:00.000Z',
  user_ids: [6],
};

const content = {
  tab,
  observed_at: '2026-05-02T10:00:00.000Z',
  items: [
    {
      item: { id: 'c1', name: '', typeLine: 'Chaos Orb', frameType: 5, w: 1, h: 1, x: 0, y: 0, stackSize: 15 },
      item_class: 'Stackable Currency',
      objectives: [],
    },
    {
      item: {
        id: 'g1',
        name: 'Goldrim',
        typeLine: 'Leather Cap',
        frameType: 3,
        w: 2,
        h: 2,
        x: 1,
        y: 0,
        ilvl: 80,
        explicitMods: ['+37% to all Elemental Resistances'],
      },
      item_class: 'Helmets',
      objectives: [{ id: 41, name: 'Goldrim' }],
    },
  ],
};

function asLead() {
  return stubFetch({
    ...teamLeadRoutes(),
    'GET /api/7/guild-stash/b1b2c3d4e5': { body: content },
  });
}

describe('/admin/guild/stashes/$stashId', () => {
  it('draws a lead’s tab and marks what scores when highlighting is on', async () => {
    asLead();
    const ui = userEvent.setup();
    renderApp('/admin/guild/stashes/b1b2c3d4e5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loot' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 items count for an objective.');
    const board = screen.getByRole('list', { name: 'Items in Loot' });
    expect(
      within(board)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Chaos Orb, 15 in the stack, counts for no objective', 'Goldrim Leather Cap, counts for Goldrim']);

    await ui.click(screen.getByRole('checkbox', { name: 'Highlight scoring items' }));
    // Items that do not score fade back to an empty frame that cannot be opened.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Chaos Orb/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Goldrim/ })).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: /Goldrim/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Goldrim Leather Cap' });
    expect(within(dialog).getByText('+37% to all Elemental Resistances')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Counts for' })).toBeInTheDocument();
    expect(within(dialog).getByText('Goldrim', { selector: 'li' })).toBeInTheDocument();
  });

  it('says a tab that is not the team’s does not exist, without a hint of whose it is', async () => {
    stubFetch(teamLeadRoutes());
    renderApp('/admin/guild/stashes/aa01');
    expect(await screen.findByText('No such stash tab')).toBeInTheDocument();
    expect(screen.getByText(/not one of your team’s tabs/)).toBeInTheDocument();
  });
});
