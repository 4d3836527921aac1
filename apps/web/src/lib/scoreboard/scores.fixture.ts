/**
 * Test data (imported by tests only): an objective tree shaped like the demo event's, with every tab's category,
 * and helpers to write scores and the API answers the score pages read.
 */
import type { Objective, Score, ScoreDiff, ScoringMethod, ScoringPreset } from '@app/shared';
import type { Event, EventUsers, LadderEntry } from '@app/shared';
import { makeObjective, makePreset } from '@app/scoring/fixtures';
import { vi } from 'vitest';
import { demoEvent, type Routes } from '~/testing';
import type { WebSocketLike } from './score-socket';

let presetIds = 100;

export function preset(scoring_method: ScoringMethod, points: number[], point_cap = 0): ScoringPreset {
  return { ...makePreset(scoring_method, points, point_cap, presetIds++), event_id: 7 };
}

export function node(id: number, name: string, fields: Partial<Objective> = {}): Objective {
  return makeObjective(id, { event_id: 7, name, ...fields });
}

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A demo-like tree; times are relative to `now`. Ids are grouped by category (1xx P.O., 2xx uniques, …). */
export function demoTree(now = Date.now()): Objective {
  const item = preset('PRESENCE', [10]);
  const variant = preset('PRESENCE', [5]);
  const setRace = preset('RANKED_COMPLETION_TIME', [10, 5]);
  const race = preset('RANKED_TIME', [20, 15, 10, 5]);
  const bounty = preset('PRESENCE', [15]);
  return node(1, 'Root', {
    children: [
      node(100, 'Personal Objectives', {
        children: [
          node(101, 'Personal Objective Total', {
            objective_type: 'TEAM',
            aggregation: 'MAXIMUM',
            number_field: 'PLAYER_SCORE',
            valid_to: iso(now + 72 * HOUR),
            scoring_preset: preset('POINTS_FROM_VALUE', [1], 90),
          }),
          node(102, 'Checkpoint 1', {
            objective_type: 'TEAM',
            aggregation: 'MAXIMUM',
            number_field: 'PLAYER_SCORE',
            valid_to: iso(now - HOUR),
            scoring_preset: preset('RANKED_VALUE', [12, 8, 4]),
          }),
        ],
      }),
      node(200, 'Uniques', {
        children: [
          node(210, 'Abyss', {
            scoring_preset: setRace,
            children: [
              node(211, 'Darkness Enthroned', { scoring_preset: item }),
              node(212, 'Lightpoacher', { scoring_preset: item }),
              node(213, 'Grand Spectrum', {
                scoring_preset: item,
                children: [
                  node(214, 'Grand Spectrum', { extra: 'Cobalt', scoring_preset: variant }),
                  node(215, 'Grand Spectrum', { extra: 'Crimson', scoring_preset: variant }),
                ],
              }),
            ],
          }),
          node(220, 'Ubers', {
            scoring_preset: preset('BONUS_PER_COMPLETION', [5, 5, 3, 1]),
            children: [
              node(221, 'Mageblood', { scoring_preset: item }),
              node(222, 'Headhunter', { scoring_preset: item }),
            ],
          }),
        ],
      }),
      node(300, 'Races', {
        children: [
          node(301, 'Kill the Eater deathless', {
            objective_type: 'SUBMISSION',
            scoring_preset: race,
            extra: 'No deaths allowed',
          }),
          node(302, 'Endless Chase', {
            objective_type: 'SUBMISSION',
            aggregation: 'MAXIMUM',
            number_field: 'SUBMISSION_VALUE',
            required_number: 10,
            scoring_preset: preset('RANKED_VALUE', [20, 10]),
          }),
          node(303, 'Level 90', {
            objective_type: 'PLAYER',
            aggregation: 'EARLIEST',
            number_field: 'PLAYER_LEVEL',
            required_number: 90,
            scoring_preset: race,
          }),
        ],
      }),
      node(400, 'Bounties', {
        children: [
          node(401, 'Kill a boss blindfolded', { objective_type: 'SUBMISSION', scoring_preset: bounty }),
          node(402, 'Find a Mirror', { scoring_preset: bounty }),
        ],
      }),
      node(500, 'Collections', {
        children: [
          node(501, 'Chaos Orb', {
            aggregation: 'SUM_LATEST',
            required_number: 500,
            scoring_preset: preset('RANKED_TIME', [10, 6, 3]),
          }),
        ],
      }),
      node(600, 'Dailies', {
        children: [
          node(601, 'Divine Orb', {
            valid_from: iso(now - 30 * HOUR),
            valid_to: iso(now - 6 * HOUR),
            scoring_preset: preset('PRESENCE', [5]),
          }),
          node(602, 'Exalted Orb', {
            valid_from: iso(now - 2 * HOUR),
            valid_to: iso(now + 22 * HOUR),
            required_number: 3,
            scoring_preset: preset('RANKED_TIME', [8, 4]),
          }),
          node(603, '', {
            valid_from: iso(now + 20 * HOUR),
            valid_to: iso(now + 44 * HOUR),
            scoring_preset: preset('PRESENCE', [5]),
          }),
        ],
      }),
      node(700, 'Heist', {
        presentation: 'SECTIONS',
        children: [
          node(710, 'Rogue Gear', {
            scoring_preset: preset('BONUS_PER_COMPLETION', [3, 2]),
            children: [node(711, 'Silkweave Sash', { scoring_preset: item })],
          }),
          node(720, 'Experimental Bases', {
            scoring_preset: setRace,
            children: [node(721, 'Apothecary Ring', { scoring_preset: item })],
          }),
          node(730, 'Enchanting Orb Race', { required_number: 5, scoring_preset: race }),
        ],
      }),
      node(800, 'Gems', {
        presentation: 'SECTIONS',
        children: [
          node(810, 'Red Gems', {
            scoring_preset: setRace,
            children: [
              node(811, 'Boneshatter', { scoring_preset: item }),
              node(812, 'Cleave', { scoring_preset: item }),
            ],
          }),
          node(820, 'Blue Gems', {
            scoring_preset: preset('BINGO_3', [10, 5]),
            children: [node(821, 'Arc', { scoring_preset: item })],
          }),
        ],
      }),
      node(900, 'Delve', {
        children: [
          node(910, 'Fossil Race', {
            scoring_preset: setRace,
            children: [
              node(911, 'Jagged Fossil', { aggregation: 'SUM_LATEST', required_number: 3 }),
              node(912, 'Dense Fossil', { aggregation: 'SUM_LATEST', required_number: 3 }),
            ],
          }),
          node(920, 'Cumulative Depth', {
            objective_type: 'TEAM',
            aggregation: 'MAXIMUM',
            number_field: 'DELVE_DEPTH_PAST_100',
            required_number: 5000,
            scoring_preset: preset('POINTS_FROM_VALUE', [0.1], 500),
          }),
          node(930, 'Delve Race', {
            objective_type: 'PLAYER',
            number_field: 'DELVE_DEPTH',
            required_number: 600,
            scoring_preset: race,
          }),
        ],
      }),
    ],
  });
}

/**
 * An event built unlike the demo: its own category names, submission bosses, a flat list of chase uniques, a
 * nested set, an objective with a time window, and no personal objectives. Times are relative to `now`.
 */
export function walkthroughTree(now = Date.now()): Objective {
  const boss = preset('RANKED_TIME', [30, 20, 10]);
  const unique = preset('PRESENCE', [10]);
  return node(1, 'Root', {
    children: [
      node(11, 'Bosses', {
        children: [
          node(12, 'The Maven', {
            objective_type: 'SUBMISSION',
            number_field: 'SUBMISSION_VALUE',
            scoring_preset: boss,
          }),
          node(13, 'The Feared', {
            objective_type: 'SUBMISSION',
            number_field: 'SUBMISSION_VALUE',
            aggregation: 'MINIMUM',
            scoring_preset: preset('RANKED_REVERSE', [25, 15]),
          }),
        ],
      }),
      node(21, 'Chase uniques', {
        children: [
          node(22, 'Headhunter', { scoring_preset: unique }),
          node(23, 'Mageblood', { scoring_preset: unique }),
          node(24, 'Nimis', { scoring_preset: unique }),
        ],
      }),
      node(31, 'Extras', {
        children: [
          node(32, 'Happy hour', {
            objective_type: 'PLAYER',
            number_field: 'PLAYER_LEVEL',
            aggregation: 'EARLIEST',
            required_number: 70,
            valid_from: iso(now + 2 * HOUR),
            valid_to: iso(now + 3 * HOUR),
            scoring_preset: preset('PRESENCE', [5]),
          }),
          node(33, 'Starter set', {
            scoring_preset: preset('RANKED_COMPLETION_TIME', [15, 5]),
            children: [
              node(34, 'Goldrim', { scoring_preset: unique }),
              node(35, 'Wanderlust', { scoring_preset: unique }),
            ],
          }),
        ],
      }),
    ],
  });
}

export function score(fields: Partial<Score> = {}): Score {
  return { points: 0, user_id: null, rank: 0, timestamp: null, number: 0, finished: false, ...fields };
}

export function diff(
  objective_id: number,
  team_id: number,
  fields: Partial<Score> = {},
  diff_type: ScoreDiff['diff_type'] = 'Added',
): ScoreDiff {
  return { objective_id, team_id, score: score(fields), diff_type };
}

/** A score as the latest-scores answer lists it: nothing to apply, just where the team stands. */
export function latestScore(objective_id: number, team_id: number, fields: Partial<Score> = {}): ScoreDiff {
  return diff(objective_id, team_id, fields, 'Unchanged');
}

/** Page tests' live scores: every socket the page opens is a FakeSocket, listed from none. */
export function installFakeSocket() {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
}

/** A WebSocket stand-in the test drives by hand. */
export class FakeSocket implements WebSocketLike {
  static instances: FakeSocket[] = [];
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  closedWith: { code?: number; reason?: string } | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  send(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  drop(code = 1006, reason = '') {
    this.onclose?.(new CloseEvent('close', { code, reason }));
  }
}

/** Four teams, as the demo event has. */
export function fourTeamEvent(overrides: Partial<Event> = {}): Event {
  const base = demoEvent();
  const colors = ['#e4572e', '#3a86ff', '#2a9d8f', '#e9c46a'];
  const names = ['Ember Tide', 'Frost Wardens', 'Verdant Pact', 'Gilded Shade'];
  return {
    ...base,
    event_start_time: new Date(Date.now() - 86_400_000).toISOString(),
    teams: names.map((name, index) => ({
      id: index + 1,
      event_id: base.id,
      name,
      abbreviation: name.slice(0, 3).toUpperCase(),
      color: colors[index] ?? '#888888',
      allowed_classes: [],
    })),
    ...overrides,
  };
}

export const EVENT_USERS: EventUsers = {
  '1': [
    { id: 1, display_name: 'Ashvale' },
    { id: 2, display_name: 'Brimlock' },
  ],
  '2': [{ id: 6, display_name: 'Glacia' }],
  '3': [{ id: 11, display_name: 'Lumbra' }],
  '4': [{ id: 16, display_name: 'Quillon' }],
};

export function ladderEntry(rank: number, fields: Partial<LadderEntry> = {}): LadderEntry {
  return {
    rank,
    character_name: `Char${rank}`,
    account_name: `Account#${1000 + rank}`,
    character_class: 'Juggernaut',
    level: 90,
    experience: 1_934_009_687,
    delve: 0,
    user_id: rank,
    team_id: ((rank - 1) % 4) + 1,
    twitch_account: null,
    character: {
      id: `c${rank}`,
      user_id: rank,
      event_id: 7,
      name: `Char${rank}`,
      level: 90,
      experience: 1_934_009_687,
      character_class: 'Juggernaut',
      ascendancy: 'Juggernaut',
      ascendancy_points: 8,
      main_skill: 'Boneshatter',
      pantheon: true,
      atlas_node_count: 40,
      delve_depth: 0,
      timestamp: new Date().toISOString(),
    },
    stats: {
      timestamp: new Date().toISOString(),
      level: 90,
      experience: 1_934_009_687,
      dps: 1_250_000,
      ehp: 45_000,
      phys_max_hit: 9000,
      ele_max_hit: 12000,
      hp: 5200,
      mana: 800,
      es: 0,
      armour: 30000,
      evasion: 2000,
      movement_speed: 135,
    },
    ...fields,
  };
}

/** The API answers every score page reads, for renderApp(); pass overrides per test. */
export function scoresApi(overrides: Routes = {}, now = Date.now()): Routes {
  return {
    'GET /api/health': { body: { status: 'ok', database: 'ok', version: 'test', demo: false } },
    'GET /api/events/current': { body: fourTeamEvent() },
    'GET /api/events/current/users': { body: EVENT_USERS },
    'GET /api/events/current/objectives': { body: demoTree(now) },
    'GET /api/events/current/scores/latest': { body: [] },
    'GET /api/events/current/scores/history': { body: [] },
    'GET /api/events/current/submissions': { body: [] },
    'GET /api/events/current/ladder': { body: [] },
    ...overrides,
  };
}
