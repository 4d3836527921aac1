import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api';
import { describeRefusal } from './refusal';

function refusal(message: string) {
  return new ApiError(new Response(null, { status: 400 }), { error: message, code: 'validation_failed' }, true);
}

describe('describeRefusal', () => {
  it("puts the form's label in place of the body path", () => {
    expect(
      describeRefusal(refusal('body.parent_id: is the objective itself or one of its children'), {
        parent_id: 'Category',
      }),
    ).toBe('Category: is the objective itself or one of its children');
  });

  it('labels a nested path by its first part', () => {
    expect(
      describeRefusal(refusal('body.conditions.0: not a safe regular expression'), { conditions: 'Condition' }),
    ).toBe('Condition: not a safe regular expression');
  });

  it("keeps the server's message as it is otherwise", () => {
    expect(describeRefusal(refusal('The event is locked; an admin must unlock it before it can be changed'))).toBe(
      'The event is locked; an admin must unlock it before it can be changed',
    );
    expect(describeRefusal(refusal('body.extra: too long'))).toBe('body.extra: too long');
    expect(describeRefusal(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});
