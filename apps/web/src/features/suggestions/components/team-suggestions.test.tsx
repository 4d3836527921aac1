import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { scoresApi } from '~/lib/scoreboard/scores.fixture';
import { renderApp, sentRequests, stubFetch, signedIn } from '~/testing';

function asMember(lead: boolean, suggestions: unknown[] = []) {
  return scoresApi({
    ...signedIn(6, { status: { team_id: 2, is_team_lead: lead } }),
    'GET /api/events/current/suggestions': { body: suggestions },
    'PUT /api/events/current/suggestions/1': { body: { objective_id: 1, extra: null } },
  });
}

describe('/admin/team-suggestions', () => {
  it('tells everyone but team leads that it is for team leads', async () => {
    stubFetch(asMember(false));
    renderApp('/admin/team-suggestions');
    expect(await screen.findByText('You must be a team lead to view this')).toBeInTheDocument();
  });

  it('sends an emptied team message as absent', async () => {
    const fetchMock = stubFetch(asMember(true, [{ objective_id: 1, extra: 'Old plan' }]));
    const ui = userEvent.setup();
    renderApp('/admin/team-suggestions');
    const box = await screen.findByLabelText('Team message');
    expect(box).toHaveValue('Old plan');
    await ui.clear(box);
    await ui.click(screen.getByRole('button', { name: 'Save Team message' }));
    await waitFor(() =>
      expect(sentRequests(fetchMock, '/api/events/current/suggestions/1').map((r) => r.body)).toEqual([{}]),
    );
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
