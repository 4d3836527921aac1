import { describe, expect, it } from 'vitest';
import { browserStorage } from './browser-storage';

describe('browserStorage', () => {
  it('is the browser storage when the browser allows it', () => {
    const storage = browserStorage('localStorage');
    storage.setItem('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    window.localStorage.removeItem('k');
  });

  it('keeps values for this page in memory when the browser refuses access', () => {
    const storage = browserStorage('localStorage', () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(storage.getItem('auth')).toBeNull();
    storage.setItem('auth', 'x');
    expect(storage.getItem('auth')).toBe('x');
    storage.removeItem('auth');
    expect(storage.getItem('auth')).toBeNull();
  });
});
