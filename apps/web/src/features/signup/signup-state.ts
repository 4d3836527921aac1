import type { Event, EventStatus, Provider, Team, User } from '@app/shared';

/**
 * What the home page's signup block shows, worked out from the event, the viewer and the clock.
 * `started`: the event is under way, so applicants are late: they join a team at the organisers' next sort
 * instead of the sort before the start.
 */
export type SignupView =
  | { kind: 'ended' }
  | { kind: 'logged-out'; open: boolean; opensAt: number | null; started: boolean }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'not-open-yet'; opensAt: number }
  | { kind: 'closed' }
  | { kind: 'full' }
  | { kind: 'needs-accounts'; missing: Provider[] }
  | { kind: 'can-apply'; started: boolean; closesAt: number; waitlistOnly: boolean }
  | { kind: 'applied'; queuePosition: number | null; canEdit: boolean; started: boolean }
  | { kind: 'waitlisted'; waitlistPosition: number | null; canEdit: boolean; started: boolean }
  | { kind: 'accepted'; team: Team | undefined };

type SignupInput = {
  event: Event;
  /** The viewer's standing; undefined while it loads. */
  status: EventStatus | undefined;
  /** The logged-in user; undefined while it loads or for a visitor. */
  user: User | undefined;
  loggedIn: boolean;
  /** Whether loading the status or the user failed. */
  failed?: boolean;
  nowMs: number;
};

/** The accounts docs/domain.md §5 requires for taking part that the user has not connected yet, game account first. */
export function missingAccounts(user: Pick<User, 'account_name' | 'discord_id'>): Provider[] {
  const missing: Provider[] = [];
  if (!user.account_name) missing.push('poe');
  if (!user.discord_id) missing.push('discord');
  return missing;
}

export function signupView({ event, status, user, loggedIn, failed = false, nowMs }: SignupInput): SignupView {
  const opensAt = Date.parse(event.application_start_time);
  const closesAt = Date.parse(event.application_end_time);
  if (nowMs >= Date.parse(event.event_end_time)) return { kind: 'ended' };
  const open = opensAt <= nowMs && nowMs < closesAt;
  const started = nowMs >= Date.parse(event.event_start_time);
  if (!loggedIn) return { kind: 'logged-out', open, opensAt: nowMs < opensAt ? opensAt : null, started };
  if (!status || !user) return failed ? { kind: 'failed' } : { kind: 'loading' };

  switch (status.application_status) {
    case 'accepted':
      return { kind: 'accepted', team: event.teams.find((team) => team.id === status.team_id) };
    case 'applied':
      return {
        kind: 'applied',
        queuePosition: status.number_of_signups_before === null ? null : status.number_of_signups_before + 1,
        canEdit: open,
        started,
      };
    case 'waitlisted': {
      const before = status.number_of_signups_before;
      return {
        kind: 'waitlisted',
        // The queue position counts everyone before; the first max_size of them hold the places.
        waitlistPosition: before === null ? null : Math.max(before - event.max_size, 0) + 1,
        canEdit: open,
        started,
      };
    }
    case 'none':
      break;
  }
  if (nowMs < opensAt) return { kind: 'not-open-yet', opensAt };
  if (!open) return { kind: 'closed' };
  // The server refuses sign-ups beyond the places and the waitlist, and waitlists those beyond the places.
  if (status.number_of_signups >= event.max_size + event.waitlist_size) return { kind: 'full' };
  const missing = missingAccounts(user);
  if (missing.length > 0) return { kind: 'needs-accounts', missing };
  return { kind: 'can-apply', started, closesAt, waitlistOnly: status.number_of_signups >= event.max_size };
}
