import { describe, expect, it } from 'vitest';
import { ascendancyImageUrl, assetBaseUrl, imageFileName, itemImageUrl, wikiUrl } from './assets';

describe('asset URLs', () => {
  it('are absent without a configured base, so the app shows its fallbacks', () => {
    expect(assetBaseUrl(undefined)).toBeNull();
    expect(assetBaseUrl('  ')).toBeNull();
    expect(itemImageUrl('Headhunter', 'poe1', 'uniques', null)).toBeNull();
  });

  it('encode names the way the image files are named', () => {
    expect(imageFileName("Doryani's Fist, 100% Edition")).toBe('Doryanis_Fist_100_Edition');
    const base = assetBaseUrl('https://cdn.example.org/assets/');
    expect(itemImageUrl('Mageblood', 'poe1', 'uniques', base)).toBe(
      'https://cdn.example.org/assets/poe1/items/uniques/Mageblood.webp',
    );
    expect(ascendancyImageUrl('Smith of Kitava', 'poe2', base)).toBe(
      'https://cdn.example.org/assets/poe2/ascendancies/Smith_of_Kitava.webp',
    );
  });

  it('links items to the wiki of their game', () => {
    expect(wikiUrl('The Tides of Time', 'poe1')).toBe('https://www.poewiki.net/wiki/The_Tides_of_Time');
    expect(wikiUrl('Astramentis', 'poe2')).toBe('https://www.poe2wiki.net/wiki/Astramentis');
  });
});
