import type { Theme } from './preferences';

/**
 * The surfaces team colours are drawn on, per theme. They mirror src/styles.css (`--color-base-200` and
 * `--highlight`); theme-colors.test.ts fails when the two drift apart.
 */
export const THEME_SURFACES: Record<Theme, { card: string; highlight: string }> = {
  dark: { card: '#1b1f26', highlight: '#3b3320' },
  light: { card: '#f0ece2', highlight: '#f6e7c1' },
};

/** WCAG 2.x minimum contrast for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [relativeLuminance(ca), relativeLuminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * A team's colour as text on `background`: the colour itself when it is readable there, otherwise the
 * nearest shade (mixed towards white on dark surfaces, black on light ones) that reaches 4.5:1. Team colours
 * are chosen by admins for logos and banners, not for text, so a yellow team must still be legible.
 */
export function readableTextColor(color: string, background: string): string {
  const fg = parseHex(color);
  const bg = parseHex(background);
  if (!fg || !bg) return 'currentColor';
  const towards: Rgb = relativeLuminance(bg) < 0.18 ? [255, 255, 255] : [0, 0, 0];
  for (let step = 0; step <= 20; step++) {
    const t = step / 20;
    const mixed = fg.map((c, i) => c + (towards[i as 0 | 1 | 2] - c) * t) as Rgb;
    const hex = toHex(mixed);
    if (contrastRatio(hex, background) >= MIN_TEXT_CONTRAST) return hex;
  }
  return toHex(towards);
}
