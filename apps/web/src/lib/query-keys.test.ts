import { describe, expect, it } from 'vitest';
import { eventKey, isUserScoped, USER_SCOPED } from './query-keys';

describe('eventKey', () => {
  it("keys the current event as 'current' however it is asked for", () => {
    expect(eventKey(7, 7)).toBe('current');
    expect(eventKey('current', 7)).toBe('current');
    expect(eventKey(3, 7)).toBe(3);
    expect(eventKey(3, undefined)).toBe(3);
  });
});

describe('isUserScoped', () => {
  it('recognises queries marked as depending on the logged-in user', () => {
    expect(isUserScoped({ meta: USER_SCOPED })).toBe(true);
    expect(isUserScoped({ meta: {} })).toBe(false);
    expect(isUserScoped({})).toBe(false);
  });
});
