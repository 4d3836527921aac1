import { describe, expect, it } from 'vitest';
import { demoEvent, eventStatus, user } from '~/testing';
import { signupView } from './signup-state';

const DAY = 86_400_000;
const now = Date.now();
const event = demoEvent({ max_size: 40, waitlist_size: 10 });
const member = user({ discord_id: '900', discord_name: 'ashvale' });
const view = (overrides: Partial<Parameters<typeof signupView>[0]>) =>
  signupView({ event, status: eventStatus(), user: member, loggedIn: true, nowMs: now, ...overrides });

describe('signupView', () => {
  it('offers Apply to a player with both accounts while applications are open', () => {
    expect(view({})).toEqual({
      kind: 'can-apply',
      started: false,
      closesAt: Date.parse(event.application_end_time),
      waitlistOnly: false,
    });
  });

  it('marks applicants after the start as late, and says when only the waitlist is left', () => {
    const running = demoEvent({ event_start_time: new Date(now - DAY).toISOString() });
    expect(view({ event: running })).toMatchObject({ kind: 'can-apply', started: true, waitlistOnly: false });
    expect(view({ event: running, status: eventStatus({ number_of_signups: 40 }) })).toMatchObject({
      kind: 'can-apply',
      waitlistOnly: true,
    });
    expect(
      view({ event: running, status: eventStatus({ application_status: 'applied', number_of_signups_before: 20 }) }),
    ).toMatchObject({ kind: 'applied', queuePosition: 21, started: true });
    expect(view({ event: running, loggedIn: false, user: undefined })).toEqual({
      kind: 'logged-out',
      open: true,
      opensAt: null,
      started: true,
    });
  });

  it('says the event is full once the places and the waitlist are taken (the server refuses more)', () => {
    expect(view({ status: eventStatus({ number_of_signups: 50 }) })).toEqual({ kind: 'full' });
  });

  it('asks for the missing accounts first, the game account before Discord', () => {
    expect(view({ user: user({ account_name: null }) })).toEqual({
      kind: 'needs-accounts',
      missing: ['poe', 'discord'],
    });
    expect(view({ user: user() })).toEqual({ kind: 'needs-accounts', missing: ['discord'] });
  });

  it('says when applications open, and that they are closed afterwards', () => {
    const later = demoEvent({ application_start_time: new Date(now + DAY).toISOString() });
    expect(view({ event: later })).toEqual({ kind: 'not-open-yet', opensAt: Date.parse(later.application_start_time) });
    const past = demoEvent({ application_end_time: new Date(now - 1).toISOString() });
    expect(view({ event: past })).toEqual({ kind: 'closed' });
  });

  it('shows the queue place of an applied player (1-based) and allows editing while open', () => {
    expect(view({ status: eventStatus({ application_status: 'applied', number_of_signups_before: 0 }) })).toEqual({
      kind: 'applied',
      queuePosition: 1,
      canEdit: true,
      started: false,
    });
    const closed = demoEvent({ application_end_time: new Date(now - 1).toISOString() });
    expect(
      view({ event: closed, status: eventStatus({ application_status: 'applied', number_of_signups_before: 3 }) }),
    ).toMatchObject({ kind: 'applied', canEdit: false });
  });

  it('turns the queue place into a waitlist position', () => {
    expect(view({ status: eventStatus({ application_status: 'waitlisted', number_of_signups_before: 42 }) })).toEqual({
      kind: 'waitlisted',
      waitlistPosition: 3,
      canEdit: true,
      started: false,
    });
  });

  it('names the team of an accepted player', () => {
    expect(view({ status: eventStatus({ application_status: 'accepted', team_id: 2 }) })).toMatchObject({
      kind: 'accepted',
      team: { name: 'Frost Wardens' },
    });
  });

  it('waits for the status and the user, and says when they failed', () => {
    expect(view({ status: undefined })).toEqual({ kind: 'loading' });
    expect(view({ user: undefined, failed: true })).toEqual({ kind: 'failed' });
  });

  it('invites visitors to log in, and shows nothing once the event is over', () => {
    expect(view({ loggedIn: false, user: undefined })).toEqual({
      kind: 'logged-out',
      open: true,
      opensAt: null,
      started: false,
    });
    expect(view({ event: demoEvent({ event_end_time: new Date(now - 1).toISOString() }) })).toEqual({ kind: 'ended' });
  });
});
