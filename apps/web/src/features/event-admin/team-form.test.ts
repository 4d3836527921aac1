import type { Team } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { describeAllowedClasses, isTeamChanged, teamDraft, validateTeamDraft } from './team-form';

const team: Team = {
  id: 3,
  event_id: 9,
  name: 'Team 1',
  abbreviation: '',
  color: '#2563EB',
  allowed_classes: ['Slayer', 'Juggernaut'],
};

describe('isTeamChanged', () => {
  it('ignores colour case and the order of the classes', () => {
    expect(isTeamChanged(team, teamDraft(team))).toBe(false);
    expect(
      isTeamChanged(team, { ...teamDraft(team), color: '#2563eb', allowed_classes: ['Juggernaut', 'Slayer'] }),
    ).toBe(false);
    expect(isTeamChanged(team, { ...teamDraft(team), allowed_classes: ['Juggernaut'] })).toBe(true);
    expect(isTeamChanged(team, { ...teamDraft(team), abbreviation: 'EMB' })).toBe(true);
  });
});

describe('validateTeamDraft', () => {
  it('builds the body with trimmed texts and a lower-case colour', () => {
    expect(
      validateTeamDraft({ name: ' Ember Tide ', abbreviation: ' EMB', color: '#E4572E', allowed_classes: [] }, 3),
    ).toEqual({
      ok: true,
      body: { id: 3, name: 'Ember Tide', abbreviation: 'EMB', color: '#e4572e', allowed_classes: [] },
    });
  });

  it('says what to fix in each field', () => {
    expect(
      validateTeamDraft({ name: '  ', abbreviation: 'TOOLONGTAG', color: '#12345', allowed_classes: [] }, 3),
    ).toEqual({
      ok: false,
      errors: {
        name: 'Enter a name.',
        abbreviation: 'Use at most 8 characters.',
        color: 'Enter a colour as # and six hex digits, like #3b82f6.',
      },
    });
  });
});

describe('describeAllowedClasses', () => {
  it('says any class for an empty list', () => {
    expect(describeAllowedClasses([])).toBe('Any class');
    expect(describeAllowedClasses(['Juggernaut', 'Slayer'])).toBe('Juggernaut, Slayer');
  });
});
