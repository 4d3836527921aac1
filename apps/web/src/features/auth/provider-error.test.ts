import { describe, expect, it } from 'vitest';
import { describeProviderError } from './provider-error';

describe('describeProviderError', () => {
  it('says plainly that a denied consent changed nothing', () => {
    expect(describeProviderError('poe', 'access_denied', undefined)).toEqual({
      title: 'You did not allow Path of Exile to sign you in, so nothing was changed.',
      detail: 'Error code: access_denied',
    });
  });

  it('suggests waiting when the provider is having trouble', () => {
    expect(describeProviderError('twitch', 'temporarily_unavailable', 'busy').title).toBe(
      'Twitch is having trouble right now. Please try again in a few minutes.',
    );
  });

  it("quotes the provider's description, cut to a readable length", () => {
    const { title, detail } = describeProviderError('discord', 'invalid_scope', 'x'.repeat(500));
    expect(title).toBe('Discord could not sign you in.');
    expect(detail).toBe(`Discord said: “${'x'.repeat(300)}…” (invalid_scope)`);
  });
});
