import type { ScoreEvidence } from '@app/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeSocket, latestScore, scoresApi } from '~/lib/scoreboard/scores.fixture';
import { renderApp, sentRequests, stubFetch } from '~/testing';
import { ScoreEvidenceView } from './score-evidence-view';

beforeEach(installFakeSocket);

const T1 = '2026-11-27T10:00:00.000Z';
const T2 = '2026-11-27T11:00:00.000Z';
const T3 = '2026-11-27T12:00:00.000Z';

function evidence(overrides: Partial<ScoreEvidence> = {}): ScoreEvidence {
  return {
    objective: {
      id: 211,
      name: 'Mageblood',
      objective_type: 'ITEM',
      aggregation: 'EARLIEST',
      number_field: 'STACK_SIZE',
      required_number: 1,
      hides_progress: false,
    },
    team: { id: 1, name: 'Ember Tide' },
    score: { points: 40, rank: 1, number: 1, finished: true, timestamp: T1, user_id: 1 },
    total_points: 40,
    progress_hidden: false,
    reached_at: T1,
    rules: [
      { scoring_preset_id: 1, name: 'Find it', scoring_method: 'PRESENCE', points: 10, rank: 0 },
      { scoring_preset_id: 2, name: 'First three', scoring_method: 'RANKED_TIME', points: 30, rank: 1 },
    ],
    standings: [
      { team_id: 2, team_name: 'Frost Wardens', number: 1, finished: true, timestamp: T2, rank: 2, points: 30 },
      { team_id: 1, team_name: 'Ember Tide', number: 1, finished: true, timestamp: T1, rank: 1, points: 40 },
    ],
    item: {
      item: {
        name: 'Mageblood',
        base_type: 'Heavy Belt',
        type_line: 'Heavy Belt',
        icon: '',
        item_level: 84,
        stack_size: 1,
        properties: [{ field: 'NAME', value: 'Mageblood' }],
        conditions: [
          {
            condition_id: 7,
            field: 'NAME',
            operator: 'EQ',
            expected: 'Mageblood',
            seen: 'Mageblood',
            passed: true,
            refused: null,
          },
        ],
      },
      withheld: false,
      player: { user_id: 1, name: 'Ashvale' },
      character_name: 'AshTheWitch',
      account_name: 'Ashvale#1234',
      stash_name: 'Loot',
      stash_kind: 'public',
      seen_at: T1,
      first_seen_at: T1,
    },
    values: [],
    values_total: 0,
    submissions: [],
    children: [],
    ...overrides,
  };
}

describe('the evidence behind a score', () => {
  it('opens from a team table cell and asks for that objective and team', async () => {
    const fetchMock = stubFetch(
      scoresApi({
        'GET /api/events/current/scores/evidence': {
          body: evidence({
            objective: { ...evidence().objective, id: 200, name: 'Uniques', objective_type: 'CATEGORY' },
          }),
        },
      }),
    );
    renderApp('/scores/ladder');
    const table = await screen.findByRole('table', { name: /Team scores/ });
    const cell = within(table).getByRole('button', { name: 'Why 0 points for Ember Tide: Uniques' });
    await userEvent.click(cell);
    const dialog = await screen.findByRole('dialog', { name: 'Why these points — Ember Tide: Uniques' });
    await within(dialog).findByText('Mageblood', { selector: 'span' });
    const [request] = sentRequests(fetchMock, '/api/events/current/scores/evidence');
    expect(request?.url.searchParams.get('objective_id')).toBe('200');
    expect(request?.url.searchParams.get('team_id')).toBe('1');
    // Escape and the focus going back are the browser's (a native modal dialog): the journey checks them.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  });

  it('opens from the progress of an item whose points are its set’s, and only where the team has progress', async () => {
    const fetchMock = stubFetch(
      scoresApi({
        'GET /api/events/current/scores/latest': { body: [latestScore(911, 2, { number: 3, finished: true })] },
        'GET /api/events/current/scores/evidence': { body: evidence() },
      }),
    );
    renderApp('/scores/delve');
    const results = await screen.findByRole('list', { name: 'Jagged Fossil: results by team' });
    await userEvent.click(
      within(results).getByRole('button', { name: 'Why this progress for Frost Wardens: Jagged Fossil' }),
    );
    await screen.findByRole('dialog', { name: 'Why these points — Frost Wardens: Jagged Fossil' });
    const [request] = sentRequests(fetchMock, '/api/events/current/scores/evidence');
    expect(request?.url.searchParams.get('objective_id')).toBe('911');
    expect(within(results).getAllByRole('button', { name: /^Why / })).toHaveLength(1);
  });

  it('shows the item, where and when it was first seen, each condition it met, the rules and every team’s place', () => {
    render(<ScoreEvidenceView evidence={evidence()} game="poe1" />);
    expect(screen.getByText(/has/)).toHaveTextContent('Ember Tide has 40 points on Mageblood.');
    const item = screen.getByRole('region', { name: 'The item' });
    expect(item).toHaveTextContent('Heavy Belt');
    expect(item).toHaveTextContent('Item level 84');
    expect(item).toHaveTextContent('PlayerAshvale');
    expect(item).toHaveTextContent('CharacterAshTheWitch');
    expect(item).toHaveTextContent('Found instash tab “Loot” of Ashvale#1234');
    expect(within(item).getByRole('listitem')).toHaveTextContent('Name is “Mageblood” — the item’s: “Mageblood”');
    const rules = screen.getByRole('region', { name: 'Scoring rules' });
    expect(rules).toHaveTextContent('Find it: 10 points');
    expect(rules).toHaveTextContent('First three: 30 points, 1st place');
    const places = within(screen.getByRole('region', { name: 'Every team' })).getAllByRole('row');
    expect(places[1]).toHaveTextContent('1st placeEmber Tide');
    expect(places[2]).toHaveTextContent('2nd placeFrost Wardens');
  });

  it('says a guild tab’s item is withheld, and shows nothing of progress the objective hides', () => {
    const sighting = evidence().item!;
    const { unmount } = render(
      <ScoreEvidenceView
        evidence={evidence({
          item: { ...sighting, item: null, withheld: true, stash_name: null, stash_kind: 'guild' },
        })}
        game="poe1"
      />,
    );
    expect(screen.getByRole('region', { name: 'The item' })).toHaveTextContent(
      'It lies in the team’s guild stash, which only the team, admins and judges may look into.',
    );
    unmount();
    render(
      <ScoreEvidenceView
        evidence={evidence({
          progress_hidden: true,
          item: null,
          rules: [],
          score: { ...evidence().score, points: 0, finished: false },
        })}
        game="poe1"
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('keeps a team’s progress to that team until it is finished');
  });

  it('lists a number over time with the moment it was reached, and a submission with its proof, judge and decision', () => {
    const base = evidence();
    render(
      <ScoreEvidenceView
        evidence={evidence({
          objective: { ...base.objective, name: 'Reach level 90', objective_type: 'PLAYER', required_number: 90 },
          item: null,
          values: [
            { timestamp: T1, number: 80, source: 'character', player: { user_id: 1, name: 'Ashvale' }, late: false },
            { timestamp: T2, number: 91, source: 'character', player: { user_id: 1, name: 'Ashvale' }, late: false },
            { timestamp: T3, number: 95, source: 'character', player: { user_id: 1, name: 'Ashvale' }, late: true },
          ],
          values_total: 3,
          reached_at: T2,
          submissions: [
            {
              id: 3,
              proof: 'https://example.org/kill',
              comment: 'Deathless',
              number: 1,
              place: null,
              submitted_at: T1,
              submitter: { user_id: 1, name: 'Ashvale' },
              judge: { user_id: 9, name: 'Judy' },
              decided_at: T2,
              review_comment: null,
            },
          ],
        })}
        game="poe1"
      />,
    );
    const rows = within(screen.getByRole('region', { name: 'Values over time' })).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('requirement reached');
    expect(rows[2]).toHaveTextContent('Ashvale91');
    expect(rows[2]).not.toHaveTextContent('after the end');
    expect(rows[3]).toHaveTextContent('after the end, not counted');
    const submission = screen.getByRole('region', { name: 'Submission' });
    expect(within(submission).getByRole('link', { name: 'https://example.org/kill' })).toHaveAttribute(
      'href',
      'https://example.org/kill',
    );
    expect(submission).toHaveTextContent('CommentDeathless');
    expect(submission).toHaveTextContent('Approved byJudy');
  });

  it('names the children of a category and the ones that completed it', () => {
    const base = evidence();
    render(
      <ScoreEvidenceView
        evidence={evidence({
          objective: { ...base.objective, name: 'Abyss', objective_type: 'CATEGORY' },
          item: null,
          total_points: 25,
          score: { ...base.score, points: 5 },
          children: [
            {
              objective_id: 211,
              name: 'Darkness Enthroned',
              objective_type: 'ITEM',
              points: 10,
              finished: true,
              timestamp: T1,
              completes: true,
            },
            {
              objective_id: 212,
              name: 'Lightpoacher',
              objective_type: 'ITEM',
              points: 0,
              finished: false,
              timestamp: null,
              completes: false,
            },
          ],
        })}
        game="poe1"
      />,
    );
    expect(screen.getByText(/has/)).toHaveTextContent(
      'Ember Tide has 25 points on Abyss (5 points for the category itself, the rest from what is in it).',
    );
    const rows = within(screen.getByRole('region', { name: 'What it is made of' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Darkness Enthroned10');
    expect(rows[1]).toHaveTextContent('completed it');
    expect(rows[2]).toHaveTextContent('Lightpoacher0No');
  });
});
