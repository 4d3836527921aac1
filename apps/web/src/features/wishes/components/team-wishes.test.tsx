import type { TeamWishes, Wish } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoEvent, renderApp, sentRequests, signedIn, stubFetch, user, type Routes } from '~/testing';

const WISHES = '/api/events/current/teams/2/wishes';

function wish(overrides: Partial<Wish>): Wish {
  return {
    id: 1,
    team_id: 2,
    item: 'Awakened Multistrike Support',
    quantity: 1,
    note: null,
    priority: false,
    status: 'open',
    asked_by_id: 31,
    asked_by_name: 'Quenby',
    created_at: '2026-05-02T18:30:00.000Z',
    fulfilled: null,
    ...overrides,
  };
}

const LISTS: TeamWishes = {
  open: [
    wish({ id: 1, note: 'For the totem build', priority: true }),
    wish({ id: 2, item: 'Orb of Fusing', quantity: 40, asked_by_id: 32, asked_by_name: 'Orrin' }),
  ],
  fulfilled: [
    wish({
      id: 3,
      item: 'Divine Orb',
      quantity: 2,
      status: 'fulfilled',
      fulfilled: { by: 'guild_stash', user_id: null, user_name: null, stash: 'Bank', at: '2026-05-02T19:00:00.000Z' },
    }),
    wish({
      id: 4,
      item: 'Mirror of Kalandra',
      status: 'fulfilled',
      asked_by_id: 32,
      asked_by_name: 'Orrin',
      fulfilled: {
        by: 'stash_stream',
        user_id: 33,
        user_name: 'Talwyn',
        stash: 'Crafting',
        at: '2026-05-02T19:05:00.000Z',
      },
    }),
  ],
};

/** User `userId` on team 2 of the current event, reading LISTS. */
function asTeammate(userId: number, lead: boolean, routes: Routes = {}): Routes {
  return {
    ...signedIn(userId, { status: { team_id: 2, is_team_lead: lead } }),
    'GET /api/events/current': { body: demoEvent() },
    [`GET ${WISHES}`]: { body: LISTS },
    ...routes,
  };
}

const card = async (name: string) => (await screen.findByText(name, { selector: 'span' })).closest('li') as HTMLElement;

describe('/team/wishes', () => {
  it('shows open and fulfilled wishes with who or what fulfilled them, and curation only on the own wish', async () => {
    stubFetch(asTeammate(31, false));
    renderApp('/team/wishes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team wishes' })).toBeInTheDocument();
    const open = await screen.findByRole('region', { name: 'Open wishes (2)' });
    expect(
      within(open)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Awakened Multistrike SupportPriorityFor: For the totem buildAsked by Quenby/),
      expect.stringMatching(/^40 × Orb of FusingAsked by Orrin/),
    ]);
    const fulfilled = screen.getByRole('region', { name: 'Fulfilled' });
    expect(within(fulfilled).getByText(/Found in the guild stash \(Bank\)/)).toBeInTheDocument();
    expect(within(fulfilled).getByText(/Seen in Talwyn’s stash \(Crafting\)/)).toBeInTheDocument();

    const own = await card('Awakened Multistrike Support');
    expect(
      within(own)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark fulfilled', 'Edit', 'Delete']);
    expect(
      within(await card('40 × Orb of Fusing'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark fulfilled']);
    expect(screen.queryByRole('button', { name: /priority/ })).not.toBeInTheDocument();
  });

  it('checks a new wish before sending it, and sends an empty note as absent', async () => {
    const fetchMock = stubFetch(
      asTeammate(31, false, {
        [`POST ${WISHES}`]: { status: 201, body: wish({ id: 9, item: 'Exalted Orb', quantity: 3 }) },
      }),
    );
    const ui = userEvent.setup();
    renderApp('/team/wishes');
    const item = await screen.findByRole('textbox', { name: /Item name or base type/ });
    await ui.click(screen.getByRole('button', { name: 'Add wish' }));
    expect(item).toHaveFocus();
    expect(item).toHaveAccessibleDescription(/Enter the item’s name or base type\./);

    await ui.type(item, '  Exalted Orb ');
    const quantity = screen.getByRole('spinbutton', { name: /How many/ });
    await ui.clear(quantity);
    await ui.type(quantity, '0');
    await ui.click(screen.getByRole('button', { name: 'Add wish' }));
    expect(quantity).toHaveFocus();
    expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 5000.');

    await ui.clear(quantity);
    await ui.type(quantity, '3');
    await ui.click(screen.getByRole('button', { name: 'Add wish' }));
    expect(await screen.findByText('Your team now sees your wish for 3 × Exalted Orb.')).toBeInTheDocument();
    expect(
      sentRequests(fetchMock, WISHES)
        .filter((r) => r.method === 'POST')
        .map((r) => r.body),
    ).toEqual([{ item: 'Exalted Orb', quantity: 3 }]);
    expect(item).toHaveValue('');
  });

  it('lets any teammate mark a wish fulfilled and reopen one', async () => {
    const fetchMock = stubFetch(
      asTeammate(31, false, {
        [`PUT ${WISHES}/2/status`]: { body: wish({ id: 2, status: 'fulfilled' }) },
        [`PUT ${WISHES}/3/status`]: { body: wish({ id: 3 }) },
      }),
    );
    const ui = userEvent.setup();
    renderApp('/team/wishes');
    await ui.click(await screen.findByRole('button', { name: 'Mark fulfilled 40 × Orb of Fusing' }));
    expect(await screen.findByText('40 × Orb of Fusing is marked fulfilled.')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Reopen 2 × Divine Orb' }));
    expect(await screen.findByText('2 × Divine Orb is open again.')).toBeInTheDocument();
    expect(
      sentRequests(fetchMock)
        .filter((r) => r.method === 'PUT')
        .map((r) => [r.url.pathname, r.body]),
    ).toEqual([
      [`${WISHES}/2/status`, { status: 'fulfilled' }],
      [`${WISHES}/3/status`, { status: 'open' }],
    ]);
  });

  it('gives a lead priority, edit and delete on every wish', async () => {
    const fetchMock = stubFetch(
      asTeammate(33, true, {
        [`PATCH ${WISHES}/2`]: (request) =>
          request
            .clone()
            .json()
            .then((body: Partial<Wish>) => ({ body: wish({ id: 2, item: 'Orb of Fusing', quantity: 40, ...body }) })),
        [`DELETE ${WISHES}/2`]: { status: 204 },
      }),
    );
    const ui = userEvent.setup();
    renderApp('/team/wishes');
    await ui.click(await screen.findByRole('button', { name: 'Make priority 40 × Orb of Fusing' }));
    expect(await screen.findByText('40 × Orb of Fusing is a priority now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove priority Awakened Multistrike Support' })).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Edit 40 × Orb of Fusing' }));
    const note = screen.getByRole('textbox', { name: 'What for (optional) of the wish for 40 × Orb of Fusing' });
    await ui.type(note, 'Six-link the bow');
    await ui.click(screen.getByRole('button', { name: 'Save the wish for 40 × Orb of Fusing' }));
    expect(await screen.findByText('The wish for 40 × Orb of Fusing is saved.')).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Delete 40 × Orb of Fusing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this wish?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Delete wish' }));
    expect(await screen.findByText('The wish for 40 × Orb of Fusing is deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(sentRequests(fetchMock, `${WISHES}/2`).map((r) => [r.method, r.body])).toEqual([
        ['PATCH', { priority: true }],
        ['PATCH', { item: 'Orb of Fusing', quantity: 40, note: 'Six-link the bow' }],
        ['DELETE', undefined],
      ]),
    );
  });

  it('is reached from the account menu by a player on a team', async () => {
    stubFetch(asTeammate(31, false, { 'GET /api/users/self': { body: user({ id: 31, display_name: 'Quenby' }) } }));
    const ui = userEvent.setup();
    renderApp('/rules');
    await ui.click(await screen.findByRole('button', { name: /Account menu for Quenby/ }));
    await ui.click(await screen.findByRole('link', { name: 'Team wishes' }));
    expect(await screen.findByRole('region', { name: 'Open wishes (2)' })).toBeInTheDocument();
  });

  it('tells a player without a team that there is nothing to wish for yet, and keeps the menu link away', async () => {
    stubFetch({ ...signedIn(40), 'GET /api/events/current': { body: demoEvent() } });
    const ui = userEvent.setup();
    renderApp('/team/wishes');
    expect(await screen.findByText('You have not been assigned to a team yet.')).toBeInTheDocument();
    await ui.click(await screen.findByRole('button', { name: /Account menu for/ }));
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Team wishes' })).not.toBeInTheDocument();
  });
});
