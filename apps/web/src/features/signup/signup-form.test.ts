import { describe, expect, it } from 'vitest';
import { initialSignupValues, validateSignupForm, type SignupFormValues } from './signup-form';

const valid: SignupFormValues = { expectedPlaytime: 6, help: 'none', partner: '', extra: '', readRules: true };

describe('validateSignupForm', () => {
  it('builds the request body from a complete form', () => {
    expect(
      validateSignupForm({ ...valid, help: 'wants_to_help', partner: ' Brimlock#1074 ', extra: 'guild owner' }, 'Me#1'),
    ).toEqual({
      ok: true,
      body: {
        expected_playtime: 6,
        needs_help: false,
        wants_to_help: true,
        partner_account_name: 'Brimlock#1074',
        extra: 'guild owner',
      },
    });
  });

  it('sends an empty partner and note as absent', () => {
    const result = validateSignupForm({ ...valid, extra: '   ' }, null);
    expect(result).toMatchObject({ ok: true, body: { partner_account_name: null, extra: null } });
  });

  it('requires the rules to be confirmed', () => {
    expect(validateSignupForm({ ...valid, readRules: false }, null)).toEqual({
      ok: false,
      errors: { readRules: 'Please confirm that you have read the rules' },
    });
  });

  it('keeps the hours between 1 and 24', () => {
    expect(validateSignupForm({ ...valid, expectedPlaytime: 0 }, null)).toMatchObject({
      ok: false,
      errors: { expectedPlaytime: 'Choose between 1 and 24 hours a day' },
    });
    expect(validateSignupForm({ ...valid, expectedPlaytime: 25 }, null)).toMatchObject({ ok: false });
  });

  it('refuses oneself as partner and an overlong partner name', () => {
    expect(validateSignupForm({ ...valid, partner: 'me#1' }, 'Me#1')).toMatchObject({
      ok: false,
      errors: { partner: 'Name a friend as your partner, not your own account' },
    });
    expect(validateSignupForm({ ...valid, partner: 'x'.repeat(65) }, null)).toMatchObject({
      ok: false,
      errors: { partner: 'Partner account name must be at most 64 characters' },
    });
  });

  it('limits the note to 2,000 characters', () => {
    expect(validateSignupForm({ ...valid, extra: 'x'.repeat(2001) }, null)).toMatchObject({
      ok: false,
      errors: { extra: 'The note must be at most 2,000 characters' },
    });
  });
});

describe('initialSignupValues', () => {
  it('starts an edit from the application sent, with the rules to be confirmed again', () => {
    expect(
      initialSignupValues({
        user: { id: 1, display_name: 'A', account_name: 'A#1', discord_name: 'a' },
        timestamp: '2026-01-01T00:00:00Z',
        expected_playtime: 11,
        needs_help: true,
        wants_to_help: false,
        partner_id: null,
        partner_account_name: 'B#2',
        actual_playtime: null,
        extra: null,
        status: 'applied',
        team_id: null,
        team_lead: false,
        group_id: null,
      }),
    ).toEqual({ expectedPlaytime: 11, help: 'needs_help', partner: 'B#2', extra: '', readRules: false });
  });
});
