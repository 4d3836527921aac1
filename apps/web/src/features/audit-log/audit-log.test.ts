import type { AuditKind, AuditNames } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '~/lib/format';
import { describeChange, fieldLabel, kindLabel, mergeNames, rawJson, showValue, targetThing } from './audit-log';
import { parseAuditSearch } from './audit-search';

const NAMES: AuditNames = {
  users: { 13: 'Nettlewy', 21: 'Demo Judge' },
  teams: { 1: 'Ember Tide', 2: 'Frost Wardens' },
  objectives: { 40: 'Uniques' },
  scoring_presets: { 4: 'Find' },
  events: { 7: 'Sandbox Sprint' },
};

describe('parseAuditSearch', () => {
  it('keeps valid filters and drops the rest', () => {
    expect(parseAuditSearch({ event: '1', actor: 3, kind: 'team.assign' })).toEqual({
      event: 1,
      actor: 3,
      kind: 'team.assign',
    });
    expect(parseAuditSearch({ event: '0', actor: 'x', kind: 'team.explode' })).toEqual({});
    expect(parseAuditSearch({})).toEqual({});
  });
});

describe('kindLabel and targetThing', () => {
  it.each<[AuditKind, string]>([
    ['team.assign', 'Team assignments'],
    ['job.change', 'Job changed'],
    ['signup.delete', 'Sign-up deleted'],
    ['objective.bulk_create', 'Objective created in bulk'],
    ['guild_stash.toggle', 'Guild stash tab fetching toggled'],
  ])('puts each kind in words: %s', (kind, label) => {
    expect(kindLabel(kind)).toBe(label);
  });

  it.each<[AuditKind, string]>([
    ['team.update', 'team'],
    ['scoring_preset.delete', 'scoring preset'],
    ['team.assign', 'event'],
    ['signup.delete', 'user'],
    ['objective.bulk_create', 'category'],
  ])('says what the target id is the id of, also where it is not the kind’s own thing: %s', (kind, thing) => {
    expect(targetThing(kind)).toBe(thing);
  });
});

describe('fieldLabel and showValue', () => {
  it.each([
    ['scoringPresetId', 'scoring preset'],
    ['is_team_lead', 'team lead'],
    ['unlinked_objective_ids', 'unlinked objectives'],
    ['event_start_time', 'event start time'],
  ])('names fields in words, ids by what they name: %s', (key, label) => {
    expect(fieldLabel(key)).toBe(label);
  });

  it.each<[unknown, string | undefined, string]>([
    [2, 'team_id', 'Frost Wardens #2'],
    [99, 'team_id', '#99'],
    [[40, 41], 'unlinked_objective_ids', 'Uniques #40, #41'],
    [[10, 6, 3], 'points', '10, 6, 3'],
    [
      [
        { id: 1, field: 'NAME', operator: 'EQ', value: 'Headhunter' },
        { id: 2, field: 'ITEM_LEVEL', operator: 'GREATER_THAN', value: '80' },
      ],
      'conditions',
      'NAME EQ Headhunter; ITEM_LEVEL GREATER_THAN 80',
    ],
    [{ stash_id: 'ab12', name: 'Loot' }, undefined, 'Loot'],
    [true, 'is_public', 'yes'],
    [null, 'valid_to', 'none'],
    ['2026-01-02T03:04:05.000Z', 'valid_from', formatDateTime('2026-01-02T03:04:05.000Z')],
  ])(
    'shows ids by name with the id, unknown ids by id, and nested values on one line: %j of %s',
    (value, field, shown) => {
      expect(showValue(value, field, NAMES)).toBe(shown);
    },
  );
});

/** What an entry of `kind` that recorded `before` and `after` says changed. */
const change = (kind: AuditKind, before: unknown, after: unknown) => describeChange({ kind, before, after }, NAMES);

describe('describeChange', () => {
  it('lists each changed field with its value before and after, and nothing unchanged', () => {
    expect(
      change(
        'scoring_preset.update',
        { id: 4, name: 'Find', points: [5], scoring_method: 'PRESENCE', point_cap: null },
        { id: 4, name: 'Find it', points: [10, 5], scoring_method: 'PRESENCE', point_cap: 0 },
      ),
    ).toEqual({
      change: 'changed',
      lines: [
        { field: 'name', before: 'Find', after: 'Find it' },
        { field: 'points', before: '5', after: '10, 5' },
        { field: 'point cap', before: 'none', after: '0' },
      ],
    });
  });

  it('lists the fields a creation set and what a deletion removed, without ids and bookkeeping', () => {
    expect(change('team.create', null, { id: 9, event_id: 7, name: 'Gilded Shade', allowed_classes: [] })).toEqual({
      change: 'created',
      lines: [{ field: 'name', after: 'Gilded Shade' }],
    });
    expect(
      change('signup.delete', { user_id: 13, expected_playtime: 6, partner_account_name: null, team_id: 1 }, null),
    ).toEqual({
      change: 'deleted',
      lines: [
        { field: 'user', before: 'Nettlewy #13' },
        { field: 'expected playtime', before: '6' },
        { field: 'team', before: 'Ember Tide #1' },
      ],
    });
  });

  it('shows a team assignment per player and a placement per team', () => {
    expect(
      change(
        'team.assign',
        [
          { user_id: 13, team_id: 1, is_team_lead: false },
          { user_id: 21, team_id: 2, is_team_lead: false },
        ],
        [
          { user_id: 13, team_id: 2, is_team_lead: true },
          { user_id: 21, team_id: 2, is_team_lead: false },
        ],
      ).lines,
    ).toEqual([{ field: 'Nettlewy #13', before: 'Ember Tide #1', after: 'Frost Wardens #2, team lead' }]);
    expect(change('team.assign', [{ user_id: 13, team_id: 1, is_team_lead: false }], []).lines).toEqual([
      { field: 'Nettlewy #13', before: 'Ember Tide #1', after: 'none' },
    ]);
    expect(
      change(
        'submission.place',
        [{ team_id: 1, place: 1 }],
        [
          { team_id: 2, place: 1 },
          { team_id: 1, place: 2 },
        ],
      ).lines,
    ).toEqual([
      { field: 'Ember Tide #1', before: 'place: 1', after: 'place: 2' },
      { field: 'Frost Wardens #2', before: 'none', after: 'place: 1' },
    ]);
  });

  it('does not invent a change for what an entry did not record before', () => {
    // An objective's entry records its conditions after the change only, and an event's update its teams.
    expect(
      change(
        'objective.update',
        { id: 5, name: 'Headhunter', revision: 2, updatedAt: '2026-01-01T00:00:00Z' },
        {
          id: 5,
          name: 'Headhunter',
          revision: 3,
          updatedAt: '2026-01-02T00:00:00Z',
          conditions: [{ id: 1, field: 'NAME', operator: 'EQ', value: 'Headhunter' }],
        },
      ).lines,
    ).toEqual([{ field: 'conditions', before: 'not recorded', after: 'NAME EQ Headhunter' }]);
    expect(
      change(
        'event.update',
        { id: 7, name: 'Sandbox', teams: [] },
        { id: 7, name: 'Sandbox', teams: [{ id: 1, name: 'Ember Tide' }] },
      ).lines,
    ).toEqual([]);
  });

  it('reads a duplicate as a creation from its source', () => {
    expect(
      change(
        'event.duplicate',
        { source_event_id: 7, objectives: true },
        { id: 8, name: 'Sandbox (copy)', teams: [{ id: 11, name: 'Team 1' }] },
      ),
    ).toEqual({
      change: 'created',
      lines: [
        { field: 'source event', after: 'Sandbox Sprint #7' },
        { field: 'objectives', after: 'yes' },
        { field: 'name', after: 'Sandbox (copy)' },
        { field: 'teams', after: 'Team 1 #11' },
      ],
    });
  });
});

describe('mergeNames and rawJson', () => {
  it('names the ids of every page loaded', () => {
    const empty = { users: {}, teams: {}, objectives: {}, scoring_presets: {}, events: {} };
    expect(mergeNames([NAMES, { ...empty, users: { 5: 'Pat' } }]).users).toEqual({
      13: 'Nettlewy',
      21: 'Demo Judge',
      5: 'Pat',
    });
  });

  it('indents JSON and names nothing', () => {
    expect(rawJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(rawJson(null)).toBe('(nothing)');
  });
});
