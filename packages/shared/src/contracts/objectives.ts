import { z } from 'zod';
import {
  AggregationSchema,
  CategoryPresentationSchema,
  ItemFieldSchema,
  NumberFieldSchema,
  ObjectiveSampleSourceSchema,
  ObjectiveTypeSchema,
  OperatorSchema,
  PresetTypeSchema,
  ScoringMethodSchema,
} from '../enums';
import {
  boundedString,
  IdSchema,
  lineText,
  multilineText,
  TEXT_LIMITS,
  TimestampInputSchema,
  TimestampSchema,
} from './common';

const CUMULATIVE_POINTS =
  'POINTS_FROM_VALUE: true = the points list is a curve, the n-th unit earning the n-th value (the last value for every further unit); false = number × the first value';
const REQUIRED_CHILDREN =
  'Categories: how many direct children finish the category for this rule (capped at their count); null = all of them, or the percentage';
const REQUIRED_LINES =
  'Bingo boards (BINGO_LINES, BINGO_LINES_RANKED): how many completed lines finish the board for this rule (capped at the lines the board has); null = one';
/** The most lines a preset can ask a bingo board for (a 7×7 board has 16). */
export const MAX_REQUIRED_LINES = 100;
const REQUIRED_CHILDREN_PERCENT =
  'Categories: the share of direct children (1–100 %, rounded up to whole children) that finishes the category; null = all, or required_children';

/** The most scoring rules one objective has (docs/domain.md §3, "Several rules"). */
export const MAX_SCORING_RULES = 8;

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
    cumulative_points: z.boolean().default(false).describe(CUMULATIVE_POINTS),
    required_children: z.number().int().nullable().default(null).describe(REQUIRED_CHILDREN),
    required_children_percent: z.number().nullable().default(null).describe(REQUIRED_CHILDREN_PERCENT),
    required_lines: z.number().int().nullable().default(null).describe(REQUIRED_LINES),
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
  presentation: z.infer<typeof CategoryPresentationSchema> | null;
  /** The first of `scoring_preset_ids` (the spec-era single rule). */
  scoring_preset_id: number | null;
  scoring_preset: ScoringPreset | null;
  /** Every scoring rule of the objective, in order; its points are their sum. */
  scoring_preset_ids: number[];
  scoring_presets: ScoringPreset[];
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
    presentation: CategoryPresentationSchema.nullable()
      .default(null)
      .describe('Categories: how the score pages draw it, as the designer chose; null = chosen from its objectives'),
    scoring_preset_id: z.number().int().nullable().describe('The first of scoring_preset_ids'),
    scoring_preset: ScoringPresetSchema.nullable(),
    scoring_preset_ids: z
      .array(z.number().int())
      .default([])
      .describe('Every scoring rule, in order; the objective scores the sum of their points'),
    scoring_presets: z.array(ScoringPresetSchema).default([]).describe('The presets of scoring_preset_ids'),
    conditions: z.array(ConditionSchema),
    get children() {
      return z.array(ObjectiveSchema);
    },
  })
  .meta({ id: 'Objective' });

// ── Designer writes ────────────────────────────────────────────────────────────────────────────────

const optionalId = (what: string) => IdSchema.optional().describe(`Omit to create ${what}; give it to update that one`);

export const UpsertScoringPresetBodySchema = z
  .object({
    id: optionalId('a preset'),
    name: lineText(TEXT_LIMITS.name).pipe(z.string().min(1, 'is required')),
    description: multilineText(TEXT_LIMITS.text).default(''),
    points: z
      .array(z.number().min(-1_000_000).max(1_000_000))
      .max(1000)
      .describe('Points by place or completion index; past the end the last value repeats, an empty list is worth 0'),
    point_cap: z
      .number()
      .min(0)
      .max(1_000_000_000)
      .default(0)
      .describe('Upper bound for POINTS_FROM_VALUE; 0 means no cap'),
    scoring_method: ScoringMethodSchema,
    type: PresetTypeSchema.default('OBJECTIVE'),
    cumulative_points: z.boolean().default(false).describe(CUMULATIVE_POINTS),
    required_children: z.number().int().min(1).max(100_000).nullable().default(null).describe(REQUIRED_CHILDREN),
    required_children_percent: z.number().gt(0).max(100).nullable().default(null).describe(REQUIRED_CHILDREN_PERCENT),
    required_lines: z.number().int().min(1).max(MAX_REQUIRED_LINES).nullable().default(null).describe(REQUIRED_LINES),
  })
  .refine((preset) => preset.required_children === null || preset.required_children_percent === null, {
    message: 'give a number of children or a percentage, not both',
    path: ['required_children_percent'],
  })
  .meta({ id: 'UpsertScoringPresetBody' });
export type UpsertScoringPresetBody = z.infer<typeof UpsertScoringPresetBodySchema>;

/** A condition value: one value, or a comma-separated list; regexes are checked when the condition is saved. */
const ConditionValueSchema = multilineText(TEXT_LIMITS.text);

export const ConditionInputSchema = z.object({
  id: optionalId('a condition'),
  field: ItemFieldSchema,
  operator: OperatorSchema,
  value: ConditionValueSchema,
});
export type ConditionInput = z.infer<typeof ConditionInputSchema>;

export const UpsertConditionBodySchema = ConditionInputSchema.extend({ objective_id: IdSchema }).meta({
  id: 'UpsertConditionBody',
});
export type UpsertConditionBody = z.infer<typeof UpsertConditionBodySchema>;

export const UpsertObjectiveBodySchema = z
  .object({
    id: optionalId('an objective'),
    parent_id: IdSchema.describe('The category (or the root) this objective hangs under, in the same event'),
    name: lineText(200).pipe(z.string().min(1, 'is required')),
    extra: multilineText(TEXT_LIMITS.text).default(''),
    objective_type: ObjectiveTypeSchema,
    aggregation: AggregationSchema,
    number_field: NumberFieldSchema,
    required_number: z.number().int().min(1).max(1_000_000_000).default(1),
    valid_from: TimestampInputSchema.nullable().default(null),
    valid_to: TimestampInputSchema.nullable().default(null),
    hide_progress: z.boolean().default(false),
    presentation: CategoryPresentationSchema.nullable()
      .optional()
      .describe(
        'Categories only: how the score pages draw it; null = chosen from its objectives; omitted = unchanged (new: null)',
      ),
    scoring_preset_id: IdSchema.nullable().default(null),
    scoring_preset_ids: z
      .array(IdSchema)
      .max(MAX_SCORING_RULES)
      .optional()
      .describe(
        'Every scoring rule, in order (the objective scores their sum); omitted = scoring_preset_id replaces the first rule and the others stay',
      ),
    conditions: z
      .array(ConditionInputSchema)
      .max(50)
      .optional()
      .describe('Upserted with the objective: new ones (no id) are added, listed ids updated; omitted ones stay'),
    replace_conditions: z
      .boolean()
      .default(false)
      .describe(
        'true: the listed conditions are the whole set; the objective’s other conditions are deleted in the same change',
      ),
  })
  .refine((o) => o.valid_from === null || o.valid_to === null || Date.parse(o.valid_from) < Date.parse(o.valid_to), {
    message: 'must be after valid_from',
    path: ['valid_to'],
  })
  .refine(
    (o) => o.scoring_preset_ids === undefined || new Set(o.scoring_preset_ids).size === o.scoring_preset_ids.length,
    {
      message: 'lists a preset twice',
      path: ['scoring_preset_ids'],
    },
  )
  .refine(
    (o) =>
      o.scoring_preset_ids === undefined ||
      o.scoring_preset_id === null ||
      o.scoring_preset_id === o.scoring_preset_ids[0],
    { message: 'must be the first of scoring_preset_ids', path: ['scoring_preset_id'] },
  )
  .meta({ id: 'UpsertObjectiveBody' });
export type UpsertObjectiveBody = z.infer<typeof UpsertObjectiveBodySchema>;

/** The most objectives one bulk add creates. */
export const MAX_BULK_OBJECTIVES = 500;

export const BulkObjectivesBodySchema = z
  .object({
    parent_id: IdSchema.describe('The category the new objectives go into'),
    names: multilineText(20_000).describe(
      'Names, one per line or separated by commas (trimmed; blank and repeated names dropped); each becomes one ITEM objective',
    ),
    field: ItemFieldSchema.describe('The item field each name is compared with (EQ)'),
    scoring_preset_id: IdSchema.nullable().default(null),
    aggregation: AggregationSchema.default('EARLIEST'),
  })
  .meta({ id: 'BulkObjectivesBody' });
export type BulkObjectivesBody = z.infer<typeof BulkObjectivesBodySchema>;

export const FieldTypeSchema = z.enum(['string', 'int', 'bool', 'string[]']);
export type FieldType = z.infer<typeof FieldTypeSchema>;

export const ValidMappingsSchema = z
  .object({
    field_to_type: z.record(ItemFieldSchema, FieldTypeSchema),
    valid_operators: z.record(FieldTypeSchema, z.array(OperatorSchema)),
    objective_type_to_number_fields: z.record(ObjectiveTypeSchema, z.array(NumberFieldSchema)),
  })
  .meta({ id: 'ValidMappings' });
export type ValidMappings = z.infer<typeof ValidMappingsSchema>;

/**
 * The most the item tester reads of one item. The game's own items are far smaller (names of tens of
 * characters, mods of at most a few hundred, a few dozen mods), so these refuse only hand-made items.
 */
export const ITEM_LIMITS = {
  text: 512,
  icon: 2048,
  list: 64,
  propertyValues: 16,
  sockets: 12,
  influences: 16,
  /** The whole item as sent: a real one is a few KiB; every list at its longest would be megabytes. */
  bytes: 256 * 1024,
} as const;

const itemText = boundedString(ITEM_LIMITS.text);
const itemInt = z.number().int().min(-1_000_000_000).max(1_000_000_000);
const itemFlag = z.boolean().optional();
const ItemModListSchema = z
  .array(
    z.union([
      itemText,
      z.object({
        description: itemText,
        flags: z
          .object({
            crafted: itemFlag,
            fractured: itemFlag,
            mutated: itemFlag,
            desecrated: itemFlag,
            vestigial: itemFlag,
          })
          .optional(),
      }),
    ]),
  )
  .max(ITEM_LIMITS.list)
  .optional();
const ItemPropertyListSchema = z
  .array(
    z.object({
      name: itemText,
      values: z.array(z.tuple([itemText, itemInt])).max(ITEM_LIMITS.propertyValues),
      displayMode: itemInt.optional(),
      type: itemInt.optional(),
    }),
  )
  .max(ITEM_LIMITS.list)
  .optional();

/**
 * One game item as the stash endpoints list it, for the item tester: the fields matching reads, typed and
 * bounded (`ITEM_LIMITS`); other fields are ignored.
 */
export const ItemTestBodySchema = z
  .object({
    id: boundedString(128).optional(),
    name: itemText.optional(),
    typeLine: itemText.optional(),
    baseType: itemText.optional(),
    icon: boundedString(ITEM_LIMITS.icon).optional(),
    rarity: boundedString(32).optional(),
    frameType: itemInt.optional(),
    frameTypeId: boundedString(32).optional(),
    ilvl: itemInt.optional(),
    itemLevel: itemInt.optional(),
    identified: itemFlag,
    corrupted: itemFlag,
    split: itemFlag,
    support: itemFlag,
    abyssJewel: itemFlag,
    shaper: itemFlag,
    elder: itemFlag,
    stackSize: z.number().int().min(0).max(1_000_000_000).optional(),
    talismanTier: itemInt.optional(),
    influences: z
      .record(boundedString(32), z.boolean())
      .refine((influences) => Object.keys(influences).length <= ITEM_LIMITS.influences, {
        message: `must list at most ${ITEM_LIMITS.influences} influences`,
      })
      .optional(),
    sockets: z
      .array(z.object({ group: itemInt, sColour: boundedString(4).optional() }))
      .max(ITEM_LIMITS.sockets)
      .optional(),
    properties: ItemPropertyListSchema,
    additionalProperties: ItemPropertyListSchema,
    incubatedItem: z.object({ progress: z.number().min(0).max(1_000_000_000) }).optional(),
    hybrid: z.object({ isVaalGem: itemFlag }).optional(),
    enchantMods: ItemModListSchema,
    implicitMods: ItemModListSchema,
    explicitMods: ItemModListSchema,
    craftedMods: ItemModListSchema,
    fracturedMods: ItemModListSchema,
    mutatedMods: ItemModListSchema,
    desecratedMods: ItemModListSchema,
  })
  .refine((item) => item.baseType !== undefined || item.typeLine !== undefined, {
    message: 'An item needs a baseType or a typeLine',
  })
  .meta({ id: 'ItemTestBody' });
export type ItemTestBody = z.infer<typeof ItemTestBodySchema>;

export const ConditionVerdictSchema = z.object({
  condition_id: z.number().int(),
  field: ItemFieldSchema,
  operator: OperatorSchema,
  expected: z.string(),
  seen: z.string().describe("The item's value of the field, as text (lists joined with ', ')"),
  passed: z.boolean(),
  refused: z
    .string()
    .nullable()
    .describe('Why the stored condition cannot be matched at all (it never passes), e.g. a pattern over a limit'),
});

export const ItemTestResultSchema = z
  .object({
    objectives: z.array(
      z.object({
        objective_id: z.number().int(),
        name: z.string(),
        matched: z.boolean(),
        number: z.number().describe('What the item counts for (its stack size) when it matches'),
        conditions: z.array(ConditionVerdictSchema),
      }),
    ),
  })
  .meta({ id: 'ItemTestResult' });
export type ItemTestResult = z.infer<typeof ItemTestResultSchema>;

export const ReEvaluationStatusSchema = z
  .object({
    pending_objective_ids: z
      .array(z.number().int())
      .describe('ITEM objectives changed since the stored stash snapshots were last evaluated for them'),
    evaluating: z
      .boolean()
      .describe("The event's EvaluateStashChanges job is active, so pending objectives are being worked through"),
  })
  .meta({ id: 'ReEvaluationStatus' });
export type ReEvaluationStatus = z.infer<typeof ReEvaluationStatusSchema>;

// ── Objective validation ──────────────────────────────────────────────────────────────────────────────

export const ObjectiveValidationStatusSchema = z
  .enum(['MATCHED_IN_EVENT', 'SAMPLE', 'NEVER_MATCHED'])
  .describe(
    'MATCHED_IN_EVENT: evidence of this event counts for it; SAMPLE: a recorded real item matches its conditions now; NEVER_MATCHED: nothing known matches it',
  );
export type ObjectiveValidationStatus = z.infer<typeof ObjectiveValidationStatusSchema>;

export const ObjectiveSampleSchema = z.object({
  source: ObjectiveSampleSourceSchema,
  origin: z.string().describe('Where the item was found, in words'),
  item_name: z.string().describe('The item as a player reads it: its name and base type'),
  recorded_at: TimestampSchema,
  matches: z.boolean().describe('Whether the item still matches the conditions as they are now'),
});
export type ObjectiveSample = z.infer<typeof ObjectiveSampleSchema>;

export const ObjectiveValidationSchema = z
  .object({
    objective_id: z.number().int(),
    name: z.string(),
    path: z.array(z.string()).describe('The names of the categories above it, from the top'),
    status: ObjectiveValidationStatusSchema,
    problem: z.string().nullable().describe('Why its conditions can never match (no conditions, a refused pattern)'),
    sample: ObjectiveSampleSchema.nullable(),
  })
  .meta({ id: 'ObjectiveValidation' });
export type ObjectiveValidation = z.infer<typeof ObjectiveValidationSchema>;

export const ObjectiveValidationReportSchema = z
  .object({
    objectives: z.array(ObjectiveValidationSchema).describe('Every ITEM objective, never matched first'),
    never_matched: z.number().int(),
  })
  .meta({ id: 'ObjectiveValidationReport' });
export type ObjectiveValidationReport = z.infer<typeof ObjectiveValidationReportSchema>;

/** Stored snapshots one search or dry-run request reads at most; the page asks again with the cursor it gets back. */
export const SAMPLE_SEARCH_BATCH = 20;

/** Where a reading of stored snapshots goes on (decision 032): after this snapshot, 0 to start. */
const SnapshotCursorSchema = z
  .number()
  .int()
  .min(0)
  .max(Number.MAX_SAFE_INTEGER)
  .default(0)
  .describe('Read the stored snapshots after this one (0 to start); the answer gives the next cursor');

/** How far a batch went: the next cursor, what it read and what is left. */
const snapshotBatchFields = {
  next_after: z.number().int().nullable().describe('The cursor of the next request; null once the reading is done'),
  searched: z.number().int().describe('Stored snapshots read by this request'),
  remaining: z.number().int().describe('Stored snapshots left after this request'),
};

export const SampleSearchBodySchema = z.object({ after: SnapshotCursorSchema }).meta({ id: 'SampleSearchBody' });
export type SampleSearchBody = z.infer<typeof SampleSearchBodySchema>;

export const SampleSearchResultSchema = z
  .object({
    ...snapshotBatchFields,
    found: z.array(z.object({ objective_id: z.number().int(), origin: z.string() })),
  })
  .meta({ id: 'SampleSearchResult' });
export type SampleSearchResult = z.infer<typeof SampleSearchResultSchema>;

// ── Dry run ───────────────────────────────────────────────────────────────────────────────────────────

export const DryRunBodySchema = z
  .object({
    source_event_id: IdSchema.describe('The event whose stored stash snapshots the draft is run against'),
    conditions: z.array(ConditionInputSchema).min(1).max(50).describe('The draft objective’s conditions'),
    after: SnapshotCursorSchema,
  })
  .meta({ id: 'DryRunBody' });
export type DryRunBody = z.infer<typeof DryRunBodySchema>;

export const DryRunTeamSchema = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  first_seen: TimestampSchema.describe('When a matching item was first seen in a snapshot of the team'),
  most: z.number().describe('The most the matching items of one snapshot counted (stack sizes added up)'),
});
export type DryRunTeam = z.infer<typeof DryRunTeamSchema>;

export const DryRunResultSchema = z
  .object({
    ...snapshotBatchFields,
    teams: z.array(DryRunTeamSchema).describe('The teams this batch found a matching item for; merge across batches'),
  })
  .meta({ id: 'DryRunResult' });
export type DryRunResult = z.infer<typeof DryRunResultSchema>;
