import {
  PresetTypeSchema,
  ScoringMethodSchema,
  type PresetType,
  type ScoringMethod,
  type ScoringPreset,
  type UpsertScoringPresetBody,
} from '@app/shared';
import { useId, useState } from 'react';
import { Field } from '~/components/ui/form-field';
import { Options } from '~/components/ui/select-options';
import { PRESET_TYPE_LABELS, SCORING_METHOD_HELP, SCORING_METHOD_LABELS } from '../labels';
import { describeExample, parsePoints, usesPointCap } from '../preset-examples';
import { DesignerForm, FormActions } from './form-parts';

export type PresetDraft = {
  name: string;
  description: string;
  points: string;
  scoring_method: ScoringMethod;
  point_cap: string;
  type: PresetType;
};

export function draftOf(preset: ScoringPreset | null): PresetDraft {
  return preset
    ? {
        name: preset.name,
        description: preset.description,
        points: preset.points.join(', '),
        scoring_method: preset.scoring_method,
        point_cap: String(preset.point_cap),
        type: preset.type,
      }
    : { name: '', description: '', points: '', scoring_method: 'PRESENCE', point_cap: '0', type: 'OBJECTIVE' };
}

export function sameDraft(a: PresetDraft, b: PresetDraft): boolean {
  return (Object.keys(a) as (keyof PresetDraft)[]).every((key) => a[key] === b[key]);
}

type PresetFormProps = {
  preset: ScoringPreset | null;
  draft: PresetDraft;
  onChange: (draft: PresetDraft) => void;
  onSubmit: (body: UpsertScoringPresetBody) => void;
  onCancel: () => void;
  saving: boolean;
  teamCount: number;
};

/** Every field of a scoring preset, with what the chosen method does and a live example of its points. */
export function PresetForm({ preset, draft, onChange, onSubmit, onCancel, saving, teamCount }: PresetFormProps) {
  const id = useId();
  const [showErrors, setShowErrors] = useState(false);
  const set = <K extends keyof PresetDraft>(key: K, value: PresetDraft[K]) => onChange({ ...draft, [key]: value });

  const parsedPoints = parsePoints(draft.points);
  const cap = Number(draft.point_cap);
  const capError =
    draft.point_cap.trim() === '' || !Number.isFinite(cap) || cap < 0 ? 'The point cap is 0 (no cap) or more.' : null;
  const nameError = draft.name.trim() === '' ? 'A name is required.' : null;
  const pointsError = parsedPoints.ok ? null : parsedPoints.error;
  const example = parsedPoints.ok
    ? describeExample(
        { points: parsedPoints.points, point_cap: capError ? 0 : cap, scoring_method: draft.scoring_method },
        teamCount,
      )
    : null;

  const submit = () => {
    if (nameError || pointsError || capError || !parsedPoints.ok) {
      setShowErrors(true);
      return;
    }
    onSubmit({
      ...(preset ? { id: preset.id } : {}),
      name: draft.name.trim(),
      description: draft.description,
      points: parsedPoints.points,
      point_cap: cap,
      scoring_method: draft.scoring_method,
      type: draft.type,
    });
  };

  const errorOf = (message: string | null) => (showErrors ? message : null);
  return (
    <DesignerForm title={preset ? `Edit preset “${preset.name}”` : 'New preset'} onSubmit={submit}>
      <Field id={`${id}-name`} label="Name" error={errorOf(nameError)} required>
        {(control) => (
          <input
            {...control}
            className="input w-full"
            value={draft.name}
            maxLength={100}
            required
            onChange={(event) => set('name', event.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-description`} label="Description">
        <textarea
          id={`${id}-description`}
          className="textarea w-full"
          rows={2}
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </Field>
      <Field id={`${id}-method`} label="Scoring method" required hint={SCORING_METHOD_HELP[draft.scoring_method]}>
        {(control) => (
          <select
            {...control}
            className="select w-full"
            value={draft.scoring_method}
            onChange={(event) => set('scoring_method', event.target.value as ScoringMethod)}
          >
            <Options values={ScoringMethodSchema.options} label={(method) => SCORING_METHOD_LABELS[method]} />
          </select>
        )}
      </Field>
      <Field
        id={`${id}-points`}
        label="Points"
        error={errorOf(pointsError)}
        hint="Numbers separated by commas, by place or by finished objective; past the end the last number repeats."
      >
        {(control) => (
          <input
            {...control}
            className="input w-full"
            inputMode="decimal"
            placeholder="10, 6, 3"
            value={draft.points}
            onChange={(event) => set('points', event.target.value)}
          />
        )}
      </Field>
      <Field
        id={`${id}-cap`}
        label="Point cap"
        error={errorOf(capError)}
        hint={
          usesPointCap(draft.scoring_method)
            ? 'The most points a team can get from this preset; 0 means no cap.'
            : 'Only Points from value uses the cap; this method ignores it.'
        }
      >
        {(control) => (
          <input
            {...control}
            className="input w-full"
            type="number"
            min={0}
            step="any"
            value={draft.point_cap}
            onChange={(event) => set('point_cap', event.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-type`} label="Meant for">
        <select
          id={`${id}-type`}
          className="select w-full"
          value={draft.type}
          onChange={(event) => set('type', event.target.value as PresetType)}
        >
          <Options values={PresetTypeSchema.options} label={(type) => PRESET_TYPE_LABELS[type]} />
        </select>
      </Field>

      <div className="rounded-box border border-base-300 bg-base-200 p-3">
        <p className="font-semibold">Example</p>
        <output htmlFor={`${id}-method ${id}-points ${id}-cap`} aria-live="polite" className="block">
          {example ?? 'Fix the points to see an example.'}
        </output>
      </div>

      <FormActions
        busy={saving}
        submitLabel={preset ? 'Save preset' : 'Create preset'}
        cancelLabel={preset ? 'Cancel editing' : 'Clear'}
        onCancel={onCancel}
      />
    </DesignerForm>
  );
}
