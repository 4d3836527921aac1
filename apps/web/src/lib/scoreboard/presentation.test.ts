import { CategoryPresentationSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { PRESENTATION_CHOICES } from './presentation';

describe('PRESENTATION_CHOICES', () => {
  it("offers the designer every presentation the contract knows, in the contract's order", () => {
    expect(PRESENTATION_CHOICES).toEqual(CategoryPresentationSchema.options);
  });
});
