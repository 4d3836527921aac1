import type { Submission } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { scoresApi } from '~/lib/scoreboard/scores.fixture';
import { eventStatus, logInAs, renderApp, sentRequests, stubFetch, user } from '~/testing';

const DAY = 24 * 60 * 60 * 1000;

function submission(fields: Partial<Submission>): Submission {
  return {
    id: 1,
    objective_id: 301,
    user_id: 1,
    user_name: 'Ashvale',
    team_id: 1,
    proof: 'https://youtu.be/eater',
    comment: '',
    number: 1,
    approval_status: 'PENDING',
    timestamp: new Date(Date.now() - DAY).toISOString(),
    reviewer_id: null,
    reviewer_name: null,
    review_comment: null,
    place: null,
    ...fields,
  };
}

const SUBMISSIONS = [
  submission({ id: 1, comment: 'first try' }),
  submission({
    id: 2,
    team_id: 2,
    user_id: 6,
    user_name: null,
    proof: 'https://www.twitch.tv/videos/42',
    timestamp: new Date(Date.now() - 15 * DAY).toISOString(),
    approval_status: 'APPROVED',
    comment: 'old stream',
  }),
  submission({ id: 3, objective_id: 401, team_id: 3, user_id: 11, user_name: 'Lumbra', proof: '', comment: 'none' }),
  submission({
    id: 4,
    objective_id: 401,
    team_id: 2,
    user_id: 6,
    user_name: 'Glacia',
    proof: 'javascript:alert(1)',
    approval_status: 'REJECTED',
    reviewer_name: 'Demo Judge',
    comment: 'legacy',
  }),
];

const row = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

describe('/submissions', () => {
  it('lists every submission with safe proof links, the spec texts, and filters by objective and team', async () => {
    stubFetch(scoresApi({ 'GET /api/events/current/submissions': { body: SUBMISSIONS } }));
    const ui = userEvent.setup();
    renderApp('/submissions');
    expect(await screen.findByText('Loading submissions...')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Submissions of Sandbox Sprint (PL7777)' });

    const link = within(row('first try')).getByRole('link', { name: 'youtu.be (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://youtu.be/eater');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(row('first try')).toHaveTextContent('In review');
    // A Twitch recording older than 14 days is gone: shown, but not as a link.
    expect(within(row('old stream')).queryByRole('link')).not.toBeInTheDocument();
    expect(row('old stream')).toHaveTextContent('twitch.tv(stream recording expired)');
    expect(row('old stream')).toHaveTextContent('Unknown User');
    expect(row('none')).toHaveTextContent('No proof provided');
    // Whatever was stored stays text: never a link that could run script.
    expect(within(row('legacy')).queryByRole('link')).not.toBeInTheDocument();
    expect(row('legacy')).toHaveTextContent('javascript:alert(1)');
    expect(row('legacy')).toHaveTextContent('Rejected by Demo Judge');
    // Visitors get no actions.
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();

    await ui.selectOptions(screen.getByLabelText('Objective'), 'Kill a boss blindfolded');
    await waitFor(() => expect(screen.queryByRole('row', { name: /first try/ })).not.toBeInTheDocument());
    expect(row('none')).toBeInTheDocument();
    await ui.selectOptions(screen.getByLabelText('Team'), 'Frost Wardens');
    await waitFor(() => expect(screen.queryByRole('row', { name: /none/ })).not.toBeInTheDocument());
    expect(row('legacy')).toBeInTheDocument();
  });

  it('says No event selected without a current event', async () => {
    stubFetch(
      scoresApi({ 'GET /api/events/current': { status: 404, body: { error: 'No current event', code: 'not_found' } } }),
    );
    renderApp('/submissions');
    expect(await screen.findByText('No event selected')).toBeInTheDocument();
  });

  it('lets judges approve and reject', async () => {
    logInAs(40, ['submission_judge']);
    const fetchMock = stubFetch(
      scoresApi({
        'GET /api/users/self': { body: user({ id: 40, display_name: 'Judy' }) },
        'GET /api/events/current/status': { body: eventStatus() },
        'GET /api/events/current/submissions': { body: SUBMISSIONS },
        'PUT /api/events/current/submissions/1/review': { body: submission({ approval_status: 'APPROVED' }) },
      }),
    );
    const ui = userEvent.setup();
    renderApp('/submissions');
    await screen.findByRole('region', { name: 'Submissions of Sandbox Sprint (PL7777)' });
    // Already approved: no second approval offered.
    expect(within(row('old stream')).getByRole('button', { name: /^Approve/ })).toBeDisabled();
    await ui.click(within(row('first try')).getByRole('button', { name: /^Approve/ }));
    await waitFor(() =>
      expect(sentRequests(fetchMock, '/api/events/current/submissions/1/review').map((r) => r.body)).toEqual([
        { approval_status: 'APPROVED' },
      ]),
    );
  });

  it('lets players delete their own submission while it is in review, and nothing else', async () => {
    logInAs(1);
    const fetchMock = stubFetch(
      scoresApi({
        'GET /api/users/self': { body: user({ id: 1 }) },
        'GET /api/events/current/status': { body: eventStatus({ team_id: 1 }) },
        'GET /api/events/current/submissions': { body: SUBMISSIONS },
        'DELETE /api/events/current/submissions/1': { status: 204 },
      }),
    );
    const ui = userEvent.setup();
    renderApp('/submissions');
    await screen.findByRole('region', { name: 'Submissions of Sandbox Sprint (PL7777)' });
    expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    await ui.click(
      within(row('first try')).getByRole('button', { name: 'Delete your submission for Kill the Eater deathless' }),
    );
    await waitFor(() =>
      expect(sentRequests(fetchMock, '/api/events/current/submissions/1').map((r) => r.method)).toEqual(['DELETE']),
    );
  });
});
