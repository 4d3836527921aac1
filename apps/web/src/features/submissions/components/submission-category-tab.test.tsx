import type { Submission } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, scoresApi } from '~/lib/scoreboard/scores.fixture';
import { eventStatus, logInAs, renderApp, sentRequests, stubFetch, user } from '~/testing';

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

const entry = (objective_id: number, team_id: number, score: Record<string, unknown>) => ({
  objective_id,
  team_id,
  score: { points: 0, user_id: null, rank: 0, timestamp: null, number: 0, finished: false, ...score },
  diff_type: 'Unchanged',
});

function submission(fields: Partial<Submission>): Submission {
  return {
    id: 1,
    objective_id: 301,
    user_id: 1,
    user_name: null,
    team_id: 1,
    proof: 'https://example.org/video',
    comment: '',
    number: 1,
    approval_status: 'PENDING',
    timestamp: '2026-05-01T20:00:00Z',
    reviewer_id: null,
    reviewer_name: null,
    review_comment: null,
    place: null,
    ...fields,
  };
}

function asTeamMember(teamId: number, userId = 1) {
  logInAs(userId);
  return {
    'GET /api/events/current/status': { body: eventStatus({ team_id: teamId }) },
    'GET /api/users/self': { body: user({ id: userId }) },
  };
}

describe('race and bounty cards', () => {
  it('show places with medals, points, and the submission state of every team in words', async () => {
    stubFetch(
      scoresApi({
        'GET /api/events/current/scores/latest': {
          body: [
            entry(301, 2, { points: 20, rank: 1, finished: true }),
            entry(302, 1, { points: 20, rank: 1, finished: true, number: 7 }),
          ],
        },
        'GET /api/events/current/submissions': {
          body: [
            submission({ id: 1, team_id: 2, user_id: 6, user_name: 'Glacia', approval_status: 'APPROVED' }),
            submission({
              id: 2,
              team_id: 1,
              user_id: 2,
              user_name: 'Brimlock',
              approval_status: 'REJECTED',
              reviewer_id: 6,
              reviewer_name: 'Glacia',
            }),
            submission({ id: 3, team_id: 1, user_id: 1, user_name: 'Ashvale', approval_status: 'PENDING' }),
            // Judged by someone in no team: the name comes with the submission.
            submission({
              id: 4,
              team_id: 3,
              user_id: 11,
              user_name: 'Lumbra',
              approval_status: 'REJECTED',
              reviewer_id: 99,
              reviewer_name: 'Demo Judge',
            }),
          ],
        },
      }),
    );
    renderApp('/scores/races');
    const card = (await screen.findByRole('heading', { name: 'Kill the Eater deathless' })).closest(
      'li',
    ) as HTMLElement;
    const row = (team: string) => within(card).getByRole('row', { name: new RegExp(team) });
    await waitFor(() =>
      expect(
        within(row('Frost Wardens')).getByRole('button', { name: 'Approved — submitted by Glacia' }),
      ).toBeInTheDocument(),
    );
    expect(row('Frost Wardens')).toHaveTextContent(/^20Frost Wardens.*1st place/);
    // The pending submission is shown before an earlier rejected one (spec §2).
    expect(
      within(row('Ember Tide')).getByRole('button', { name: 'In review — submitted by Ashvale' }),
    ).toBeInTheDocument();
    expect(
      within(row('Verdant Pact')).getByRole('button', { name: 'Rejected by Demo Judge — submitted by Lumbra' }),
    ).toBeInTheDocument();
    expect(within(row('Gilded Shade')).getByRole('button', { name: 'No submissions yet' })).toBeInTheDocument();
    expect(row('Gilded Shade')).toHaveTextContent('Unfinished');
    // The glyphs and the note's "*" are explained on the page, not only in tooltips; visitors see no (+) entry.
    expect(screen.getByRole('list', { name: 'What the icons mean' })).toHaveTextContent(
      'ApprovedIn reviewRejectedNo submissions*A note from the organisers: select the * to read it',
    );
    // A note on the objective is reachable as a button, not only on hover.
    expect(within(card).getByRole('button', { name: 'Note: No deaths allowed' })).toBeInTheDocument();
    // The value of a repeatable race shows next to its points.
    const chase = (await screen.findByRole('heading', { name: 'Endless Chase' })).closest('li') as HTMLElement;
    expect(within(chase).getByRole('row', { name: /Ember Tide/ })).toHaveTextContent('20 (7)');
    // Visitors get no submit buttons.
    expect(screen.queryByRole('button', { name: /^Submit Bounty/ })).not.toBeInTheDocument();
  });

  it('tiles show each team’s points over its possible maximum', async () => {
    stubFetch(
      scoresApi({
        'GET /api/events/current/scores/latest': { body: [entry(301, 2, { points: 20, rank: 1, finished: true })] },
      }),
    );
    renderApp('/scores/races');
    const tiles = await screen.findByRole('list', { name: 'Races points by team' });
    // Frost Wardens: 20 won; the other races offer the first place (20 + 20). Ember Tide: next place 15 + 20 + 20.
    await waitFor(() =>
      expect(within(tiles).getByText('Frost Wardens').closest('div')).toHaveTextContent('20 / 60 possible points'),
    );
    expect(within(tiles).getByText('Ember Tide').closest('div')).toHaveTextContent('0 / 55 possible points');
  });
});

describe('Submit Bounty', () => {
  it('checks the proof before sending, sends one ISO timestamp, and the card shows the submission in review', async () => {
    const stored: Submission[] = [];
    const fetchMock = stubFetch(
      scoresApi({
        ...asTeamMember(1),
        'GET /api/events/current/submissions': () => ({ body: stored }),
        'PUT /api/events/current/submissions': async (request) => {
          const body = (await request.json()) as { objective_id: number; proof: string };
          stored.push(submission({ id: 9, objective_id: body.objective_id, user_name: 'Ashvale', proof: body.proof }));
          return { status: 201, body: stored[0] };
        },
      }),
    );
    const ui = userEvent.setup();
    renderApp('/scores/bounties');
    await ui.click(await screen.findByRole('button', { name: 'Submit Bounty: Kill a boss blindfolded' }));
    // A team member's legend explains the (+).
    expect(screen.getByRole('list', { name: 'What the icons mean' })).toHaveTextContent(
      'Submit a completion for your team',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Submission for "Kill a boss blindfolded"' });
    // Only MAXIMUM and MINIMUM objectives ask for a number.
    expect(within(dialog).queryByRole('spinbutton')).not.toBeInTheDocument();

    const date = within(dialog).getByLabelText('Date');
    const time = within(dialog).getByLabelText('Time');
    await ui.clear(date);
    await ui.type(date, '2026-01-02');
    await ui.clear(time);
    await ui.type(time, '21:15');
    await ui.type(within(dialog).getByLabelText('Link to proof'), 'javascript:alert(1)');
    await ui.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByLabelText('Link to proof')).toHaveAccessibleDescription(
      'The proof must be a link starting with https:// or http://',
    );
    expect(sentRequests(fetchMock, '/api/events/current/submissions').filter((r) => r.method === 'PUT')).toEqual([]);

    await ui.clear(within(dialog).getByLabelText('Link to proof'));
    await ui.type(within(dialog).getByLabelText('Link to proof'), 'https://youtu.be/blind');
    await ui.type(within(dialog).getByLabelText('Comment (optional)'), 'no hands');
    await ui.dblClick(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    const puts = sentRequests(fetchMock, '/api/events/current/submissions').filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.body)).toEqual([
      {
        objective_id: 401,
        timestamp: new Date(2026, 0, 2, 21, 15).toISOString(),
        proof: 'https://youtu.be/blind',
        comment: 'no hands',
        number: 1,
      },
    ]);
    const card = screen.getByRole('heading', { name: 'Kill a boss blindfolded' }).closest('li') as HTMLElement;
    expect(await within(card).findByRole('button', { name: 'In review — submitted by Ashvale' })).toBeInTheDocument();
  });

  it('asks for the jewel count on MAXIMUM races and shows the server’s refusal in the dialog', async () => {
    stubFetch(
      scoresApi({
        ...asTeamMember(1),
        'PUT /api/events/current/submissions': {
          status: 400,
          body: {
            error: 'body.timestamp: must not be before the event started',
            code: 'validation_failed',
            details: [{ path: 'body.timestamp', message: 'must not be before the event started' }],
          },
        },
      }),
    );
    const ui = userEvent.setup();
    renderApp('/scores/races');
    await ui.click(await screen.findByRole('button', { name: 'Submit Bounty: Endless Chase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submission for "Endless Chase"' });
    await ui.type(within(dialog).getByLabelText('Link to proof'), 'https://youtu.be/jewels');
    await ui.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByLabelText('Amount of Jewels dropped')).toHaveAccessibleDescription(
      'Enter a whole number greater than 0',
    );
    await ui.type(within(dialog).getByLabelText('Amount of Jewels dropped'), '12');
    await ui.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Date')).toHaveAccessibleDescription(
        'The time must not be before the event started',
      ),
    );
    expect(dialog).toHaveAttribute('open');
  });
});
