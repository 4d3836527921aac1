import type { AuditEntry, AuditLog } from '@app/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoEvent, logInAs, renderApp, stubFetch, user } from '~/testing';

function entry(fields: Partial<AuditEntry>): AuditEntry {
  return {
    id: 1,
    at: '2026-01-02T03:04:05.000Z',
    actor_id: 1,
    actor_name: 'Brimlock',
    event_id: 7,
    kind: 'team.update',
    target_id: 1,
    target_name: null,
    before: null,
    after: null,
    ...fields,
  };
}

const LOG: AuditLog = {
  entries: [
    entry({
      id: 3,
      kind: 'team.assign',
      target_id: 7,
      target_name: 'Nettlewy',
      before: [{ user_id: 13, team_id: 1, is_team_lead: false }],
      after: [{ user_id: 13, team_id: 2, is_team_lead: false }],
    }),
    entry({
      id: 2,
      kind: 'team.update',
      target_id: 1,
      target_name: 'Ember Tide',
      before: { id: 1, name: 'Ember', color: '#e4572e' },
      after: { id: 1, name: 'Ember Tide', color: '#e4572e' },
    }),
  ],
  names: {
    users: { 13: 'Nettlewy' },
    teams: { 1: 'Ember Tide', 2: 'Frost Wardens' },
    objectives: {},
    scoring_presets: {},
    events: {},
  },
  next_before_id: null,
};

describe('/admin/audit-log', () => {
  it('names each target with its id beside it and lists each change as before → after, raw JSON on demand', async () => {
    logInAs(1, ['admin']);
    stubFetch({
      'GET /api/users/self': { body: user({ id: 1, permissions: ['admin'] }) },
      'GET /api/events/current': { body: demoEvent() },
      'GET /api/events': { body: [demoEvent()] },
      'GET /api/audit-log': { body: LOG },
    });
    const ui = userEvent.setup();
    renderApp('/admin/audit-log');
    const list = await screen.findByRole('list', { name: 'Audit log' });
    const [assignment, rename] = [...list.children] as HTMLElement[];
    if (!assignment || !rename) throw new Error('two entries expected');

    expect(assignment).toHaveTextContent('TargetNettlewyevent #7');
    expect(within(assignment).getByRole('list', { name: 'Changed in entry 3' })).toHaveTextContent(
      'Nettlewy #13: Ember Tide #1 → Frost Wardens #2',
    );
    expect(rename).toHaveTextContent('TargetEmber Tideteam #1');
    // Only what changed: the colour stayed.
    expect(within(rename).getByRole('list', { name: 'Changed in entry 2' })).toHaveTextContent(
      /^name: Ember → Ember Tide$/,
    );

    const raw = within(rename).getByText('Raw JSON');
    expect(within(rename).getByText(/"name": "Ember Tide"/)).not.toBeVisible();
    await ui.click(raw);
    expect(within(rename).getByText(/"name": "Ember Tide"/)).toBeVisible();
  });
});
