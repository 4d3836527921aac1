import { describe, expect, it } from 'vitest';
import { canSeeAdminArea } from './permissions';

describe('canSeeAdminArea', () => {
  it.each([
    [{ loggedIn: false, permissions: [], isTeamLead: false }, false],
    [{ loggedIn: true, permissions: [], isTeamLead: false }, false],
    [{ loggedIn: true, permissions: ['submission_judge' as const], isTeamLead: false }, true],
    [{ loggedIn: true, permissions: [], isTeamLead: true }, true],
    // A stale team lead flag from before logging out does not count.
    [{ loggedIn: false, permissions: [], isTeamLead: true }, false],
  ])('%o → %s', (viewer, expected) => {
    expect(canSeeAdminArea(viewer)).toBe(expected);
  });
});
