import type { Submission } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JUDGE_POLL_MS } from '~/lib/event-reads';
import { scoresApi } from '~/lib/scoreboard/scores.fixture';
import { renderApp, sentRequests, stubFetch, type Routes, signedIn } from '~/testing';

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
    late: false,
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
  submission({
    id: 3,
    objective_id: 401,
    team_id: 3,
    user_id: 11,
    user_name: 'Lumbra',
    proof: '',
    comment: 'none',
    late: true,
  }),
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

/** The API as a judge in no team sees it, with `routes` on top. */
function asJudge(routes: Routes): Routes {
  return scoresApi({
    ...signedIn(40, { self: { display_name: 'Judy' }, permissions: ['submission_judge'] }),
    ...routes,
  });
}

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
    expect(row('first try')).not.toHaveTextContent('Sent after the end');
    expect(row('none')).toHaveTextContent('Sent after the end');
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

  it('lets judges approve and reject a submission in review at once, with the reason they type', async () => {
    const fetchMock = stubFetch(
      asJudge({
        'GET /api/events/current/submissions': { body: SUBMISSIONS },
        'PUT /api/events/current/submissions/1/review': { body: submission({ approval_status: 'APPROVED' }) },
        'PUT /api/events/current/submissions/3/review': { body: submission({ id: 3, approval_status: 'REJECTED' }) },
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
    await ui.type(
      within(row('none')).getByRole('textbox', { name: /^Reason for the decision on Kill a boss blindfolded/ }),
      '  No proof link  ',
    );
    await ui.click(within(row('none')).getByRole('button', { name: /^Reject/ }));
    await waitFor(() =>
      expect(sentRequests(fetchMock, '/api/events/current/submissions/3/review').map((r) => r.body)).toEqual([
        { approval_status: 'REJECTED', review_comment: 'No proof link' },
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before changing a decision, saying whose points move and by how much', async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * DAY).toISOString();
    const fetchMock = stubFetch(
      asJudge({
        'GET /api/events/current/submissions': {
          body: [
            // Ember Tide finished first but was rejected; Frost Wardens holds first place of the race.
            submission({
              id: 5,
              team_id: 1,
              timestamp: new Date(Date.now() - 3 * DAY).toISOString(),
              approval_status: 'REJECTED',
              reviewer_name: 'Demo Judge',
              review_comment: 'Blurry video',
              comment: 'early run',
            }),
            submission({ id: 6, team_id: 2, timestamp: twoDaysAgo, approval_status: 'APPROVED', comment: 'later run' }),
          ],
        },
        'PUT /api/events/current/submissions/5/review': { body: submission({ id: 5, approval_status: 'APPROVED' }) },
        'PUT /api/events/current/submissions/6/review': { body: submission({ id: 6, approval_status: 'PENDING' }) },
      }),
    );
    const ui = userEvent.setup();
    renderApp('/submissions');
    await screen.findByRole('region', { name: 'Submissions of Sandbox Sprint (PL7777)' });
    expect(row('early run')).toHaveTextContent('Reason: Blurry video');

    await ui.type(within(row('early run')).getByRole('textbox', { name: /^Reason/ }), 'Checked the VOD again');
    await ui.click(within(row('early run')).getByRole('button', { name: /^Approve/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Kill the Eater deathless by Ember Tide?' });
    expect(dialog).toHaveTextContent('It was rejected by Demo Judge.');
    // The race's points are [20, 15, 10, 5]: Ember Tide takes first place from Frost Wardens.
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ember Tide gains 20 points on Kill the Eater deathless (0 → 20).',
      'Frost Wardens loses 5 points on Kill the Eater deathless (20 → 15).',
    ]);
    expect(dialog).toHaveTextContent('The team reads the reason: Checked the VOD again');
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentRequests(fetchMock, '/api/events/current/submissions/5/review')).toEqual([]);

    await ui.click(within(row('early run')).getByRole('button', { name: /^Approve/ }));
    await ui.click(
      within(await screen.findByRole('dialog', { name: 'Approve Kill the Eater deathless by Ember Tide?' })).getByRole(
        'button',
        { name: 'Approve' },
      ),
    );
    await waitFor(() =>
      expect(sentRequests(fetchMock, '/api/events/current/submissions/5/review').map((r) => r.body)).toEqual([
        { approval_status: 'APPROVED', review_comment: 'Checked the VOD again' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Reopening an approved one takes its points; in review it counts for nothing.
    await ui.click(within(row('later run')).getByRole('button', { name: /^Reopen/ }));
    const reopen = await screen.findByRole('dialog', { name: 'Reopen Kill the Eater deathless by Frost Wardens?' });
    expect(
      within(reopen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Frost Wardens loses 20 points on Kill the Eater deathless (20 → 0).']);
    expect(reopen).toHaveTextContent('No reason given.');
    await ui.click(within(reopen).getByRole('button', { name: 'Reopen' }));
    await waitFor(() =>
      expect(sentRequests(fetchMock, '/api/events/current/submissions/6/review').map((r) => r.body)).toEqual([
        { approval_status: 'PENDING' },
      ]),
    );
  });

  it('lets players delete their own submission while it is in review, and nothing else', async () => {
    const fetchMock = stubFetch(
      scoresApi({
        ...signedIn(1, { status: { team_id: 1 } }),
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

  describe('for a player waiting on a decision', () => {
    afterEach(() => vi.useRealTimers());

    it('asks again until the judge decides, shows the reason, then stops asking', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let mine = submission({ id: 1, comment: 'my run' });
      const fetchMock = stubFetch(
        scoresApi({
          ...signedIn(1, { status: { team_id: 1 } }),
          'GET /api/events/current/submissions': () => ({ body: [mine] }),
        }),
      );
      renderApp('/submissions');
      await screen.findByRole('region', { name: 'Submissions of Sandbox Sprint (PL7777)' });
      expect(row('my run')).toHaveTextContent('In review');
      const reads = () => sentRequests(fetchMock, '/api/events/current/submissions').length;

      mine = { ...mine, approval_status: 'REJECTED', reviewer_name: 'Judy', review_comment: 'The video is private' };
      await vi.advanceTimersByTimeAsync(JUDGE_POLL_MS);
      await waitFor(() => expect(row('my run')).toHaveTextContent('Rejected by Judy'));
      expect(row('my run')).toHaveTextContent('Reason: The video is private');

      // Nothing of theirs is in review any more: no more asking.
      const asked = reads();
      await vi.advanceTimersByTimeAsync(3 * JUDGE_POLL_MS);
      expect(reads()).toBe(asked);
    });
  });
});
