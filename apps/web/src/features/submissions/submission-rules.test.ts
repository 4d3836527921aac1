import type { Objective, ScoringPreset, Submission } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  currentPlacement,
  decisionPointChanges,
  groupSubmissions,
  isExpiredStreamProof,
  localDateAndTime,
  numberFieldLabel,
  placementProblem,
  proofLabel,
  refusalMessages,
  reviewReason,
  sentNotice,
  shownSubmission,
  statusText,
  timestampFromLocal,
} from './submission-rules';

function submission(id: number, fields: Partial<Submission> = {}): Submission {
  return {
    id,
    objective_id: 5,
    user_id: 1,
    user_name: 'Ann',
    team_id: 2,
    proof: 'https://youtu.be/x',
    comment: '',
    number: 1,
    approval_status: 'PENDING',
    timestamp: '2026-01-01T10:00:00.000Z',
    reviewer_id: null,
    reviewer_name: null,
    review_comment: null,
    place: null,
    late: false,
    ...fields,
  };
}

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const draft = { date: '2026-02-28', time: '09:30', proof: 'https://youtu.be/abc', comment: ' gg ', number: '' };

describe('timestampFromLocal', () => {
  it('joins the date and time typed in the player’s time zone into one ISO timestamp', () => {
    expect(timestampFromLocal('2026-02-28', '09:30')).toBe(new Date(2026, 1, 28, 9, 30).toISOString());
  });

  it('is null when either part is missing or not real', () => {
    expect(timestampFromLocal('', '09:30')).toBeNull();
    expect(timestampFromLocal('2026-02-28', '')).toBeNull();
    expect(timestampFromLocal('2026-02-31x', '09:30')).toBeNull();
    expect(timestampFromLocal('2026-13-45', '09:30')).toBeNull();
  });

  it('round-trips with localDateAndTime', () => {
    const at = new Date(2026, 4, 7, 8, 5).getTime();
    expect(localDateAndTime(at)).toEqual({ date: '2026-05-07', time: '08:05' });
    const { date, time } = localDateAndTime(at);
    expect(timestampFromLocal(date, time)).toBe(new Date(at).toISOString());
  });
});

describe('numberFieldLabel', () => {
  it('asks for the jewel count on MAXIMUM, the seconds on MINIMUM, the value on LATEST, and nothing otherwise', () => {
    expect(numberFieldLabel('MAXIMUM')).toBe('Amount of Jewels dropped');
    expect(numberFieldLabel('MINIMUM')).toBe('Time taken for completion in seconds');
    expect(numberFieldLabel('LATEST')).toBe('Value reached');
    expect(numberFieldLabel('EARLIEST')).toBeNull();
    expect(numberFieldLabel(undefined)).toBeNull();
  });
});

describe('checkDraft', () => {
  it('sends one ISO timestamp, the trimmed proof and comment, and 1 when no number is asked for', () => {
    expect(checkDraft({ ...draft, number: 'abc' }, 'EARLIEST', NOW)).toEqual({
      ok: true,
      body: {
        timestamp: new Date(2026, 1, 28, 9, 30).toISOString(),
        proof: 'https://youtu.be/abc',
        comment: 'gg',
        number: 1,
      },
    });
  });

  it('requires date, time and proof', () => {
    expect(checkDraft({ ...draft, date: '', time: '', proof: ' ' }, 'EARLIEST', NOW)).toEqual({
      ok: false,
      errors: {
        date: 'Enter the date you completed it',
        time: 'Enter the time you completed it',
        proof: 'Enter a link to your proof',
      },
    });
  });

  it('refuses a proof that is not an http(s) link, like javascript: or a bare word', () => {
    for (const proof of ['javascript:alert(1)', 'data:text/html,hi', 'youtube.com/watch', '/relative']) {
      expect(checkDraft({ ...draft, proof }, 'EARLIEST', NOW)).toEqual({
        ok: false,
        errors: { proof: 'The proof must be a link starting with https:// or http://' },
      });
    }
  });

  it('refuses a time in the future', () => {
    expect(checkDraft({ ...draft, date: '2026-03-05' }, 'EARLIEST', NOW)).toEqual({
      ok: false,
      errors: { date: 'The time cannot be in the future' },
    });
  });

  it('requires a positive whole number for MAXIMUM and MINIMUM objectives', () => {
    for (const number of ['', '0', '-3', '2.5', 'ten']) {
      expect(checkDraft({ ...draft, number }, 'MAXIMUM', NOW)).toEqual({
        ok: false,
        errors: { number: 'Enter a whole number greater than 0' },
      });
    }
    const sent = checkDraft({ ...draft, number: ' 340 ' }, 'MINIMUM', NOW);
    expect(sent.ok && sent.body.number).toBe(340);
  });
});

describe('refusalMessages', () => {
  it('puts a complaint about a field next to that field', () => {
    expect(refusalMessages([{ path: 'body.timestamp', message: 'must not be before the event started' }], 'x')).toEqual(
      { fields: { date: 'The time must not be before the event started' }, form: null },
    );
  });

  it('shows any other refusal as the form’s message', () => {
    expect(refusalMessages(undefined, 'You are not in a team of this event')).toEqual({
      fields: {},
      form: 'You are not in a team of this event',
    });
    expect(
      refusalMessages([{ path: 'body.objective_id', message: 'is closed' }], 'body.objective_id: is closed'),
    ).toEqual({ fields: {}, form: 'body.objective_id: is closed' });
  });
});

describe('shownSubmission (docs/domain.md §2: which submission the icon shows)', () => {
  const list = [
    submission(1, { approval_status: 'REJECTED' }),
    submission(2, { approval_status: 'PENDING' }),
    submission(3, { approval_status: 'APPROVED' }),
    submission(4, { approval_status: 'APPROVED' }),
    submission(5, { team_id: 9, approval_status: 'REJECTED' }),
    submission(6, { objective_id: 7, approval_status: 'PENDING' }),
  ];
  const groups = groupSubmissions(list);

  it('is the first approved one, else the first pending one, else the first listed', () => {
    expect(shownSubmission(groups, 5, 2)?.id).toBe(3);
    expect(shownSubmission(groupSubmissions(list.slice(0, 2)), 5, 2)?.id).toBe(2);
    expect(shownSubmission(groups, 5, 9)?.id).toBe(5);
    expect(shownSubmission(groups, 7, 2)?.id).toBe(6);
  });

  it('is none for a team without submissions', () => {
    expect(shownSubmission(groups, 5, 3)).toBeUndefined();
  });
});

describe('statusText', () => {
  it('says the state and who, with names from the submission (a judge needs no team)', () => {
    expect(statusText(submission(1, { approval_status: 'APPROVED' }))).toBe('Approved — submitted by Ann');
    expect(statusText(submission(1))).toBe('In review — submitted by Ann');
    expect(statusText(submission(1, { approval_status: 'REJECTED', reviewer_id: 40, reviewer_name: 'Judy' }))).toBe(
      'Rejected by Judy — submitted by Ann',
    );
    expect(statusText(undefined)).toBe('No submissions yet');
  });

  it('gives the judge’s reason, and not the place a placement already shows', () => {
    const rejected = submission(1, { approval_status: 'REJECTED', reviewer_name: 'Judy', review_comment: 'Blurry' });
    expect(statusText(rejected)).toBe('Rejected by Judy (Blurry) — submitted by Ann');
    expect(statusText(submission(1, { approval_status: 'APPROVED', review_comment: 'Nice' }))).toBe(
      'Approved (Nice) — submitted by Ann',
    );
    expect(
      reviewReason(submission(1, { approval_status: 'APPROVED', place: 2, review_comment: 'Place 2' })),
    ).toBeNull();
    expect(reviewReason(submission(1, { review_comment: '  ' }))).toBeNull();
  });

  it('reads Unknown User for a name the server could not give', () => {
    expect(statusText(submission(1, { user_name: null, approval_status: 'REJECTED' }))).toBe(
      'Rejected by Unknown User — submitted by Unknown User',
    );
  });
});

describe('isExpiredStreamProof (docs/domain.md §9: 14 days)', () => {
  const day = 24 * 60 * 60 * 1000;
  const at = (daysAgo: number) => new Date(NOW - daysAgo * day).toISOString();

  it('disables a Twitch recording submitted more than 14 days ago', () => {
    expect(isExpiredStreamProof('https://www.twitch.tv/videos/1', at(15), NOW)).toBe(true);
    expect(isExpiredStreamProof('https://twitch.tv/videos/1', at(14.01), NOW)).toBe(true);
  });

  it('keeps it until 14 days have passed, and never disables other sites', () => {
    expect(isExpiredStreamProof('https://www.twitch.tv/videos/1', at(14), NOW)).toBe(false);
    expect(isExpiredStreamProof('https://www.twitch.tv/videos/1', at(1), NOW)).toBe(false);
    expect(isExpiredStreamProof('https://youtu.be/x', at(100), NOW)).toBe(false);
    expect(isExpiredStreamProof('https://nottwitch.tv/videos/1', at(100), NOW)).toBe(false);
  });
});

describe('proofLabel', () => {
  it('is the host without www.', () => {
    expect(proofLabel('https://www.twitch.tv/videos/1')).toBe('twitch.tv');
    expect(proofLabel('https://youtu.be/x')).toBe('youtu.be');
  });
});

describe('placementProblem (docs/domain.md §5 bulk form)', () => {
  it('needs a team for each place', () => {
    expect(placementProblem([3, null, 4])).toBe('You have to select a team for each place');
    expect(placementProblem([])).toBe('You have to select a team for each place');
  });

  it('needs different teams for each place', () => {
    expect(placementProblem([3, 4, 3])).toBe('You have to select different teams for each place');
  });

  it('accepts distinct teams in every place', () => {
    expect(placementProblem([3, 4, 1])).toBeNull();
  });
});

describe('currentPlacement', () => {
  it('is the teams a judge placed on the objective, first place first; players’ own claims are not places', () => {
    const list = [
      submission(1, { team_id: 4, place: 2, approval_status: 'APPROVED' }),
      submission(2, { team_id: 1, place: null }),
      submission(3, { team_id: 3, place: 1, approval_status: 'APPROVED' }),
      submission(4, { team_id: 2, objective_id: 6, place: 1, approval_status: 'APPROVED' }),
    ];
    expect(currentPlacement(list, 5)).toEqual([3, 4]);
    expect(currentPlacement(list, 7)).toEqual([]);
  });
});

describe('sentNotice', () => {
  it('tells the player their submission is in review, then what the judge decided and why', () => {
    expect(sentNotice('Kill Sirus', submission(1))).toBe('Your submission for Kill Sirus was sent and is in review.');
    expect(sentNotice('Kill Sirus', submission(1, { approval_status: 'APPROVED' }))).toBe(
      'Your submission for Kill Sirus was approved.',
    );
    expect(sentNotice('Kill Sirus', submission(1, { approval_status: 'REJECTED', review_comment: 'No video' }))).toBe(
      'Your submission for Kill Sirus was rejected (No video).',
    );
  });
});

describe('decisionPointChanges', () => {
  const racePreset: ScoringPreset = {
    id: 3,
    event_id: 7,
    name: 'Race',
    description: '',
    points: [10, 6, 3],
    point_cap: 0,
    scoring_method: 'RANKED_TIME',
    type: 'OBJECTIVE',
    cumulative_points: false,
    required_children: null,
    required_children_percent: null,
    required_lines: null,
  };
  const race: Objective = {
    id: 5,
    event_id: 7,
    parent_id: 1,
    name: 'Kill Sirus',
    extra: '',
    objective_type: 'SUBMISSION',
    aggregation: 'EARLIEST',
    number_field: 'SUBMISSION_VALUE',
    required_number: 1,
    valid_from: null,
    valid_to: null,
    hide_progress: false,
    presentation: null,
    scoring_preset_id: 3,
    scoring_preset: racePreset,
    scoring_preset_ids: [3],
    scoring_presets: [racePreset],
    conditions: [],
    children: [],
  };
  const list = [
    submission(1, { team_id: 1, timestamp: '2026-01-01T10:00:00.000Z', approval_status: 'APPROVED' }),
    submission(2, { team_id: 2, timestamp: '2026-01-01T09:00:00.000Z', approval_status: 'REJECTED' }),
    submission(3, { team_id: 1, timestamp: '2026-01-01T11:00:00.000Z', approval_status: 'APPROVED' }),
  ];

  it('gives every team whose points move, the ranks of the others included', () => {
    expect(decisionPointChanges(race, [1, 2, 3], list, { id: 2, approval_status: 'APPROVED' }, NOW)).toEqual([
      { teamId: 1, before: 10, after: 6 },
      { teamId: 2, before: 0, after: 10 },
    ]);
  });

  it('moves nothing when another approved submission of the team still counts', () => {
    expect(decisionPointChanges(race, [1, 2, 3], list, { id: 3, approval_status: 'REJECTED' }, NOW)).toEqual([]);
    expect(decisionPointChanges(race, [1, 2, 3], list, { id: 1, approval_status: 'PENDING' }, NOW)).toEqual([]);
  });

  it('says nothing rather than something wrong when the objective cannot be scored', () => {
    const broken = { ...race, valid_from: 'not a time' };
    expect(decisionPointChanges(broken, [1, 2], list, { id: 2, approval_status: 'APPROVED' }, NOW)).toBeNull();
  });
});
