import { AggregationSchema, type Aggregation, type ScoringPreset } from '@app/shared';
import { useId, type FormEvent, type ReactNode } from 'react';
import { ChoiceField, Field } from '~/components/ui/form-field';
import { BusyButton } from '~/components/ui/busy-button';
import { AGGREGATION_HELP, AGGREGATION_LABELS, SCORING_METHOD_LABELS } from '../labels';

/** How an objective's number is aggregated, with what the chosen way means under it. */
export function AggregationField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Aggregation;
  onChange: (aggregation: Aggregation) => void;
}) {
  return (
    <ChoiceField
      id={id}
      label="Aggregation"
      required
      hint={AGGREGATION_HELP[value]}
      value={value}
      values={AggregationSchema.options}
      labelOf={(aggregation) => AGGREGATION_LABELS[aggregation]}
      onChange={onChange}
    />
  );
}

/** The scoring preset of an objective by id as text, '' for none (worth no points). */
export function ScoringPresetField({
  id,
  presets,
  value,
  onChange,
}: {
  id: string;
  presets: readonly ScoringPreset[];
  value: string;
  onChange: (presetId: string) => void;
}) {
  return (
    <Field id={id} label="Scoring preset">
      {(control) => (
        <select {...control} className="select w-full" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">No preset (worth no points)</option>
          <PresetOptions presets={presets} />
        </select>
      )}
    </Field>
  );
}

/** A select's options for scoring presets, valued by id and named with their method; `taken` ones are disabled. */
export function PresetOptions({
  presets,
  taken = [],
}: {
  presets: readonly ScoringPreset[];
  taken?: readonly string[];
}) {
  return presets.map((preset) => (
    <option key={preset.id} value={String(preset.id)} disabled={taken.includes(String(preset.id))}>
      {preset.name} ({SCORING_METHOD_LABELS[preset.scoring_method]})
    </option>
  ));
}

/**
 * A designer form, named by its heading. The heading can take focus: the editors move it there when they open a
 * form, so keyboard and screen-reader users land on what they asked for.
 */
export function DesignerForm({
  title,
  onSubmit,
  children,
}: {
  title: string;
  /** Called on submit; the page stays where it is. */
  onSubmit: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </form>
  );
}

/** A designer form's submit button (with a spinner while it saves) and its way out. */
export function FormActions({
  busy,
  submitLabel,
  cancelLabel,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <BusyButton busy={busy} type="submit" className="btn btn-primary">
        {submitLabel}
      </BusyButton>
      <button type="button" className="btn" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
    </div>
  );
}
