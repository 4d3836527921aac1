import type { AuditNames } from '@app/shared';
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
  it('puts each kind in words', () => {
    expect(kindLabel('team.assign')).toBe('Team assignments');
    expect(kindLabel('job.change')).toBe('Job changed');
    expect(kindLabel('signup.delete')).toBe('Sign-up deleted');
    expect(kindLabel('objective.bulk_create')).toBe('Objective created in bulk');
    expect(kindLabel('guild_stash.toggle')).toBe('Guild stash tab fetching toggled');
  });

  it('says what the target id is the id of, also where it is not the kind’s own thing', () => {
    expect(targetThing('team.update')).toBe('team');
    expect(targetThing('scoring_preset.delete')).toBe('scoring preset');
    expect(targetThing('team.assign')).toBe('event');
    expect(targetThing('signup.delete')).toBe('user');
    expect(targetThing('objective.bulk_create')).toBe('category');
  });
});

describe('fieldLabel and showValue', () => {
  it('names fields in words, ids by what they name', () => {
    expect(fieldLabel('scoringPresetId')).toBe('scoring preset');
    expect(fieldLabel('is_team_lead')).toBe('team lead');
    expect(fieldLabel('unlinked_objective_ids')).toBe('unlinked objectives');
    expect(fieldLabel('event_start_time')).toBe('event start time');
  });

  it('shows ids by name with the id, unknown ids by id, and nested values on one line', () => {
    expect(showValue(2, 'team_id', NAMES)).toBe('Frost Wardens #2');
    expect(showValue(99, 'team_id', NAMES)).toBe('#99');
    expect(showValue([40, 41], 'unlinked_objective_ids', NAMES)).toBe('Uniques #40, #41');
    expect(showValue([10, 6, 3], 'points', NAMES)).toBe('10, 6, 3');
    expect(
      showValue(
        [
          { id: 1, field: 'NAME', operator: 'EQ', value: 'Headhunter' },
          { id: 2, field: 'ITEM_LEVEL', operator: 'GREATER_THAN', value: '80' },
        ],
        'conditions',
        NAMES,
      ),
    ).toBe('NAME EQ Headhunter; ITEM_LEVEL GREATER_THAN 80');
    expect(showValue({ stash_id: 'ab12', name: 'Loot' }, undefined, NAMES)).toBe('Loot');
    expect(showValue(true, 'is_public', NAMES)).toBe('yes');
    expect(showValue(null, 'valid_to', NAMES)).toBe('none');
    expect(showValue('2026-01-02T03:04:05.000Z', 'valid_from', NAMES)).toBe(formatDateTime('2026-01-02T03:04:05.000Z'));
  });
});

describe('describeChange', () => {
  it('lists each changed field with its value before and after, and nothing unchanged', () => {
    expect(
      describeChange(
        {
          kind: 'scoring_preset.update',
          before: { id: 4, name: 'Find', points: [5], scoring_method: 'PRESENCE', point_cap: null },
          after: { id: 4, name: 'Find it', points: [10, 5], scoring_method: 'PRESENCE', point_cap: 0 },
        },
        NAMES,
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
    expect(
      describeChange(
        { kind: 'team.create', before: null, after: { id: 9, event_id: 7, name: 'Gilded Shade', allowed_classes: [] } },
        NAMES,
      ),
    ).toEqual({ change: 'created', lines: [{ field: 'name', after: 'Gilded Shade' }] });
    expect(
      describeChange(
        {
          kind: 'signup.delete',
          before: { user_id: 13, expected_playtime: 6, partner_account_name: null, team_id: 1 },
          after: null,
        },
        NAMES,
      ),
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
      describeChange(
        {
          kind: 'team.assign',
          before: [
            { user_id: 13, team_id: 1, is_team_lead: false },
            { user_id: 21, team_id: 2, is_team_lead: false },
          ],
          after: [
            { user_id: 13, team_id: 2, is_team_lead: true },
            { user_id: 21, team_id: 2, is_team_lead: false },
          ],
        },
        NAMES,
      ).lines,
    ).toEqual([{ field: 'Nettlewy #13', before: 'Ember Tide #1', after: 'Frost Wardens #2, team lead' }]);
    expect(
      describeChange(
        { kind: 'team.assign', before: [{ user_id: 13, team_id: 1, is_team_lead: false }], after: [] },
        NAMES,
      ).lines,
    ).toEqual([{ field: 'Nettlewy #13', before: 'Ember Tide #1', after: 'none' }]);
    expect(
      describeChange(
        {
          kind: 'submission.place',
          before: [{ team_id: 1, place: 1 }],
          after: [
            { team_id: 2, place: 1 },
            { team_id: 1, place: 2 },
          ],
        },
        NAMES,
      ).lines,
    ).toEqual([
      { field: 'Ember Tide #1', before: 'place: 1', after: 'place: 2' },
      { field: 'Frost Wardens #2', before: 'none', after: 'place: 1' },
    ]);
  });

  it('does not invent a change for what an entry did not record before', () => {
    // An objective's entry records its conditions after the change only, and an event's update its teams.
    expect(
      describeChange(
        {
          kind: 'objective.update',
          before: { id: 5, name: 'Headhunter', revision: 2, updatedAt: '2026-01-01T00:00:00Z' },
          after: {
            id: 5,
            name: 'Headhunter',
            revision: 3,
            updatedAt: '2026-01-02T00:00:00Z',
            conditions: [{ id: 1, field: 'NAME', operator: 'EQ', value: 'Headhunter' }],
          },
        },
        NAMES,
      ).lines,
    ).toEqual([{ field: 'conditions', before: 'not recorded', after: 'NAME EQ Headhunter' }]);
    expect(
      describeChange(
        {
          kind: 'event.update',
          before: { id: 7, name: 'Sandbox', teams: [] },
          after: { id: 7, name: 'Sandbox', teams: [{ id: 1, name: 'Ember Tide' }] },
        },
        NAMES,
      ).lines,
    ).toEqual([]);
  });

  it('reads a duplicate as a creation from its source', () => {
    expect(
      describeChange(
        {
          kind: 'event.duplicate',
          before: { source_event_id: 7, objectives: true },
          after: { id: 8, name: 'Sandbox (copy)', teams: [{ id: 11, name: 'Team 1' }] },
        },
        NAMES,
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
