import {
  AggregationSchema,
  splitBulkNames,
  type Aggregation,
  type ItemField,
  type Objective,
  type ScoringPreset,
} from '@app/shared';
import { useId, useState, type FormEvent } from 'react';
import { useCreateObjectivesInBulk } from '../api/create-objectives-in-bulk';
import { AGGREGATION_HELP, AGGREGATION_LABELS, itemFieldLabel, SCORING_METHOD_LABELS } from '../labels';
import { describeRefusal } from '../refusal';
import { Field } from './form-field';

/** Spec §3: the item fields bulk creation compares names with. */
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold" tabIndex={-1}>
        Add objectives in bulk to “{categoryName}”
      </h2>
      <Field id={`${id}-names`} label="Names, one per line or separated by commas" error={error} required>
        <textarea
          id={`${id}-names`}
          className="textarea w-full"
          rows={6}
          placeholder={'Goldrim\nWanderlust\nTabula Rasa'}
          value={draft.names}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-names-error` : ''}`}
          onChange={(event) => onChange({ ...draft, names: event.target.value })}
        />
        <p id={`${id}-count`} className="text-sm text-base-content/80">
          {names.length === 0
            ? 'Each name becomes an item objective needing 1 item.'
            : `${objectivesWord(names.length)} will be created (duplicates count once).`}
        </p>
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-field`} label="Compared with" required>
          <select
            id={`${id}-field`}
            className="select w-full"
            value={draft.field}
            onChange={(event) => onChange({ ...draft, field: event.target.value as ItemField })}
          >
            {BULK_FIELDS.map((field) => (
              <option key={field} value={field}>
                {itemFieldLabel(field)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-preset`} label="Scoring preset">
          <select
            id={`${id}-preset`}
            className="select w-full"
            value={draft.preset}
            onChange={(event) => onChange({ ...draft, preset: event.target.value })}
          >
            <option value="">No preset (worth no points)</option>
            {presets.map((preset) => (
              <option key={preset.id} value={String(preset.id)}>
                {preset.name} ({SCORING_METHOD_LABELS[preset.scoring_method]})
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-aggregation`} label="Aggregation" required>
          <select
            id={`${id}-aggregation`}
            className="select w-full"
            value={draft.aggregation}
            aria-describedby={`${id}-aggregation-help`}
            onChange={(event) => onChange({ ...draft, aggregation: event.target.value as Aggregation })}
          >
            {AggregationSchema.options.map((aggregation) => (
              <option key={aggregation} value={aggregation}>
                {AGGREGATION_LABELS[aggregation]}
              </option>
            ))}
          </select>
          <p id={`${id}-aggregation-help`} className="text-sm text-base-content/80">
            {AGGREGATION_HELP[draft.aggregation]}
          </p>
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {names.length > 0 ? `Create ${objectivesWord(names.length)}` : 'Create objectives'}
        </button>
        <button type="button" className="btn" onClick={onCancel} disabled={create.isPending}>
          Close
        </button>
      </div>
      <div role="status" className="min-h-6">
        {create.isPending && (
          <p>
            Creating {objectivesWord(names.length)}… the event is scored again with them.
            <progress className="progress mt-1 block w-full" aria-label="Creating objectives" />
          </p>
        )}
        {outcome && (
          <p className="font-medium">
            <span aria-hidden="true">✓ </span>
            {outcome}
          </p>
        )}
      </div>
      {create.isError && (
        <div role="alert" className="alert alert-error">
          <p>
            Nothing was created:{' '}
            {describeRefusal(create.error, { names: 'Names', scoring_preset_id: 'Scoring preset' })}
          </p>
        </div>
      )}
    </form>
  );
}
