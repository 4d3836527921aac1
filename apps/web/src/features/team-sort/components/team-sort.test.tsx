import type { Signup, TeamSortSuggestion } from '@app/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoEvent, demoSignup, eventStatus, logInAs, renderApp, stubFetch, user } from '~/testing';

const event = demoEvent({ max_group_size: 4 });
const ember = event.teams[0]!;
const frost = event.teams[1]!;

function signup(id: number, name: string, overrides: Partial<Signup> = {}): Signup {
  return demoSignup({
    user: { id, display_name: name, account_name: `${name}#${4000 + id}`, discord_name: null },
    status: 'applied',
    ...overrides,
  });
}

// Pell, Quin and Rhea signed up as a group; Sage and Tova named each other; Ugo plays alone.
const SIGNUPS = [
  signup(41, 'Pell', { group_id: 9, team_id: ember.id }),
  signup(42, 'Quin', { group_id: 9 }),
  signup(43, 'Rhea', { group_id: 9 }),
  signup(44, 'Sage', { partner_id: 45, team_id: ember.id }),
  signup(45, 'Tova', { partner_id: 44, team_id: frost.id }),
  signup(46, 'Ugo'),
];

const SUGGESTION: TeamSortSuggestion = {
  seed: 17,
  moves: [
    { user_id: 42, team_id: ember.id },
    { user_id: 43, team_id: ember.id },
    { user_id: 46, team_id: frost.id },
  ],
  compromises: [],
  team_size: 3,
  split_groups: [{ user_ids: [44, 45], reason: 'placed_apart', team_ids: [ember.id, frost.id] }],
  before: [],
  after: [],
};

describe('team sort page', () => {
  it('shows the groups, where the draft puts them, and the groups the suggestion could not keep together', async () => {
    logInAs(1, ['admin']);
    stubFetch({
      'GET /api/users/self': { body: user({ permissions: ['admin'] }) },
      'GET /api/events/current/status': { body: eventStatus() },
      'GET /api/events': { body: [event] },
      [`GET /api/events/${event.id}/signups`]: { body: SIGNUPS },
      [`GET /api/events/${event.id}/teams`]: { body: event.teams },
      [`POST /api/events/${event.id}/team-sort/suggestion`]: { body: SUGGESTION },
    });
    renderApp('/admin/team-sort');
    const groups = await screen.findByRole('region', { name: 'Groups' });
    const items = () =>
      within(groups)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items()).toEqual([
      'Group of 3: Pell, Quin and RheaPartly placed: Ember Tide: Pell; no team yet: Quin and Rhea',
      'Partners: Sage and TovaNot togetherSplit: Ember Tide: Sage; Frost Wardens: Tova',
    ]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Suggest teams' }));
    const note = await screen.findByRole('note', { name: 'Groups not kept together' });
    expect(note).toHaveTextContent(
      'One group could not be kept on one team:Sage and Tova named each other as partners, but are already on different teams (Ember Tide and Frost Wardens); the sort moves nobody who is placed, so move them by hand to keep them together.',
    );
    expect(items()[0]).toBe('Group of 3: Pell, Quin and RheaAll on Ember Tide');
  });
});
