import type { ObjectiveValidation, ObjectiveValidationReport, SampleSearchResult } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoEvent, eventStatus, logInAs, renderApp, sentRequests, stubFetch, user } from '~/testing';

const never: ObjectiveValidation = {
  objective_id: 11,
  name: 'Mageblood',
  path: ['Chase uniques'],
  status: 'NEVER_MATCHED',
  problem: null,
  sample: null,
};
const broken: ObjectiveValidation = {
  ...never,
  objective_id: 12,
  name: 'No rule yet',
  path: [],
  problem: 'The objective has no conditions',
};
const sampled: ObjectiveValidation & { sample: NonNullable<ObjectiveValidation['sample']> } = {
  ...never,
  objective_id: 13,
  name: 'Goldrim',
  status: 'SAMPLE',
  sample: {
    source: 'ITEM_TESTER',
    origin: 'Pasted in the item tester',
    item_name: 'Goldrim Leather Cap',
    recorded_at: '2026-11-20T10:00:00.000Z',
    matches: true,
  },
};

function open(report: ObjectiveValidationReport, batches: SampleSearchResult[] = []) {
  logInAs(5, ['objective_designer']);
  let reads = 0;
  const finds = batches.some((batch) => batch.found.length > 0);
  const fetchMock = stubFetch({
    'GET /api/health': { body: { status: 'ok', database: 'ok', version: 'test' } },
    'GET /api/users/self': { body: user({ id: 5, permissions: ['objective_designer'] }) },
    'GET /api/events/current/status': { body: eventStatus() },
    'GET /api/events/7': { body: demoEvent({ id: 7, name: 'Spring Cup' }) },
    // After a search found something, the page reads the report again: the found objective has its sample.
    'GET /api/events/7/objectives/validation': () => ({
      body: reads++ > 0 && finds ? afterSearch(report) : report,
    }),
    'POST /api/events/7/objectives/validation/search': () => ({ body: batches.shift() }),
    'DELETE /api/events/7/objectives/13/sample': { status: 204 },
  });
  renderApp('/admin/events/7/validation');
  return { fetchMock, ui: userEvent.setup() };
}

const afterSearch = (report: ObjectiveValidationReport): ObjectiveValidationReport => ({
  never_matched: report.never_matched - 1,
  objectives: report.objectives.map((objective) =>
    objective.objective_id === never.objective_id
      ? {
          ...sampled,
          objective_id: never.objective_id,
          name: never.name,
          sample: { ...sampled.sample, source: 'EARLIER_EVENT', origin: 'Winter Cup, stash “Dump”' },
        }
      : objective,
  ),
});

describe('objective validation page', () => {
  it('shows in red what nothing has ever matched, why, and what a sample proves', async () => {
    open({ objectives: [never, broken, sampled], never_matched: 2 });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 of 3 item objectives have never matched a real item.',
    );
    const items = within(screen.getByRole('list', { name: 'Item objectives' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chase uniques › MagebloodNever matched');
    expect(items[1]).toHaveTextContent('Its conditions can never match: The objective has no conditions');
    expect(items[2]).toHaveTextContent('Matched a sample item');
    expect(items[2]).toHaveTextContent('Sample: Goldrim Leather Cap — Pasted in the item tester');
  });

  it('searches earlier events batch by batch, following the cursor, and shows what it found', async () => {
    const { fetchMock, ui } = open({ objectives: [never, sampled], never_matched: 1 }, [
      { next_after: 40, searched: 20, remaining: 5, found: [] },
      {
        next_after: null,
        searched: 5,
        remaining: 0,
        found: [{ objective_id: 11, origin: 'Winter Cup, stash “Dump”' }],
      },
    ]);
    await ui.click(await screen.findByRole('button', { name: 'Search earlier events for samples' }));
    expect(
      await screen.findByText('Search done: 25 stored stash tabs read; 1 objective found a sample.'),
    ).toBeVisible();
    expect(
      sentRequests(fetchMock, '/api/events/7/objectives/validation/search').map((request) => request.body),
    ).toEqual([{ after: 0 }, { after: 40 }]);
    await waitFor(() => expect(screen.getByText('Every item objective has matched a real item.')).toBeVisible());
    expect(screen.getByRole('list', { name: 'Item objectives' })).toHaveTextContent(
      'Sample: Goldrim Leather Cap — Winter Cup, stash “Dump”',
    );
  });

  it('removes a sample on request', async () => {
    const { fetchMock, ui } = open({ objectives: [sampled], never_matched: 0 });
    await ui.click(await screen.findByRole('button', { name: 'Remove sample of Goldrim' }));
    await waitFor(() =>
      expect(sentRequests(fetchMock, '/api/events/7/objectives/13/sample').map((request) => request.method)).toEqual([
        'DELETE',
      ]),
    );
  });
});
