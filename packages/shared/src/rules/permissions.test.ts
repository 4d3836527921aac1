import { describe, expect, it } from 'vitest';
import { holdsAnyPermission } from './permissions';

describe('holdsAnyPermission', () => {
  it('admits a holder of at least one of the wanted permissions', () => {
    expect(holdsAnyPermission(['manager'], ['admin', 'manager'])).toBe(true);
    expect(holdsAnyPermission(['submission_judge'], ['admin', 'manager'])).toBe(false);
    expect(holdsAnyPermission([], ['admin'])).toBe(false);
    expect(holdsAnyPermission(['admin'], [])).toBe(false);
  });
});
