import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Countdown, countdownParts } from './countdown';

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const left = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(left, 0)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('caps the days at 99 and never goes below zero', () => {
    expect(countdownParts(500 * 86_400_000, 0).days).toBe(99);
    expect(countdownParts(0, 5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('Countdown', () => {
  it('is a timer named by what it counts down to, not a live region', () => {
    render(<Countdown targetMs={90_061_000} nowMs={0} label="The event starts in" />);
    const timer = screen.getByRole('timer', { name: 'The event starts in: 1 day, 1 hour, 1 minute, 1 second' });
    expect(timer).not.toHaveAttribute('aria-live');
  });

  it('leaves out days once fewer than one is left', () => {
    render(<Countdown targetMs={3_600_000} nowMs={0} label="Ends in" />);
    expect(screen.getByRole('timer')).toHaveAccessibleName('Ends in: 1 hour, 0 minutes, 0 seconds');
  });
});
