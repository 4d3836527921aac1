import { z } from 'zod';
import {
  AggregationSchema,
  ItemFieldSchema,
  NumberFieldSchema,
  ObjectiveTypeSchema,
  OperatorSchema,
  PresetTypeSchema,
  ScoringMethodSchema,
} from '../enums';
import { TimestampSchema } from './common';

export const ScoringPresetSchema = z
  .object({
    id: z.number().int(),
    event_id: z.number().int(),
    name: z.string(),
    description: z.string(),
    points: z
      .array(z.number())
      .describe('Points by place or completion index; past the end the last value repeats, an empty list is worth 0'),
    point_cap: z.number().describe('Upper bound for POINTS_FROM_VALUE; 0 means no cap'),
    scoring_method: ScoringMethodSchema,
    type: PresetTypeSchema,
  })
  .meta({ id: 'ScoringPreset' });
export type ScoringPreset = z.infer<typeof ScoringPresetSchema>;

export const ConditionSchema = z
  .object({
    id: z.number().int(),
    field: ItemFieldSchema,
    operator: OperatorSchema,
    value: z.string().describe('Lists are comma-separated'),
  })
  .meta({ id: 'Condition' });
export type Condition = z.infer<typeof ConditionSchema>;

/** One node of an event's objective tree, as GET /events/{id}/objectives returns it. */
export type Objective = {
  id: number;
  event_id: number;
  parent_id: number | null;
  name: string;
  extra: string;
  objective_type: z.infer<typeof ObjectiveTypeSchema>;
  aggregation: z.infer<typeof AggregationSchema>;
  number_field: z.infer<typeof NumberFieldSchema>;
  required_number: number;
  valid_from: string | null;
  valid_to: string | null;
  hide_progress: boolean;
  scoring_preset_id: number | null;
  scoring_preset: ScoringPreset | null;
  conditions: Condition[];
  children: Objective[];
};

export const ObjectiveSchema: z.ZodType<Objective> = z
  .object({
    id: z.number().int(),
    event_id: z.number().int(),
    parent_id: z.number().int().nullable(),
    name: z.string(),
    extra: z.string().describe('Hint text or message shown with the objective'),
    objective_type: ObjectiveTypeSchema,
    aggregation: AggregationSchema,
    number_field: NumberFieldSchema,
    required_number: z.number(),
    valid_from: TimestampSchema.nullable(),
    valid_to: TimestampSchema.nullable(),
    hide_progress: z.boolean(),
    scoring_preset_id: z.number().int().nullable(),
    scoring_preset: ScoringPresetSchema.nullable(),
    conditions: z.array(ConditionSchema),
    get children() {
      return z.array(ObjectiveSchema);
    },
  })
  .meta({ id: 'Objective' });
