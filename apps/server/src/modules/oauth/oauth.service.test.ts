import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { checkRedirectUrl, displayNameFrom } from './oauth.service';

const origins = ['http://localhost:8000', 'https://events.example.org'];

describe('checkRedirectUrl', () => {
  it("accepts only this site's callback page of the same provider", () => {
    expect(checkRedirectUrl('poe', 'https://events.example.org/auth/poe/callback', origins)).toBe(
      'https://events.example.org/auth/poe/callback',
    );
    for (const bad of [
      'https://evil.example/auth/poe/callback',
      'https://events.example.org/auth/discord/callback',
      'https://events.example.org/auth/poe/callback?next=https://evil.example',
      'https://events.example.org.evil.example/auth/poe/callback',
      'javascript:alert(1)',
      '/auth/poe/callback',
    ]) {
      expect(() => checkRedirectUrl('poe', bad, origins), bad).toThrow(AppError);
    }
  });
});

describe('displayNameFrom', () => {
  it('uses the provider account name within our display name rules', () => {
    expect(displayNameFrom('Ashvale#1037')).toBe('Ashvale#1037');
    expect(displayNameFrom(`${'x'.repeat(50)}`)).toBe('x'.repeat(40));
    expect(displayNameFrom('ab\u200bcd')).toBe('abcd');
    expect(displayNameFrom('\u200b')).toBe('Player');
    expect(displayNameFrom('y'.repeat(1_000_000))).toBe('y'.repeat(40));
  });
});
