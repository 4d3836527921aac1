import {
  ItemFieldSchema,
  type Objective,
  type ScoringPreset,
  type UpsertScoringPresetBody,
  type ValidMappings,
} from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { node, preset } from '~/lib/scoreboard/scores.fixture';
import { demoEvent, eventStatus, logInAs, renderApp, sentRequests, stubFetch, user, type Routes } from '~/testing';

const goldrim = node(3, 'Goldrim', {
  parent_id: 2,
  conditions: [
    { id: 100, field: 'NAME', operator: 'EQ', value: 'Goldrim' },
    { id: 101, field: 'BASE_TYPE', operator: 'EQ', value: 'Leather Cap' },
  ],
});

/** Root › Uniques › the given objectives. */
const uniquesTree = (...objectives: Objective[]) =>
  node(1, 'Root', { children: [node(2, 'Uniques', { children: objectives })] });
const tree = uniquesTree(goldrim);

const mappings: ValidMappings = {
  // The contract's record lists every item field; text fields are all these tests need.
  field_to_type: Object.fromEntries(
    ItemFieldSchema.options.map((field) => [field, 'string']),
  ) as ValidMappings['field_to_type'],
  valid_operators: { string: ['EQ', 'NEQ', 'IN'], int: ['EQ', 'GT', 'LT'], bool: ['EQ'], 'string[]': ['CONTAINS'] },
  objective_type_to_number_fields: {
    ITEM: ['STACK_SIZE'],
    PLAYER: ['PLAYER_LEVEL'],
    TEAM: ['PLAYER_LEVEL'],
    SUBMISSION: ['SUBMISSION_VALUE'],
    CATEGORY: ['FINISHED_OBJECTIVES'],
  },
};

function api(overrides: Routes = {}): Routes {
  return {
    'GET /api/health': { body: { status: 'ok', database: 'ok', version: 'test' } },
    'GET /api/users/self': { body: user({ id: 5, permissions: ['objective_designer'] }) },
    'GET /api/events/current/status': { body: eventStatus() },
    'GET /api/events/7': { body: demoEvent({ id: 7 }) },
    'GET /api/events/7/objectives': { body: tree },
    'GET /api/events/7/scoring-presets': { body: [] },
    'GET /api/events/7/conditions/valid-mappings': { body: mappings },
    ...overrides,
  };
}

/** Signs in an objective designer, answers with api(overrides) and opens the page at `path`. */
function openAsDesigner(path: string, overrides: Routes = {}) {
  logInAs(5, ['objective_designer']);
  const fetchMock = stubFetch(api(overrides));
  const { router } = renderApp(path);
  return { fetchMock, router, ui: userEvent.setup() };
}

/** The scoring presets page over a server that keeps the presets PUT to it (new ones get ids from 40) and lists them. */
function openPresetsThatKeepSaves() {
  const stored: ScoringPreset[] = [];
  return openAsDesigner('/admin/events/7/scoring-presets', {
    'GET /api/events/7/scoring-presets': () => ({ body: stored }),
    'PUT /api/events/7/scoring-presets': async (request) => {
      const body = (await request.json()) as UpsertScoringPresetBody;
      const saved: ScoringPreset = { ...body, id: 40 + stored.length, event_id: 7 };
      stored.push(saved);
      return { status: 201, body: saved };
    },
  });
}

describe('the objective designer pages', () => {
  it('open the root category for an objective designer', async () => {
    const { router } = openAsDesigner('/admin/events/7/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Root' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/events/7/categories/1');
    expect(screen.getByRole('link', { name: 'Uniques' })).toHaveAttribute('href', '/admin/events/7/categories/2');
  });

  it('send anyone without the permission home', async () => {
    logInAs(6, ['submission_judge']);
    stubFetch(api());
    const { router } = renderApp('/admin/events/7/scoring-presets');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('save the remaining conditions as the whole set in one request, then say the scores are re-evaluated', async () => {
    const { fetchMock, ui } = openAsDesigner('/admin/events/7/categories/2', {
      'PUT /api/events/7/objectives': async (request) => {
        const body = (await request.json()) as Objective;
        return { body: { ...goldrim, ...body, conditions: goldrim.conditions.slice(0, 1), children: [] } };
      },
    });
    await ui.click(await screen.findByRole('button', { name: 'Edit Goldrim' }));
    const form = screen.getByRole('form', { name: 'Edit “Goldrim”' });
    const second = within(form).getByRole('listitem', { name: 'Condition 2' });
    expect(within(second).getByRole('textbox', { name: 'Value' })).toHaveValue('Leather Cap');
    await ui.click(within(form).getByRole('button', { name: 'Remove condition 2' }));
    await ui.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Saved “Goldrim” — scores are being re-evaluated.')).toBeInTheDocument();
    expect(sentRequests(fetchMock, '/api/events/7/conditions/101')).toEqual([]);
    const [put] = sentRequests(fetchMock, '/api/events/7/objectives').filter((sent) => sent.method === 'PUT');
    expect(put?.body).toMatchObject({
      id: 3,
      parent_id: 2,
      replace_conditions: true,
      conditions: [{ id: 100, field: 'NAME', operator: 'EQ', value: 'Goldrim' }],
    });
  });

  it('dry-run the conditions on the form against an earlier event, batch by batch, saving nothing', async () => {
    const earlier = demoEvent({ id: 3, name: 'Winter Cup' });
    const team = (team_id: number, team_name: string, first_seen: string, most: number) => ({
      team_id,
      team_name,
      first_seen,
      most,
    });
    const batches = [
      { next_after: 20, searched: 20, remaining: 2, teams: [team(1, 'Ember', '2026-01-02T10:00:00.000Z', 1)] },
      {
        next_after: null,
        searched: 2,
        remaining: 0,
        teams: [team(2, 'Frost', '2026-01-01T09:00:00.000Z', 2), team(1, 'Ember', '2026-01-03T10:00:00.000Z', 3)],
      },
    ];
    const { fetchMock, ui } = openAsDesigner('/admin/events/7/categories/2', {
      'GET /api/events': { body: [demoEvent({ id: 7 }), earlier] },
      'POST /api/events/7/objectives/dry-run': () => ({ body: batches.shift() }),
    });
    await ui.click(await screen.findByRole('button', { name: 'Edit Goldrim' }));
    const panel = screen.getByRole('region', { name: 'Dry run' });
    expect(within(panel).getByRole('combobox', { name: 'Earlier event' })).toHaveDisplayValue('Winter Cup');
    await ui.click(within(panel).getByRole('button', { name: 'Dry run' }));
    expect(await within(panel).findByText('2 teams would have been credited (22 stash tabs read).')).toBeVisible();
    // Frost first (earliest), Ember keeps its first sighting and its largest tab across both batches.
    expect(
      within(panel)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([expect.stringMatching(/^Frost.+2$/), expect.stringMatching(/^Ember.+3$/)]);
    const sent = sentRequests(fetchMock, '/api/events/7/objectives/dry-run').map((request) => request.body);
    expect(sent).toEqual([
      {
        source_event_id: 3,
        conditions: [
          { field: 'NAME', operator: 'EQ', value: 'Goldrim' },
          { field: 'BASE_TYPE', operator: 'EQ', value: 'Leather Cap' },
        ],
        after: 0,
      },
      expect.objectContaining({ after: 20 }),
    ]);
    expect(sentRequests(fetchMock, '/api/events/7/objectives').filter((request) => request.method === 'PUT')).toEqual(
      [],
    );
  });

  it('ask before a half-edited form is swapped for another one', async () => {
    const { ui } = openAsDesigner('/admin/events/7/categories/2');
    await ui.click(await screen.findByRole('button', { name: 'Edit Goldrim' }));
    const name = within(screen.getByRole('form', { name: 'Edit “Goldrim”' })).getByRole('textbox', { name: 'Name' });
    await ui.type(name, ' (any)');
    await ui.click(screen.getByRole('button', { name: 'Add objective' }));
    const ask = screen.getByRole('dialog', { name: 'Discard your changes?' });
    await ui.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(name).toHaveValue('Goldrim (any)');

    await ui.click(screen.getByRole('button', { name: 'Add objective' }));
    await ui.click(
      within(screen.getByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(await screen.findByRole('form', { name: 'New objective' })).toBeInTheDocument();
  });

  it('say how many objectives lose a deleted preset', async () => {
    const preset = {
      id: 9,
      event_id: 7,
      name: 'Unique item',
      description: '',
      points: [10],
      point_cap: 0,
      scoring_method: 'PRESENCE' as const,
      type: 'OBJECTIVE' as const,
      cumulative_points: false,
      required_children: null,
      required_children_percent: null,
    };
    const withPreset = uniquesTree({ ...goldrim, scoring_preset_id: 9 });
    const { fetchMock, ui } = openAsDesigner('/admin/events/7/scoring-presets', {
      'GET /api/events/7/objectives': { body: withPreset },
      'GET /api/events/7/scoring-presets': { body: [preset] },
      'DELETE /api/events/7/scoring-presets/9': { status: 204 },
    });
    const row = (await screen.findByRole('rowheader', { name: /Unique item/ })).closest('tr') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent('1 objective'));
    await ui.click(within(row).getByRole('button', { name: 'Delete Unique item' }));
    const ask = screen.getByRole('dialog', { name: 'Delete the preset “Unique item”?' });
    expect(ask).toHaveTextContent(
      '1 objective uses it. The rule is taken off it; left without rules, it scores no points until it gets another preset.',
    );
    await ui.click(within(ask).getByRole('button', { name: 'Delete preset' }));
    expect(await screen.findByText('Deleted “Unique item” — scores are being re-evaluated.')).toBeInTheDocument();
    expect(sentRequests(fetchMock, '/api/events/7/scoring-presets/9').map((sent) => sent.method)).toEqual(['DELETE']);
  });

  it('save an objective with several scoring rules in order, saying what each gives', async () => {
    const finding = { ...preset('PRESENCE', [10]), id: 31, name: 'Finding it' };
    const race = { ...preset('RANKED_TIME', [30, 20, 10]), id: 32, name: 'Race' };
    const bonus = { ...preset('PRESENCE', [1]), id: 33, name: 'Bonus' };
    const { fetchMock, ui } = openAsDesigner('/admin/events/7/categories/2', {
      'GET /api/events/7/scoring-presets': { body: [finding, race, bonus] },
      'PUT /api/events/7/objectives': async (request) => {
        const body = (await request.json()) as Objective;
        return { body: { ...goldrim, ...body, children: [] } };
      },
    });
    await ui.click(await screen.findByRole('button', { name: 'Edit Goldrim' }));
    const form = screen.getByRole('form', { name: 'Edit “Goldrim”' });
    await ui.selectOptions(within(form).getByRole('combobox', { name: 'Scoring preset' }), 'Finding it (Presence)');
    await ui.click(within(form).getByRole('button', { name: 'Add another rule' }));
    const second = within(form).getByRole('combobox', { name: 'Scoring rule 2' });
    // Focus moves on the next frame, once the new select is drawn.
    await waitFor(() => expect(second).toHaveFocus());
    // A preset is one rule at most: the one chosen above cannot be chosen again.
    expect(within(second).getByRole('option', { name: 'Finding it (Presence)' })).toBeDisabled();
    await ui.selectOptions(second, 'Race (Ranked by time)');
    await ui.click(within(form).getByRole('button', { name: 'Add another rule' }));
    await ui.selectOptions(within(form).getByRole('combobox', { name: 'Scoring rule 3' }), 'Bonus (Presence)');
    expect(within(form).getByRole('list', { name: 'What each rule gives' })).toHaveTextContent(
      'Finding it: 10 pointsRace: 30, 20, 10 by placeBonus: 1 point',
    );
    expect(within(form).getByText('Up to 41 points')).toBeInTheDocument();

    await ui.click(within(form).getByRole('button', { name: 'Remove scoring rule 2' }));
    expect(within(form).getByRole('combobox', { name: 'Scoring rule 2' })).toHaveDisplayValue('Bonus (Presence)');
    expect(within(form).queryByRole('combobox', { name: 'Scoring rule 3' })).not.toBeInTheDocument();
    expect(within(form).getByText('Up to 11 points')).toBeInTheDocument();
    await ui.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Saved “Goldrim” — scores are being re-evaluated.')).toBeInTheDocument();
    const [put] = sentRequests(fetchMock, '/api/events/7/objectives').filter((sent) => sent.method === 'PUT');
    expect(put?.body).toMatchObject({ scoring_preset_id: 31, scoring_preset_ids: [31, 33] });
  });

  it("name the scoring rules in the server's refusal of a combination", async () => {
    const bingo = { ...preset('BINGO_3', [10]), id: 34, name: 'Bingo' };
    const race = { ...preset('RANKED_COMPLETION_TIME', [30]), id: 35, name: 'Set race' };
    const { ui } = openAsDesigner('/admin/events/7/categories/2', {
      'GET /api/events/7/scoring-presets': { body: [bingo, race] },
      'PUT /api/events/7/objectives': {
        status: 400,
        body: {
          error: 'body.scoring_preset_ids: a bingo rule cannot be combined with other rules',
          code: 'validation_failed',
        },
      },
    });
    await ui.click(await screen.findByRole('button', { name: 'Edit this category' }));
    const form = screen.getByRole('form', { name: 'Edit “Uniques”' });
    await ui.selectOptions(
      within(form).getByRole('combobox', { name: 'Scoring preset' }),
      'Bingo (Bingo of 3 (category))',
    );
    await ui.click(within(form).getByRole('button', { name: 'Add another rule' }));
    await ui.selectOptions(
      within(form).getByRole('combobox', { name: 'Scoring rule 2' }),
      'Set race (Ranked by completion time (category))',
    );
    await ui.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Not saved: Scoring rules: a bingo rule cannot be combined with other rules',
    );
  });

  it('send a curve and a completion requirement with a preset, and show them in the list', async () => {
    const { fetchMock, ui } = openPresetsThatKeepSaves();
    await screen.findByText('No scoring presets yet');
    const form = screen.getByRole('form', { name: 'New preset' });
    expect(within(form).queryByRole('checkbox', { name: 'Cumulative points (a curve)' })).not.toBeInTheDocument();
    await ui.type(within(form).getByRole('textbox', { name: 'Name' }), 'Depth curve');
    await ui.selectOptions(within(form).getByRole('combobox', { name: 'Scoring method' }), 'Points from value');
    await ui.type(within(form).getByRole('textbox', { name: 'Points' }), '5, 3, 1');
    await ui.click(within(form).getByRole('checkbox', { name: 'Cumulative points (a curve)' }));
    expect(within(form).getByRole('status')).toHaveTextContent('1 → 5 points, 3 → 9 points, 10 → 16 points');
    await ui.click(within(form).getByRole('button', { name: 'Create preset' }));
    await screen.findByText(/^Created “Depth curve”/);

    await ui.type(within(form).getByRole('textbox', { name: 'Name' }), 'Most of a set');
    await ui.selectOptions(
      within(form).getByRole('combobox', { name: 'Scoring method' }),
      'Ranked by completion time (category)',
    );
    await ui.type(within(form).getByRole('textbox', { name: 'Points' }), '10, 5');
    const requirement = within(form).getByRole('combobox', { name: 'Completion requirement' });
    await ui.selectOptions(requirement, 'At least N %');
    const percent = within(form).getByRole('spinbutton', { name: 'Percentage of children' });
    await ui.type(percent, '150');
    await ui.click(within(form).getByRole('button', { name: 'Create preset' }));
    expect(percent).toHaveAccessibleDescription(/A percentage above 0, at most 100\./);
    await ui.clear(percent);
    await ui.type(percent, '60');
    await ui.click(within(form).getByRole('button', { name: 'Create preset' }));
    await screen.findByText(/^Created “Most of a set”/);

    const puts = sentRequests(fetchMock, '/api/events/7/scoring-presets').filter((sent) => sent.method === 'PUT');
    expect(puts.map((sent) => sent.body)).toEqual([
      expect.objectContaining({ cumulative_points: true, required_children: null, required_children_percent: null }),
      expect.objectContaining({ cumulative_points: false, required_children: null, required_children_percent: 60 }),
    ]);
    const row = async (name: string) =>
      (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr') as HTMLElement;
    expect(await row('Depth curve')).toHaveTextContent('Cumulative (a curve)');
    expect(await row('Most of a set')).toHaveTextContent('Finished with at least 60 %');
  });

  it('leave a blank form after creating a preset, so the next one is a new preset too', async () => {
    const { fetchMock, ui } = openPresetsThatKeepSaves();
    const createPreset = async (name: string, points: string) => {
      await ui.type(screen.getByRole('textbox', { name: 'Name' }), name);
      await ui.type(screen.getByRole('textbox', { name: 'Points' }), points);
      await ui.click(screen.getByRole('button', { name: 'Create preset' }));
    };
    await screen.findByText('No scoring presets yet');
    await createPreset('Race', '10, 6, 3');
    expect(
      await screen.findByText('Created “Race” — scores are being re-evaluated. To change it, use Edit in its row.'),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New preset' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Points' })).toHaveValue('');
    // The list marks the new preset, where its Edit button is.
    const newRow = async (name: string) =>
      within((await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr') as HTMLElement);
    expect((await newRow('Race')).getByText('New')).toBeInTheDocument();

    await createPreset('Bonus', '5');
    expect(await screen.findByText(/^Created “Bonus”/)).toBeInTheDocument();
    const puts = sentRequests(fetchMock, '/api/events/7/scoring-presets').filter((sent) => sent.method === 'PUT');
    expect(puts.map((sent) => sent.body)).toEqual([
      expect.not.objectContaining({ id: expect.anything() as unknown }),
      expect.not.objectContaining({ id: expect.anything() as unknown }),
    ]);
    expect((await newRow('Bonus')).getByText('New')).toBeInTheDocument();
    expect((await newRow('Race')).queryByText('New')).not.toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Edit Race' }));
    expect(screen.getByRole('form', { name: 'Edit preset “Race”' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Points' })).toHaveValue('10, 6, 3');
  });

  it.each([
    [
      'scoring method',
      {
        path: '/admin/events/7/scoring-presets',
        form: undefined,
        field: 'Scoring method',
        first: 'Every team that finishes the objective gets the first number of points; there are no places.',
        choice: 'Ranked by time',
        then: 'Teams take places in the order they finished; the 1st place gets the first number, the 2nd the second, and so on.',
      },
    ],
    [
      'aggregation',
      {
        path: '/admin/events/7/categories/2',
        form: 'Add objective',
        field: 'Aggregation',
        first:
          'Finished when a count first reaches the required number within the time window; until then the highest count shows.',
        choice: 'Maximum',
        then: "The team's highest count within the time window; finished once it reaches the required number.",
      },
    ],
  ] as const)(
    'explain the chosen %s in a sentence that follows the choice',
    async (_, { path, form, field, first, choice, then }) => {
      const { ui } = openAsDesigner(path);
      // The aggregation is a field of the objective form, which opens on a button.
      if (form) await ui.click(await screen.findByRole('button', { name: form }));
      const select = await screen.findByRole('combobox', { name: field });
      expect(select).toHaveAccessibleDescription(first);
      await ui.selectOptions(select, choice);
      expect(select).toHaveAccessibleDescription(then);
    },
  );

  it('offer the values a field with a fixed set can have, one or several', async () => {
    const { fetchMock, ui } = openAsDesigner('/admin/events/7/categories/2', {
      'PUT /api/events/7/objectives': async (request) => {
        const body = (await request.json()) as Objective;
        return { status: 201, body: { ...goldrim, ...body, id: 4, children: [] } };
      },
    });
    await ui.click(await screen.findByRole('button', { name: 'Add objective' }));
    const form = screen.getByRole('form', { name: 'New objective' });
    await ui.type(within(form).getByRole('textbox', { name: 'Name' }), 'Any unique');
    await ui.click(within(form).getByRole('button', { name: 'Add condition' }));
    const row = within(form).getByRole('listitem', { name: 'Condition 1' });
    await ui.selectOptions(within(row).getByRole('combobox', { name: 'Field' }), 'Rarity');
    const value = within(row).getByRole('combobox', { name: 'Value' });
    expect(
      within(value)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Normal', 'Magic', 'Rare', 'Unique']);
    await ui.selectOptions(value, 'Unique');
    await ui.selectOptions(within(row).getByRole('combobox', { name: 'Operator' }), 'is one of');
    const values = within(row).getByRole('group', { name: 'Value' });
    expect(within(values).getByRole('checkbox', { name: 'Unique' })).toBeChecked();
    await ui.click(within(values).getByRole('checkbox', { name: 'Rare' }));
    await ui.click(within(form).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Saved “Any unique” — scores are being re-evaluated.')).toBeInTheDocument();
    const [put] = sentRequests(fetchMock, '/api/events/7/objectives').filter((sent) => sent.method === 'PUT');
    expect(put?.body).toMatchObject({ conditions: [{ field: 'RARITY', operator: 'IN', value: 'Unique, Rare' }] });
  });

  it('show a saved value the choices do not list, rather than another value', async () => {
    const lowerCase = {
      ...goldrim,
      conditions: [{ id: 102, field: 'RARITY' as const, operator: 'EQ' as const, value: 'unique' }],
    };
    const { ui } = openAsDesigner('/admin/events/7/categories/2', {
      'GET /api/events/7/objectives': { body: uniquesTree(lowerCase) },
    });
    await ui.click(await screen.findByRole('button', { name: 'Edit Goldrim' }));
    const row = within(screen.getByRole('form', { name: 'Edit “Goldrim”' })).getByRole('listitem', {
      name: 'Condition 1',
    });
    const value = within(row).getByRole('combobox', { name: 'Value' });
    expect(value).toHaveDisplayValue('“unique” (as saved)');
    await ui.selectOptions(value, 'Unique');
    expect(value).toHaveValue('Unique');
  });

  it('count and create bulk objectives from names one per line', async () => {
    const { fetchMock, ui } = openAsDesigner('/admin/events/7/categories/2', {
      'POST /api/events/7/objectives/bulk': { status: 201, body: { ids: [11, 12, 13] } },
    });
    await ui.click(await screen.findByRole('button', { name: 'Bulk add' }));
    const names = screen.getByRole('textbox', { name: 'Names, one per line or separated by commas' });
    await ui.type(names, 'Wanderlust{Enter}Tabula Rasa, Lifesprig{Enter}{Enter} Wanderlust{Enter}');
    expect(screen.getByText('3 objectives will be created (duplicates count once).')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Create 3 objectives' }));
    expect(
      await screen.findByText('Created 3 objectives in “Uniques” — scores are being re-evaluated.'),
    ).toBeInTheDocument();
    const [post] = sentRequests(fetchMock, '/api/events/7/objectives/bulk');
    expect(post?.body).toMatchObject({ parent_id: 2, field: 'NAME', names: 'Wanderlust,Tabula Rasa,Lifesprig' });
  });

  it("warn that a locked event refuses changes, and show the server's refusal", async () => {
    const { ui } = openAsDesigner('/admin/events/7/scoring-presets', {
      'GET /api/events/7': { body: demoEvent({ id: 7, is_locked: true }) },
      'PUT /api/events/7/scoring-presets': {
        status: 409,
        body: {
          error: 'The event is locked; an admin must unlock it before it can be changed',
          code: 'event_locked',
        },
      },
    });
    expect(
      await screen.findByText('This event is locked: changes are refused until an admin unlocks it.'),
    ).toBeInTheDocument();
    await ui.type(screen.getByRole('textbox', { name: 'Name' }), 'Race');
    await ui.type(screen.getByRole('textbox', { name: 'Points' }), '10, 6, 3');
    await ui.click(screen.getByRole('button', { name: 'Create preset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved: The event is locked; an admin must unlock it before it can be changed',
    );
  });
});
