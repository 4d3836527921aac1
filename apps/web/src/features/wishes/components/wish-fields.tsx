import { WISH_LIMITS } from '@app/shared';
import { useId, useState } from 'react';
import { NumberInputField, TextInputField } from '~/components/ui/form-field';
import { checkWishDraft, type CheckedDraft, type WishDraft, type WishDraftField } from '../wish-rules';

type Refusal = Extract<CheckedDraft, { ok: false }>;

type WishFieldsProps = {
  /** The form's own id (useId): the fields' ids are made from it, see wishFieldId. */
  formId: string;
  draft: WishDraft;
  onChange: (draft: WishDraft) => void;
  /** The field the last check refused, with why. */
  error: Refusal | null;
  /** Said after each label for screen readers, when several forms share a page ("of Divine Orb"). */
  labelSuffix?: string;
};

/** The three fields of a wish, as a new wish and an edited one both ask for them. */
export function WishFields({ formId: form, draft, onChange, error, labelSuffix }: WishFieldsProps) {
  const errorOf = (field: WishDraftField) => (error?.field === field ? error.message : null);
  const suffix = labelSuffix ? (
    <>
      {' '}
      <span className="sr-only">{labelSuffix}</span>
    </>
  ) : null;
  const set = (field: WishDraftField) => (text: string) => onChange({ ...draft, [field]: text });
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <TextInputField
        id={wishFieldId(form, 'item')}
        label={<>Item name or base type{suffix}</>}
        required
        error={errorOf('item')}
        hint="A unique’s name (Headhunter) or any item of a base type (Chaos Orb)."
        maxLength={WISH_LIMITS.item}
        autoComplete="off"
        value={draft.item}
        onChange={set('item')}
      />
      <NumberInputField
        id={wishFieldId(form, 'quantity')}
        label={<>How many{suffix}</>}
        required
        error={errorOf('quantity')}
        inputMode="numeric"
        min={1}
        max={WISH_LIMITS.quantity}
        value={draft.quantity}
        onChange={set('quantity')}
      />
      <TextInputField
        id={wishFieldId(form, 'note')}
        label={<>What for (optional){suffix}</>}
        error={errorOf('note')}
        className="min-w-0 sm:col-span-2"
        maxLength={WISH_LIMITS.note}
        value={draft.note}
        onChange={set('note')}
      />
    </div>
  );
}

/** The id of a field's control in one form of WishFields, where a refused check moves the focus. */
export function wishFieldId(form: string, field: WishDraftField): string {
  return `wish-${field}-${form}`;
}

/**
 * A wish form's state: the draft, and the last check's refusal (dropped as soon as the player types, since it
 * spoke of what was there before). `check()` answers the wish to send, or null after showing what to fix and
 * moving the focus there.
 */
export function useWishDraft(initial: WishDraft) {
  const formId = useId();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<Refusal | null>(null);
  return {
    fields: {
      formId,
      draft,
      error,
      onChange: (next: WishDraft) => {
        setDraft(next);
        setError(null);
      },
    },
    check() {
      const checked = checkWishDraft(draft);
      if (checked.ok) return checked.wish;
      setError(checked);
      document.getElementById(wishFieldId(formId, checked.field))?.focus();
      return null;
    },
    reset() {
      setDraft(initial);
      setError(null);
    },
  };
}
