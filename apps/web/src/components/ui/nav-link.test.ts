import { describe, expect, it } from 'vitest';
import { isActivePath } from './nav-link';

describe('isActivePath', () => {
  it('marks home only on / itself', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/rules', '/')).toBe(false);
  });

  it('marks a section on its own page and the pages below it', () => {
    expect(isActivePath('/scores/uniques', '/scores')).toBe(true);
    expect(isActivePath('/scores', '/scores')).toBe(true);
    expect(isActivePath('/admin/events/3/teams', '/admin')).toBe(true);
    expect(isActivePath('/administrator', '/admin')).toBe(false);
  });
});
