import { ObjectiveTypeSchema, type Objective, type ScoringPreset, type ValidMappings } from '@app/shared';
import { useId, useRef, type ReactNode } from 'react';
import { numberFieldAfterTypeChange, numberFieldsFor } from '../condition-rules';
import { numberFieldLabel, OBJECTIVE_TYPE_LABELS } from '../labels';
import type { DraftErrors, ObjectiveDraft } from '../objective-draft';
import type { CategoryOption } from '../objective-tree';
import { inferPresentation, PRESENTATION_CHOICES, PRESENTATIONS } from '~/lib/scoreboard/presentation';
import { ConditionRows } from './condition-rows';
import { AggregationField, DesignerForm, FormActions } from './form-parts';
import { ScoringRulesField } from './scoring-rules-field';
import { ChoiceField, Field, NumberInputField, TextAreaField, TextInputField } from '~/components/ui/form-field';
import { Options } from '~/components/ui/select-options';

type ObjectiveFormProps = {
  title: string;
  /** The stored node when editing, undefined when creating. */
  saved: Objective | undefined;
  draft: ObjectiveDraft;
  errors: DraftErrors;
  categories: CategoryOption[];
  presets: ScoringPreset[];
  mappings: ValidMappings;
  saving: boolean;
  onChange: (draft: ObjectiveDraft) => void;
  onSubmit: () => void;
  onCancel: () => void;
  /** Where the outcome and the server's refusal are shown, under the buttons. */
  footer?: ReactNode;
};

const TIME_ZONE = new Intl.DateTimeFormat().resolvedOptions().timeZone;

const WINDOW_LABELS = { valid_from: 'Available from', valid_to: 'Available until' } as const;

/** Create or edit one node of the tree: every field of the objective contract, and its conditions for items. */
export function ObjectiveForm(props: ObjectiveFormProps) {
  const { title, saved, draft, errors, categories, presets, mappings, saving, onChange, onSubmit, onCancel, footer } =
    props;
  const id = useId();
  const keyCounter = useRef(0);
  const set = <K extends keyof ObjectiveDraft>(key: K, value: ObjectiveDraft[K]) =>
    onChange({ ...draft, [key]: value });
  // A category that holds objectives must stay a category (the server refuses otherwise).
  const typeLocked = saved !== undefined && saved.objective_type === 'CATEGORY' && saved.children.length > 0;
  const numberFields = numberFieldsFor(draft.objective_type, mappings);
  const droppingConditions = saved !== undefined && saved.conditions.length > 0 && draft.objective_type !== 'ITEM';

  const fieldId = (name: keyof ObjectiveDraft) => `${id}-${name}`;
  /** A text field's id, text, error and change handler, bound to its key of the draft. */
  const textOf = (name: 'name' | 'extra' | 'required_number' | 'valid_from' | 'valid_to') => ({
    id: fieldId(name),
    error: errors[name],
    value: draft[name],
    onChange: (text: string) => set(name, text),
  });

  return (
    <DesignerForm title={title} onSubmit={onSubmit}>
      <TextInputField {...textOf('name')} label="Name" required maxLength={200} />
      <TextAreaField {...textOf('extra')} label="Extra" hint="A hint or message shown with the objective." rows={2} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          id={fieldId('objective_type')}
          label="Type"
          required
          hint={typeLocked && 'A category that holds objectives stays a category.'}
          value={draft.objective_type}
          values={ObjectiveTypeSchema.options}
          labelOf={(type) => OBJECTIVE_TYPE_LABELS[type]}
          disabled={typeLocked}
          onChange={(type) =>
            onChange({
              ...draft,
              objective_type: type,
              number_field: numberFieldAfterTypeChange(draft.number_field, type, mappings) ?? draft.number_field,
            })
          }
        />
        <ChoiceField
          id={fieldId('number_field')}
          label="Counts"
          required
          value={draft.number_field}
          values={numberFields}
          labelOf={numberFieldLabel}
          onChange={(value) => set('number_field', value)}
        />
        <AggregationField
          id={fieldId('aggregation')}
          value={draft.aggregation}
          onChange={(aggregation) => set('aggregation', aggregation)}
        />
        <NumberInputField {...textOf('required_number')} label="Required number" required min={1} step={1} />
        <Field id={fieldId('parent_id')} label="Category" error={errors.parent_id} required>
          {(control) => (
            <select
              {...control}
              className="select w-full"
              value={draft.parent_id}
              onChange={(event) => set('parent_id', event.target.value)}
            >
              {draft.parent_id === '' && <option value="">Choose a category…</option>}
              {categories.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <ScoringRulesField
        id={fieldId('scoring_preset_ids')}
        presets={presets}
        value={draft.scoring_preset_ids}
        errors={errors}
        childCount={saved?.children.length}
        onChange={(ids) => set('scoring_preset_ids', ids)}
      />
      {draft.objective_type === 'CATEGORY' && (
        <Field
          id={fieldId('presentation')}
          label="Shown on the score pages as"

          hint={
            draft.presentation
              ? PRESENTATIONS[draft.presentation].description
              : 'The pages pick the way that fits what the category holds, and follow it as objectives are added.'
          }
        >
          {(control) => (
            <select
              {...control}
              className="select w-full"
              value={draft.presentation}
              onChange={(event) => set('presentation', event.target.value as ObjectiveDraft['presentation'])}
            >
              <option value="">
                Chosen from its objectives{saved ? ` (now: ${PRESENTATIONS[inferPresentation(saved)].label})` : ''}
              </option>
              <Options values={PRESENTATION_CHOICES} label={(choice) => PRESENTATIONS[choice].label} />
            </select>
          )}
        </Field>
      )}
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="mb-1 font-semibold">Time window</legend>
        <p id={`${id}-window-help`} className="text-sm text-base-content/80 sm:col-span-2">
          Optional. Times are in your time zone ({TIME_ZONE}); leave empty for the whole event.
        </p>
        {(['valid_from', 'valid_to'] as const).map((name) => (
          <TextInputField
            key={name}
            {...textOf(name)}
            label={WINDOW_LABELS[name]}
            describedBy={`${id}-window-help`}
            type="datetime-local"
          />
        ))}
      </fieldset>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="checkbox"
          checked={draft.hide_progress}
          onChange={(event) => set('hide_progress', event.target.checked)}
        />
        <span>Hide each team’s progress from the other teams until it is finished</span>
      </label>

      {draft.objective_type === 'ITEM' ? (
        <ConditionRows
          conditions={draft.conditions}
          mappings={mappings}
          errors={errors}
          onChange={(conditions) => set('conditions', conditions)}
          newKey={() => `new-${(keyCounter.current += 1)}`}
        />
      ) : (
        droppingConditions && (
          <p role="note" className="alert alert-warning">
            Only item objectives have conditions: saving as another type removes its {saved.conditions.length}{' '}
            conditions.
          </p>
        )
      )}

      <FormActions
        busy={saving}
        submitLabel={saved ? 'Save changes' : 'Create'}
        cancelLabel="Cancel"
        onCancel={onCancel}
      />
      {footer}
    </DesignerForm>
  );
}
