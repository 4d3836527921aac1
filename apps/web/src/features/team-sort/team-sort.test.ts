import type { Signup, Team, TeamSortSuggestion } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { demoSignup } from '~/testing';
import {
  accountBase,
  applySuggestion,
  changedAssignments,
  csvField,
  csvFileName,
  describeSplitGroups,
  describeSuggestion,
  groupPlacement,
  listNames,
  matchesFilters,
  parseAccountList,
  pickEvent,
  savedDraft,
  signupsCsv,
  sortGroups,
  summarize,
} from './team-sort';
import { parseTeamSortSearch } from './team-sort-search';

function signup(id: number, name: string, overrides: Partial<Signup> = {}): Signup {
  const user = { id, display_name: name, account_name: `${name}#${1000 + id}`, discord_name: null };
  return demoSignup({ user, expected_playtime: 5, ...overrides });
}

const team = (id: number, name: string): Team => ({
  id,
  event_id: 1,
  name,
  abbreviation: name.slice(0, 3),
  color: '#000000',
  allowed_classes: [],
});
const TEAMS = [team(1, 'Ember'), team(2, 'Frost')];

describe('account names', () => {
  it('drops the discriminator and the case', () => {
    expect(accountBase(' Ashvale#1037 ')).toBe('ashvale');
    expect(accountBase('Ashvale')).toBe('ashvale');
    expect(accountBase('Ash#vale')).toBe('ash#vale');
  });

  it('reads a pasted list separated by spaces, commas and lines', () => {
    expect([...parseAccountList('Ashvale#1037, brimlock\nCindra#1  \n\n')]).toEqual(['ashvale', 'brimlock', 'cindra']);
  });

  it('matches a list without the discriminator, together with the name filter', () => {
    const list = parseAccountList('ashvale#9999 Cindra');
    expect(matchesFilters(signup(1, 'Ashvale'), '', list)).toBe(true);
    expect(matchesFilters(signup(2, 'Brimlock'), '', list)).toBe(false);
    expect(matchesFilters(signup(3, 'Cindra'), 'cin', list)).toBe(true);
    expect(matchesFilters(signup(3, 'Cindra'), 'ash', list)).toBe(false);
    expect(
      matchesFilters(
        signup(4, 'Nobody', { user: { id: 4, display_name: 'Nobody', account_name: null, discord_name: null } }),
        '',
        list,
      ),
    ).toBe(false);
    expect(matchesFilters(signup(4, 'Nobody'), '', new Set())).toBe(true);
  });
});

describe('summarize', () => {
  it('counts members per bucket by upper bound, with Total Signups and No team, leaving out the unplaced waitlist', () => {
    const signups = [
      signup(1, 'A', { team_id: 1, expected_playtime: 3 }),
      signup(2, 'B', { team_id: 1, expected_playtime: 4 }),
      signup(3, 'C', { team_id: 2, expected_playtime: 12 }),
      signup(4, 'D', { expected_playtime: 13 }),
      signup(5, 'E', { expected_playtime: 9, status: 'waitlisted' }),
      signup(6, 'F', { expected_playtime: 6, status: 'waitlisted', team_id: 2 }),
    ];
    expect(summarize(signups, savedDraft(signups), TEAMS)).toEqual([
      { label: 'Total Signups', team_id: null, members: 5, playtime: [1, 2, 0, 1, 1], total_hours: 38 },
      { label: 'Ember', team_id: 1, members: 2, playtime: [1, 1, 0, 0, 0], total_hours: 7 },
      { label: 'Frost', team_id: 2, members: 2, playtime: [0, 1, 0, 1, 0], total_hours: 18 },
      { label: 'No team', team_id: null, members: 1, playtime: [0, 0, 0, 0, 1], total_hours: 13 },
    ]);
  });

  it('follows the draft rather than what is saved', () => {
    const signups = [signup(1, 'A', { expected_playtime: 8 })];
    const draft = new Map([[1, { team_id: 2, team_lead: false }]]);
    expect(summarize(signups, draft, TEAMS).map((row) => row.members)).toEqual([1, 0, 1, 0]);
  });
});

describe('suggestions', () => {
  const signups = [signup(1, 'Zed', { team_id: 1, team_lead: true }), signup(2, 'Bea'), signup(3, 'Ada')];
  const suggestion: TeamSortSuggestion = {
    seed: 7,
    moves: [
      { user_id: 2, team_id: 2 },
      { user_id: 3, team_id: 1 },
    ],
    compromises: [{ user_id: 3, reason: 'size' }],
    team_size: 2,
    split_groups: [],
    before: [],
    after: [],
  };

  it('reads as who moves where, by name', () => {
    expect(describeSuggestion(suggestion, signups, TEAMS)).toEqual([
      { user_id: 3, name: 'Ada', from: 'No team', to: 'Ember', compromise: 'size' },
      { user_id: 2, name: 'Bea', from: 'No team', to: 'Frost', compromise: null },
    ]);
  });

  it('applies on top of the saved placements and sends only the changes', () => {
    const draft = applySuggestion(savedDraft(signups), suggestion);
    expect(changedAssignments(signups, draft)).toEqual([
      { user_id: 2, team_id: 2, is_team_lead: false },
      { user_id: 3, team_id: 1, is_team_lead: false },
    ]);
    expect(changedAssignments(signups, savedDraft(signups))).toEqual([]);
  });

  it('sends a lead change and a removal from a team', () => {
    const draft = savedDraft(signups);
    draft.set(1, { team_id: null, team_lead: false });
    expect(changedAssignments(signups, draft)).toEqual([{ user_id: 1, team_id: null, is_team_lead: false }]);
  });
});

describe('groups', () => {
  const TRIO = [
    signup(11, 'Ilse', { group_id: 4, team_id: 1 }),
    signup(12, 'Juno', { group_id: 4 }),
    signup(13, 'Kofi', { group_id: 4, partner_id: 14 }),
    signup(14, 'Lark', { partner_id: 13, status: 'waitlisted' }),
    signup(15, 'Moss', { partner_id: 16 }),
    signup(16, 'Nell', { partner_id: 15 }),
    signup(17, 'Odo', { partner_id: 11 }),
  ];

  it('finds sign-up groups and partners who named each other, joined where they touch', () => {
    expect(
      sortGroups(TRIO).map((group) => [group.kind, group.members.map((member) => member.user.display_name)]),
    ).toEqual([
      ['group', ['Ilse', 'Juno', 'Kofi', 'Lark']],
      ['partners', ['Moss', 'Nell']],
    ]);
  });

  it('says where the draft puts a group, and when it splits it', () => {
    const [group] = sortGroups(TRIO);
    const draft = savedDraft(TRIO);
    expect(groupPlacement(group!, draft, TEAMS)).toEqual({
      split: false,
      text: 'Partly placed: Ember: Ilse; no team yet: Juno, Kofi and Lark',
    });
    for (const id of [12, 13, 14]) draft.set(id, { team_id: 1, team_lead: false });
    expect(groupPlacement(group!, draft, TEAMS)).toEqual({ split: false, text: 'All on Ember' });
    draft.set(13, { team_id: 2, team_lead: false });
    expect(groupPlacement(group!, draft, TEAMS)).toEqual({
      split: true,
      text: 'Split: Ember: Ilse, Juno and Lark; Frost: Kofi',
    });
    expect(groupPlacement(sortGroups(TRIO)[1]!, savedDraft(TRIO), TEAMS)).toEqual({
      split: false,
      text: 'No team yet',
    });
  });

  it("puts the suggestion's groups that could not stay together into words", () => {
    const suggestion: TeamSortSuggestion = {
      seed: 3,
      moves: [],
      compromises: [],
      team_size: 3,
      split_groups: [
        { user_ids: [11, 12, 13, 14], reason: 'too_large', team_ids: [1, 2] },
        { user_ids: [15, 16], reason: 'placed_apart', team_ids: [1, 2] },
      ],
      before: [],
      after: [],
    };
    expect(describeSplitGroups(suggestion, TRIO, TEAMS)).toEqual([
      'Ilse, Juno, Kofi and Lark signed up together, but 4 players are more than a team holds (3): they are split between Ember and Frost.',
      'Moss and Nell named each other as partners, but are already on different teams (Ember and Frost); the sort moves nobody who is placed, so move them by hand to keep them together.',
    ]);
    expect([listNames([]), listNames(['Ada']), listNames(['Ada', 'Bo'])]).toEqual(['', 'Ada', 'Ada and Bo']);
  });
});

describe('CSV', () => {
  it('quotes fields with commas, quotes and line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('writes the headers and one line per sign-up with the shown team', () => {
    const signups = [
      signup(1, 'Ash, the "First"', { team_id: 1, team_lead: true, needs_help: true, partner_account_name: 'Bea#2' }),
      signup(2, 'Bea', { expected_playtime: 14, wants_to_help: true }),
    ];
    const draft = savedDraft(signups);
    draft.set(2, { team_id: 2, team_lead: false });
    expect(signupsCsv(signups, draft, TEAMS)).toBe(
      'Team,Display Name,Account Name,Expected Playtime,Needs Help,Wants to Help,Team Lead,Partner\r\n' +
        'Ember,"Ash, the ""First""","Ash, the ""First""#1001",5,Yes,No,Yes,Bea#2\r\n' +
        'Frost,Bea,Bea#1002,14,No,Yes,No,\r\n',
    );
  });

  it('names the file after the event', () => {
    expect(csvFileName('Sandbox Sprint (PL7777)')).toBe('Signups_Sandbox Sprint (PL7777).csv');
    expect(csvFileName('A/B: C?')).toBe('Signups_A_B_ C_.csv');
  });
});

describe('event choice', () => {
  const events = [
    { id: 1, is_current: false },
    { id: 3, is_current: true },
    { id: 5, is_current: false },
  ];
  it('takes the asked-for event, else the current, else the newest', () => {
    expect(pickEvent(events, 5)?.id).toBe(5);
    expect(pickEvent(events, 9)?.id).toBe(3);
    expect(pickEvent([events[0]!, events[2]!])?.id).toBe(5);
    expect(pickEvent([])).toBeUndefined();
  });

  it('reads ?event= as a positive id only', () => {
    expect(parseTeamSortSearch({ event: '4' })).toEqual({ event: 4 });
    expect(parseTeamSortSearch({ event: 4 })).toEqual({ event: 4 });
    expect(parseTeamSortSearch({ event: '-1' })).toEqual({});
    expect(parseTeamSortSearch({ event: 'x' })).toEqual({});
  });
});
