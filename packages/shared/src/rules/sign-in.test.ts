import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInCallbackPath } from './sign-in';

const origins = ['https://events.example.org'];

describe('safeReturnPath', () => {
  it('keeps paths of this site with their query and fragment', () => {
    expect(safeReturnPath('/scores/ladder?rules=true')).toBe('/scores/ladder?rules=true');
    expect(safeReturnPath('/settings#accounts')).toBe('/settings#accounts');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('turns an absolute address of an allowed origin into its path, and refuses other origins', () => {
    expect(safeReturnPath('https://events.example.org/settings#accounts', origins)).toBe('/settings#accounts');
    expect(safeReturnPath('https://events.example.org.evil.example/x', origins)).toBe('/');
    expect(safeReturnPath('https://evil.example/phish', origins)).toBe('/');
    expect(safeReturnPath('https://events.example.org/settings')).toBe('/');
  });

  it('refuses everything a browser could resolve to another site', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '\\\\evil.example',
      '/ /evil.example',
      '/\u0000/evil.example',
      '/x\\..\\/evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/' + 'a'.repeat(2048),
    ]) {
      expect(safeReturnPath(bad, origins), JSON.stringify(bad)).toBe('/');
    }
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('')).toBe('/');
  });
});

describe('signInCallbackPath', () => {
  it('is the callback page of the provider', () => {
    expect(signInCallbackPath('discord')).toBe('/auth/discord/callback');
  });
});
