import {
  MAX_REQUIRED_LINES,
  PresetTypeSchema,
  ScoringMethodSchema,
  type PresetType,
  type ScoringMethod,
  type ScoringPreset,
  type UpsertScoringPresetBody,
} from '@app/shared';
import { useId, useState } from 'react';
import { ChoiceField, Field, NumberInputField, TextAreaField, TextInputField } from '~/components/ui/form-field';
import { PRESET_TYPE_LABELS, SCORING_METHOD_HELP, SCORING_METHOD_LABELS } from '../labels';
import { describeExample, parsePoints, takesLines, takesRequirement, usesPointCap } from '../preset-examples';
import { DesignerForm, FormActions } from './form-parts';

/** How many of a category's objectives finish it for a rule: all, at least a number, or at least a share. */
type Requirement = 'ALL' | 'COUNT' | 'PERCENT';

const REQUIREMENTS: readonly Requirement[] = ['ALL', 'COUNT', 'PERCENT'];

const REQUIREMENT_LABELS: Record<Requirement, string> = {
  ALL: 'All children',
  COUNT: 'At least N children',
  PERCENT: 'At least N %',
};

export type PresetDraft = {
  name: string;
  description: string;
  points: string;
  scoring_method: ScoringMethod;
  point_cap: string;
  type: PresetType;
  cumulative_points: boolean;
  requirement: Requirement;
  /** The number of children or the percentage, as typed; '' while the requirement is all children. */
  required: string;
  /** Bingo boards: the complete lines that finish the board, as typed. */
  lines: string;
};

export function draftOf(preset: ScoringPreset | null): PresetDraft {
  if (!preset) {
    return {
      name: '',
      description: '',
      points: '',
      scoring_method: 'PRESENCE',
      point_cap: '0',
      type: 'OBJECTIVE',
      cumulative_points: false,
      requirement: 'ALL',
      required: '',
      lines: '1',
    };
  }
  const { required_children: count, required_children_percent: percent } = preset;
  return {
    name: preset.name,
    description: preset.description,
    points: preset.points.join(', '),
    scoring_method: preset.scoring_method,
    point_cap: String(preset.point_cap),
    type: preset.type,
    cumulative_points: preset.cumulative_points,
    requirement: count !== null ? 'COUNT' : percent !== null ? 'PERCENT' : 'ALL',
    required: String(count ?? percent ?? ''),
    lines: String(preset.required_lines ?? 1),
  };
}

/** The most children a requirement may name (UpsertScoringPresetBody). */
const MAX_REQUIRED_CHILDREN = 100_000;

/** The requirement as the body sends it, or what to fix. */
function requirementOf(draft: PresetDraft): {
  required_children: number | null;
  required_children_percent: number | null;
  error: string | null;
} {
  const none = { required_children: null, required_children_percent: null, error: null };
  if (!takesRequirement(draft) || draft.requirement === 'ALL') return none;
  const value = Number(draft.required);
  if (draft.requirement === 'COUNT') {
    return draft.required.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= MAX_REQUIRED_CHILDREN
      ? { ...none, required_children: value }
      : { ...none, error: `A whole number of children, 1 to ${MAX_REQUIRED_CHILDREN}.` };
  }
  return draft.required.trim() !== '' && Number.isFinite(value) && value > 0 && value <= 100
    ? { ...none, required_children_percent: value }
    : { ...none, error: 'A percentage above 0, at most 100.' };
}

/** The lines a bingo board needs as the body sends them (null for other methods), or what to fix. */
function linesOf(draft: PresetDraft): { required_lines: number | null; error: string | null } {
  if (!takesLines(draft.scoring_method)) return { required_lines: null, error: null };
  const value = Number(draft.lines);
  return draft.lines.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= MAX_REQUIRED_LINES
    ? { required_lines: value, error: null }
    : { required_lines: null, error: `A whole number of lines, 1 to ${MAX_REQUIRED_LINES}.` };
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
  const curve = usesPointCap(draft.scoring_method) && draft.cumulative_points;
  const requirement = requirementOf(draft);
  const lines = linesOf(draft);
  const example = parsedPoints.ok
    ? describeExample(
        {
          points: parsedPoints.points,
          point_cap: capError ? 0 : cap,
          scoring_method: draft.scoring_method,
          cumulative_points: curve,
        },
        teamCount,
      )
    : null;

  const submit = () => {
    if (nameError || pointsError || capError || requirement.error || lines.error || !parsedPoints.ok) {
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
      cumulative_points: curve,
      required_children: requirement.required_children,
      required_children_percent: requirement.required_children_percent,
      required_lines: lines.required_lines,
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
      <TextAreaField
        id={`${id}-description`}
        label="Description"
        rows={2}
        value={draft.description}
        onChange={(text) => set('description', text)}
      />
      <ChoiceField
        id={`${id}-method`}
        label="Scoring method"
        required
        hint={SCORING_METHOD_HELP[draft.scoring_method]}
        value={draft.scoring_method}
        values={ScoringMethodSchema.options}
        labelOf={(method) => SCORING_METHOD_LABELS[method]}
        onChange={(value) => set('scoring_method', value)}
      />
      <TextInputField
        id={`${id}-points`}
        label="Points"
        error={errorOf(pointsError)}
        hint="Numbers separated by commas, by place or by finished objective; past the end the last number repeats."
        inputMode="decimal"
        placeholder="10, 6, 3"
        value={draft.points}
        onChange={(text) => set('points', text)}
      />
      <NumberInputField
        id={`${id}-cap`}
        label="Point cap"
        error={errorOf(capError)}
        hint={
          usesPointCap(draft.scoring_method)
            ? 'The most points a team can get from this preset; 0 means no cap.'
            : 'Only Points from value uses the cap; this method ignores it.'
        }
        min={0}
        step="any"
        value={draft.point_cap}
        onChange={(text) => set('point_cap', text)}
      />
      {usesPointCap(draft.scoring_method) && (
        <Field
          id={`${id}-curve`}
          label="Cumulative points (a curve)"
          inline
          hint="On: the 1st unit earns the 1st number, the 2nd unit the 2nd, and so on (the last repeats), added up. Off: every unit earns the first number."
        >
          {(control) => (
            <input
              {...control}
              type="checkbox"
              className="checkbox"
              checked={draft.cumulative_points}
              onChange={(event) => set('cumulative_points', event.target.checked)}
            />
          )}
        </Field>
      )}
      <ChoiceField
        id={`${id}-type`}
        label="Meant for"
        value={draft.type}
        values={PresetTypeSchema.options}
        labelOf={(type) => PRESET_TYPE_LABELS[type]}
        onChange={(type) => set('type', type)}
      />

      {takesLines(draft.scoring_method) && (
        <NumberInputField
          id={`${id}-lines`}
          label="Lines needed"
          error={errorOf(lines.error)}
          hint="Complete rows, columns or diagonals that finish the board; more than the board has means all of them. The board lays the category's objectives out row by row: 9 make a 3 × 3 board, 16 a 4 × 4."
          min={1}
          max={MAX_REQUIRED_LINES}
          step={1}
          value={draft.lines}
          onChange={(text) => set('lines', text)}
        />
      )}
      {takesRequirement(draft) && (
        <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
          <ChoiceField
            id={`${id}-requirement`}
            label="Completion requirement"
            hint="How many of the category's objectives must be finished for this rule; the first rule of a category also says when it counts as finished."
            className="min-w-0 flex-1 basis-56"
            value={draft.requirement}
            values={REQUIREMENTS}
            labelOf={(value) => REQUIREMENT_LABELS[value]}
            onChange={(value) => set('requirement', value)}
          />
          {draft.requirement !== 'ALL' && (
            <NumberInputField
              id={`${id}-required`}
              label={draft.requirement === 'COUNT' ? 'Number of children' : 'Percentage of children'}
              error={errorOf(requirement.error)}
              hint={
                draft.requirement === 'COUNT'
                  ? 'More than the category holds means all of them.'
                  : 'Rounded up to whole children, at least one.'
              }
              className="min-w-0 flex-1 basis-32"
              min={draft.requirement === 'COUNT' ? 1 : 0}
              max={draft.requirement === 'COUNT' ? MAX_REQUIRED_CHILDREN : 100}
              step={draft.requirement === 'COUNT' ? 1 : 'any'}
              value={draft.required}
              onChange={(text) => set('required', text)}
            />
          )}
        </div>
      )}

      <div className="rounded-box border border-base-300 bg-base-200 p-3">
        <p className="font-semibold">Example</p>
        <output htmlFor={`${id}-method ${id}-points ${id}-cap ${id}-curve`} aria-live="polite" className="block">
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
