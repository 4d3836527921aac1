import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, readableTextColor, THEME_SURFACES } from './theme-colors';

const css = readFileSync(join(import.meta.dirname, '..', 'styles.css'), 'utf8');

function themeBlock(name: string): string {
  const start = css.indexOf(`name: '${name}';`);
  return css.slice(start, css.indexOf('}', start));
}

describe('THEME_SURFACES', () => {
  it.each(['dark', 'light'] as const)('matches the %s theme in styles.css', (theme) => {
    const block = themeBlock(theme);
    expect(block).toContain(`--color-base-200: ${THEME_SURFACES[theme].card};`);
    expect(block).toContain(`--highlight: ${THEME_SURFACES[theme].highlight};`);
  });
});

describe('readableTextColor', () => {
  // The demo teams' colours, including a yellow that is unreadable on the light theme as it is.
  const teamColors = ['#e4572e', '#3a86ff', '#2a9d8f', '#e9c46a', '#000000', '#ffffff'];

  it.each(
    Object.entries(THEME_SURFACES).flatMap(([theme, s]) => [
      [theme, 'card', s.card],
      [theme, 'highlight', s.highlight],
    ]),
  )('keeps every team name readable on the %s theme %s surface', (_theme, _surface, background) => {
    for (const color of teamColors) {
      expect(contrastRatio(readableTextColor(color, background), background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('keeps a colour that is already readable unchanged', () => {
    expect(readableTextColor('#e9c46a', THEME_SURFACES.dark.card)).toBe('#e9c46a');
  });

  it('falls back to the text colour for a colour it cannot read', () => {
    expect(readableTextColor('teal', '#000000')).toBe('currentColor');
  });
});
