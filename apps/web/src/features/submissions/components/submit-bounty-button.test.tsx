import type { Submission } from '@app/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JUDGE_POLL_MS } from '~/lib/event-reads';
import { EventViewProvider } from '~/lib/event-view';
import { createQueryClient } from '~/lib/query-client';
import { node } from '~/lib/scoreboard/scores.fixture';
import { demoEvent, sentRequests, stubFetch } from '~/testing';
import { SubmitBountyButton } from './submit-bounty-button';

const BOUNTY = node(401, 'Kill a boss blindfolded', { objective_type: 'SUBMISSION' });

function sent(fields: Partial<Submission>): Submission {
  return {
    id: 9,
    objective_id: BOUNTY.id,
    user_id: 1,
    user_name: 'Ashvale',
    team_id: 1,
    proof: 'https://youtu.be/blind',
    comment: '',
    number: 1,
    approval_status: 'PENDING',
    timestamp: new Date(Date.now() - 60_000).toISOString(),
    reviewer_id: null,
    reviewer_name: null,
    review_comment: null,
    place: null,
    late: false,
    ...fields,
  };
}

function renderButton() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <EventViewProvider event={demoEvent()} eventKey="current" userId={1} ownTeamId={1} isTeamLead={false} users={{}}>
        <SubmitBountyButton objective={BOUNTY} />
      </EventViewProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('SubmitBountyButton', () => {
  afterEach(() => vi.useRealTimers());

  it('tells the player when the judge decides on what they sent, with the reason, and then stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let mine = sent({});
    const fetchMock = stubFetch({
      'PUT /api/events/current/submissions': { status: 201, body: mine },
      'GET /api/events/current/submissions': () => ({ body: [mine] }),
    });
    const queryClient = renderButton();
    const ui = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await ui.click(screen.getByRole('button', { name: 'Submit Bounty: Kill a boss blindfolded' }));
    await ui.type(screen.getByLabelText('Link to proof'), 'https://youtu.be/blind');
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    const notice = screen.getByRole('status');
    await waitFor(() =>
      expect(notice).toHaveTextContent('Your submission for Kill a boss blindfolded was sent and is in review.'),
    );

    mine = sent({ approval_status: 'REJECTED', reviewer_name: 'Judy', review_comment: 'The video is private' });
    await vi.advanceTimersByTimeAsync(JUDGE_POLL_MS);
    await waitFor(() =>
      expect(notice).toHaveTextContent(
        'Your submission for Kill a boss blindfolded was rejected (The video is private).',
      ),
    );

    const reads = () => sentRequests(fetchMock, '/api/events/current/submissions').filter((r) => r.method === 'GET');
    const asked = reads().length;
    await vi.advanceTimersByTimeAsync(3 * JUDGE_POLL_MS);
    expect(reads()).toHaveLength(asked);
    queryClient.clear();
  });
});
