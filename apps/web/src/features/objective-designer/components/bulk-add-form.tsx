import { splitBulkNames, type Aggregation, type ItemField, type Objective, type ScoringPreset } from '@app/shared';
import { useId, useState } from 'react';
import { useCreateObjectivesInBulk } from '../api/create-objectives-in-bulk';
import { itemFieldLabel } from '../labels';
import { AggregationField, DesignerForm, FormActions, ScoringPresetField } from './form-parts';
import { RefusalAlert } from './refusal-alert';
import { ChoiceField, TextAreaField } from '~/components/ui/form-field';
import { Outcome } from '~/components/ui/outcome';

/** docs/domain.md §3: the item fields bulk creation compares names with. */
const BULK_FIELDS: readonly ItemField[] = ['NAME', 'BASE_TYPE', 'ITEM_CLASS'];

/** Most names one request takes (the server's MAX_BULK_OBJECTIVES). */
const MAX_BULK_NAMES = 500;

export type BulkDraft = { names: string; field: ItemField; preset: string; aggregation: Aggregation };
export const EMPTY_BULK_DRAFT: BulkDraft = { names: '', field: 'NAME', preset: '', aggregation: 'EARLIEST' };

type BulkAddFormProps = {
  eventId: number;
  category: Objective;
  presets: ScoringPreset[];
  draft: BulkDraft;
  onChange: (draft: BulkDraft) => void;
  onDone: () => void;
  onCancel: () => void;
};

const objectivesWord = (n: number) => (n === 1 ? '1 objective' : `${n} objectives`);

/** Names (one per line or separated by commas) → one ITEM objective each, with `field EQ name`, all in one request. */
export function BulkAddForm({ eventId, category, presets, draft, onChange, onDone, onCancel }: BulkAddFormProps) {
  const id = useId();
  const create = useCreateObjectivesInBulk(eventId);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const names = splitBulkNames(draft.names);
  const categoryName = category.name || 'the root';

  const submit = () => {
    setOutcome(null);
    if (names.length === 0) return setError('List at least one name.');
    if (names.length > MAX_BULK_NAMES) return setError(`At most ${MAX_BULK_NAMES} names at once.`);
    setError(null);
    create.mutate(
      {
        parent_id: category.id,
        names: names.join(','),
        field: draft.field,
        scoring_preset_id: draft.preset === '' ? null : Number(draft.preset),
        aggregation: draft.aggregation,
      },
      {
        onSuccess: ({ ids }) => {
          setOutcome(`Created ${objectivesWord(ids.length)} in “${categoryName}” — scores are being re-evaluated.`);
          onDone();
        },
      },
    );
  };

  return (
    <DesignerForm title={`Add objectives in bulk to “${categoryName}”`} onSubmit={submit}>
      <TextAreaField
        id={`${id}-names`}
        label="Names, one per line or separated by commas"
        error={error}
        required
        hint={
          names.length === 0
            ? 'Each name becomes an item objective needing 1 item.'
            : `${objectivesWord(names.length)} will be created (duplicates count once).`
        }
        rows={6}
        placeholder={'Goldrim\nWanderlust\nTabula Rasa'}
        value={draft.names}
        onChange={(names) => onChange({ ...draft, names })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <ChoiceField
          id={`${id}-field`}
          label="Compared with"
          required
          value={draft.field}
          values={BULK_FIELDS}
          labelOf={itemFieldLabel}
          onChange={(field) => onChange({ ...draft, field })}
        />
        <ScoringPresetField
          id={`${id}-preset`}
          presets={presets}
          value={draft.preset}
          onChange={(preset) => onChange({ ...draft, preset })}
        />
        <AggregationField
          id={`${id}-aggregation`}
          value={draft.aggregation}
          onChange={(aggregation) => onChange({ ...draft, aggregation })}
        />
      </div>
      <FormActions
        busy={create.isPending}
        submitLabel={names.length > 0 ? `Create ${objectivesWord(names.length)}` : 'Create objectives'}
        cancelLabel="Close"
        onCancel={onCancel}
      />
      <Outcome message={outcome}>
        {create.isPending && (
          <p>
            Creating {objectivesWord(names.length)}… the event is scored again with them.
            <progress className="progress mt-1 block w-full" aria-label="Creating objectives" />
          </p>
        )}
      </Outcome>
      <RefusalAlert
        lead="Nothing was created"
        error={create.error}
        fieldLabels={{ names: 'Names', scoring_preset_id: 'Scoring preset' }}
      />
    </DesignerForm>
  );
}
