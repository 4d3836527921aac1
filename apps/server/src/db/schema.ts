/**
 * The one database schema (PostgreSQL; the embedded PGlite runs the same SQL).
 * Tables are plural camelCase here and snake_case in SQL. Every id that the API exposes is an `integer`
 * (serial); counters and sums that can grow without bound are `bigint`; every time is `timestamptz`.
 * Changing this file means running `npm run db:generate` and committing the migration with the change.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  Aggregation,
  AuditKind,
  CategoryPresentation,
  ApprovalStatus,
  DiscordWebhookPurpose,
  CharacterRefreshOutcome,
  EvidenceSource,
  GameVersion,
  ItemField,
  JobPauseName,
  JobType,
  NumberField,
  ObjectiveSampleSource,
  ObjectiveType,
  Operator,
  Permission,
  PresetType,
  Provider,
  ScoreField,
  ScoringMethod,
  WishFiller,
  WishStatus,
} from '@app/shared';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A time the database fills in when the row is written (created_at, updated_at and the like). */
const nowByDefault = (name: string) => timestamptz(name).notNull().defaultNow();
/** A required reference to the row this one belongs to: deleting that row deletes this one. */
const cascadingRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
/** An optional reference that outlives its target: deleting the target leaves null here. */
const nullingRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });
/** bigint columns surface as JS numbers: every value we store stays far below 2^53. */
const bigNumber = (name: string) => bigint(name, { mode: 'number' });
const emptyTextArray = sql`'{}'::text[]`;
/** Binary data (node-postgres hands back a Buffer, PGlite a Uint8Array: both are Uint8Arrays). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

// ── People ────────────────────────────────────────────────────────────────────────────────────────

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  displayName: text('display_name').notNull(),
  permissions: text('permissions').array().$type<Permission[]>().notNull().default(emptyTextArray),
  /** When permissions last changed; a local grant token older than this no longer applies (lib/auth-tokens). */
  permissionsUpdatedAt: timestamptz('permissions_updated_at'),
  /** The account the Discord bot signs in as (POST /api/oauth2/discord/bot-login); never a person. */
  isBot: boolean('is_bot').notNull().default(false),
  createdAt: nowByDefault('created_at'),
});

/** An account of a provider (game, chat, streaming) linked to a user; tokens kept for polling on their behalf. */
export const linkedAccounts = pgTable(
  'linked_accounts',
  {
    userId: cascadingRef('user_id', () => users.id),
    provider: text('provider').$type<Provider>().notNull(),
    accountId: text('account_id').notNull(),
    accountName: text('account_name').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    expiresAt: timestamptz('expires_at'),
    scopes: text('scopes').notNull().default(''),
    /** Set when the provider revoked our token: polling stops until the player connects again. */
    needsReconnect: boolean('needs_reconnect').notNull().default(false),
    linkedAt: nowByDefault('linked_at'),
    updatedAt: nowByDefault('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    uniqueIndex('linked_accounts_provider_account_uq').on(t.provider, t.accountId),
    index('linked_accounts_provider_name_idx').on(t.provider, sql`lower(${t.accountName})`),
    check('linked_accounts_provider_ck', sql`${t.provider} in ('poe', 'twitch', 'discord')`),
  ],
);

// ── Events, teams, sign-ups ───────────────────────────────────────────────────────────────────────

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    /** The game league id: stash, ladder and character calls use it. */
    name: text('name').notNull(),
    gameVersion: text('game_version').$type<GameVersion>().notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    maxSize: integer('max_size').notNull(),
    waitlistSize: integer('waitlist_size').notNull().default(0),
    /** Most players per sign-up group (rules/signup-groups.ts in packages/shared); 1 = groups are off. */
    maxGroupSize: integer('max_group_size').notNull().default(1),
    applicationStartTime: timestamptz('application_start_time').notNull(),
    applicationEndTime: timestamptz('application_end_time').notNull(),
    eventStartTime: timestamptz('event_start_time').notNull(),
    eventEndTime: timestamptz('event_end_time').notNull(),
    /**
     * Until when judges may still decide submissions made before the end (docs/domain.md §4, decision 037); the
     * results are final after it. Null: 7 days after the end (events stored before the field, and forms that omit it).
     */
    closingTime: timestamptz('closing_time'),
    createdAt: nowByDefault('created_at'),
  },
  (t) => [
    // At most one current event: a partial unique index over the rows where the flag is set.
    uniqueIndex('events_single_current_uq')
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
    check('events_game_version_ck', sql`${t.gameVersion} in ('poe1', 'poe2')`),
    check('events_sizes_ck', sql`${t.maxSize} > 0 and ${t.waitlistSize} >= 0`),
    check('events_group_size_ck', sql`${t.maxGroupSize} between 1 and 10`),
    check('events_application_window_ck', sql`${t.applicationStartTime} <= ${t.applicationEndTime}`),
    check('events_event_window_ck', sql`${t.eventStartTime} < ${t.eventEndTime}`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    eventId: cascadingRef('event_id', () => events.id),
    name: text('name').notNull(),
    /** The tag players put at the start of their character names. */
    abbreviation: text('abbreviation').notNull().default(''),
    color: text('color').notNull().default('#64748b'),
    /** Informational: the classes this team may play. */
    allowedClasses: text('allowed_classes').array().notNull().default(emptyTextArray),
  },
  (t) => [
    // Lets other tables reference (team, event) so a team of another event can never be used.
    unique('teams_id_event_uq').on(t.id, t.eventId),
    uniqueIndex('teams_event_name_uq').on(t.eventId, sql`lower(${t.name})`),
  ],
);

/** Team membership: one team per user per event. */
export const teamMembers = pgTable(
  'team_members',
  {
    eventId: cascadingRef('event_id', () => events.id),
    teamId: integer('team_id').notNull(),
    userId: cascadingRef('user_id', () => users.id),
    isTeamLead: boolean('is_team_lead').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    foreignKey({ columns: [t.teamId, t.eventId], foreignColumns: [teams.id, teams.eventId] }).onDelete('cascade'),
    index('team_members_team_idx').on(t.teamId),
  ],
);

/**
 * Friends who signed up together (docs/domain.md §10): members are the sign-ups that point here. The code is
 * the invitation, so it is random and unique across events; a group goes when its last member leaves.
 */
export const signupGroups = pgTable(
  'signup_groups',
  {
    id: serial('id').primaryKey(),
    eventId: cascadingRef('event_id', () => events.id),
    /** Normalized (packages/shared rules/signup-groups.ts): 16 characters of Crockford's base32. */
    code: text('code').notNull(),
    createdAt: nowByDefault('created_at'),
  },
  (t) => [
    uniqueIndex('signup_groups_code_uq').on(t.code),
    // Lets sign-ups reference (group, event) so a group of another event can never be joined.
    unique('signup_groups_id_event_uq').on(t.id, t.eventId),
  ],
);

export const signups = pgTable(
  'signups',
  {
    eventId: cascadingRef('event_id', () => events.id),
    userId: cascadingRef('user_id', () => users.id),
    /** First application time; decides the queue (and waitlist) position. Edits keep it. */
    createdAt: nowByDefault('created_at'),
    updatedAt: nowByDefault('updated_at'),
    expectedPlaytime: integer('expected_playtime').notNull(),
    needsHelp: boolean('needs_help').notNull().default(false),
    wantsToHelp: boolean('wants_to_help').notNull().default(false),
    /** The friend's game account name as entered; resolved to a user when read, so order of sign-up does not matter. */
    partnerAccountName: text('partner_account_name'),
    extra: text('extra'),
    actualPlaytime: integer('actual_playtime'),
    /** The sign-up group the player joined, or null. */
    groupId: integer('group_id'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('signups_queue_idx').on(t.eventId, t.createdAt, t.userId),
    // No action on delete: a group is deleted by the code once it has no member left, or with its event.
    foreignKey({ columns: [t.groupId, t.eventId], foreignColumns: [signupGroups.id, signupGroups.eventId] }),
    index('signups_group_idx').on(t.groupId),
  ],
);

// ── Objectives and scoring configuration ──────────────────────────────────────────────────────────

export const scoringPresets = pgTable(
  'scoring_presets',
  {
    id: serial('id').primaryKey(),
    eventId: cascadingRef('event_id', () => events.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    points: doublePrecision('points')
      .array()
      .notNull()
      .default(sql`'{}'::double precision[]`),
    /** 0 = no cap (POINTS_FROM_VALUE). */
    pointCap: doublePrecision('point_cap').notNull().default(0),
    scoringMethod: text('scoring_method').$type<ScoringMethod>().notNull(),
    type: text('type').$type<PresetType>().notNull().default('OBJECTIVE'),
    /** POINTS_FROM_VALUE: the points list is a curve (docs/domain.md §3). */
    cumulativePoints: boolean('cumulative_points').notNull().default(false),
    /** Categories: children that finish the category for this rule; null with the percentage null = all. */
    requiredChildren: integer('required_children'),
    requiredChildrenPercent: doublePrecision('required_children_percent'),
    /** Bingo boards: completed lines that finish the board for this rule; null = one. */
    requiredLines: integer('required_lines'),
  },
  (t) => [unique('scoring_presets_id_event_uq').on(t.id, t.eventId)],
);

/** The objective tree of an event: one root per event, categories with children, leaves of type ITEM/PLAYER/TEAM/SUBMISSION. */
export const objectives = pgTable(
  'objectives',
  {
    id: serial('id').primaryKey(),
    eventId: cascadingRef('event_id', () => events.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    extra: text('extra').notNull().default(''),
    objectiveType: text('objective_type').$type<ObjectiveType>().notNull(),
    aggregation: text('aggregation').$type<Aggregation>().notNull(),
    numberField: text('number_field').$type<NumberField>().notNull(),
    requiredNumber: bigNumber('required_number').notNull().default(1),
    validFrom: timestamptz('valid_from'),
    validTo: timestamptz('valid_to'),
    hideProgress: boolean('hide_progress').notNull().default(false),
    /** Categories: how the score pages draw it (the designer's choice); null = inferred by the web app. */
    presentation: text('presentation').$type<CategoryPresentation>(),
    /** Bumped on every edit of the objective or its conditions, so stored snapshots can be re-evaluated. */
    revision: integer('revision').notNull().default(1),
    /** The revision stored stash snapshots were last evaluated for (ITEM objectives); behind `revision` = re-evaluate. */
    evaluatedRevision: integer('evaluated_revision').notNull().default(0),
    createdAt: nowByDefault('created_at'),
    updatedAt: nowByDefault('updated_at'),
  },
  (t) => [
    unique('objectives_id_event_uq').on(t.id, t.eventId),
    // A parent always belongs to the same event; deleting it deletes the subtree.
    foreignKey({ columns: [t.parentId, t.eventId], foreignColumns: [t.id, t.eventId] }).onDelete('cascade'),
    index('objectives_event_idx').on(t.eventId),
    uniqueIndex('objectives_single_root_uq')
      .on(t.eventId)
      .where(sql`${t.parentId} is null`),
  ],
);

/**
 * The scoring rules of an objective, in `position` order (the first is the API's `scoring_preset_id`); the
 * objective scores the sum of their points. Deleting a preset deletes its rules.
 */
export const objectiveScoringRules = pgTable(
  'objective_scoring_rules',
  {
    objectiveId: cascadingRef('objective_id', () => objectives.id),
    position: integer('position').notNull(),
    scoringPresetId: cascadingRef('scoring_preset_id', () => scoringPresets.id),
  },
  (t) => [
    primaryKey({ columns: [t.objectiveId, t.position] }),
    unique('objective_scoring_rules_preset_uq').on(t.objectiveId, t.scoringPresetId),
    index('objective_scoring_rules_preset_idx').on(t.scoringPresetId),
  ],
);

export const objectiveConditions = pgTable(
  'objective_conditions',
  {
    id: serial('id').primaryKey(),
    objectiveId: cascadingRef('objective_id', () => objectives.id),
    field: text('field').$type<ItemField>().notNull(),
    operator: text('operator').$type<Operator>().notNull(),
    value: text('value').notNull(),
  },
  (t) => [index('objective_conditions_objective_idx').on(t.objectiveId)],
);

/**
 * A real item an ITEM objective matched when it was recorded (docs/domain.md §3, "Objective validation"): pasted in
 * the item tester, or found in a stored snapshot of another event or in the demo's catalogue. One per objective;
 * it is re-checked against the objective's conditions whenever it is read.
 */
export const objectiveSamples = pgTable('objective_samples', {
  objectiveId: integer('objective_id')
    .primaryKey()
    .references(() => objectives.id, { onDelete: 'cascade' }),
  /** The game item as JSON text, as the item tester takes it. */
  item: json('item').notNull(),
  source: text('source').$type<ObjectiveSampleSource>().notNull(),
  /** Where it was found, in words ("Bingo Night (PL6262), stash “Dump” of Some_Account"). */
  origin: text('origin').notNull(),
  recordedAt: nowByDefault('recorded_at'),
  recordedBy: nullingRef('recorded_by', () => users.id),
});

// ── Evidence ──────────────────────────────────────────────────────────────────────────────────────

/** A stash tab as seen at one moment (public stash stream or guild stash), raw, so objectives can be replayed. */
export const stashSnapshots = pgTable(
  'stash_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: cascadingRef('event_id', () => events.id),
    stashId: text('stash_id').notNull(),
    kind: text('kind').$type<'public' | 'guild'>().notNull(),
    accountName: text('account_name'),
    userId: nullingRef('user_id', () => users.id),
    teamId: nullingRef('team_id', () => teams.id),
    stashName: text('stash_name'),
    stashType: text('stash_type'),
    /** The page (change id) the snapshot came from; null for guild stash fetches. */
    changeId: text('change_id'),
    /** When the snapshot was observed; evidence derived from it carries this time, never the wall clock. */
    observedAt: timestamptz('observed_at').notNull(),
    /**
     * The tab's items as JSON text (json, not jsonb): nothing queries inside them, and converting to jsonb and
     * back cost more than the rest of a stash page's writes. lz4-compressed where the server has lz4 (0009).
     */
    items: json('items').notNull(),
  },
  (t) => [
    index('stash_snapshots_latest_idx').on(t.eventId, t.stashId, t.id),
    uniqueIndex('stash_snapshots_page_uq').on(t.eventId, t.stashId, t.changeId),
  ],
);

/** Where the public stash stream of an event resumes; written in the same transaction as the snapshots of a page. */
export const stashStreamCursors = pgTable('stash_stream_cursors', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  nextChangeId: text('next_change_id').notNull(),
  pagesProcessed: bigNumber('pages_processed').notNull().default(0),
  updatedAt: nowByDefault('updated_at'),
});

/** How far the item matcher has turned stored snapshots of an event into evidence. */
export const stashEvaluationCursors = pgTable('stash_evaluation_cursors', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  lastSnapshotId: bigNumber('last_snapshot_id').notNull().default(0),
  updatedAt: nowByDefault('updated_at'),
});

export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    eventId: cascadingRef('event_id', () => events.id),
    objectiveId: cascadingRef('objective_id', () => objectives.id),
    teamId: cascadingRef('team_id', () => teams.id),
    userId: cascadingRef('user_id', () => users.id),
    /** The completion time the player states. */
    timestamp: timestamptz('timestamp').notNull(),
    number: bigNumber('number').notNull().default(1),
    proof: text('proof').notNull().default(''),
    comment: text('comment').notNull().default(''),
    approvalStatus: text('approval_status').$type<ApprovalStatus>().notNull().default('PENDING'),
    reviewComment: text('review_comment'),
    reviewerId: nullingRef('reviewer_id', () => users.id),
    /** The place a judge gave the team (PUT /submissions/admin); null for a player's own claim. */
    place: integer('place'),
    createdAt: nowByDefault('created_at'),
  },
  (t) => [
    unique('submissions_user_objective_time_uq').on(t.userId, t.objectiveId, t.timestamp),
    index('submissions_event_idx').on(t.eventId),
    check('submissions_status_ck', sql`${t.approvalStatus} in ('PENDING', 'APPROVED', 'REJECTED')`),
  ],
);

/**
 * Evidence: one row says "this team (and maybe this player) reached this number for this objective at this
 * time". Append-only; the unique key (objective, team, source, source key) makes re-running any producer a no-op.
 *
 * The stash pipeline writes hundreds of rows per page, and a foreign key checks (and locks) its parent once per
 * row. So the event and the snapshot are plain columns: deleting an event deletes its objectives and so their
 * evidence, and snapshots are only ever deleted with their event (whoever deletes snapshots otherwise deletes
 * their evidence too). The objective, team and user are checked once per statement instead, by triggers of
 * migration 0008 that do what their foreign keys did: an insert or update naming a missing one fails with
 * foreign_key_violation (the rows named are locked against deletion until it commits), deleting an objective or
 * a team deletes its evidence, deleting a user leaves the evidence without one.
 */
export const objectiveMatches = pgTable(
  'objective_matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The objective's event (filters and orders evidence without a join). */
    eventId: integer('event_id').notNull(),
    objectiveId: integer('objective_id').notNull(),
    teamId: integer('team_id').notNull(),
    userId: integer('user_id'),
    number: bigNumber('number').notNull(),
    timestamp: timestamptz('timestamp').notNull(),
    source: text('source').$type<EvidenceSource>().notNull(),
    /** Identifies the producing fact within its source: a snapshot id, a submission id, a character observation. */
    sourceKey: text('source_key').notNull(),
    snapshotId: bigint('snapshot_id', { mode: 'number' }),
    stashId: text('stash_id'),
    submissionId: integer('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    createdAt: nowByDefault('created_at'),
  },
  (t) => [
    uniqueIndex('objective_matches_evidence_uq').on(t.objectiveId, t.teamId, t.source, t.sourceKey),
    index('objective_matches_event_idx').on(t.eventId, t.id),
  ],
);

// ── Characters and ladder ─────────────────────────────────────────────────────────────────────────

/** The highest-level character of a user per event (docs/domain.md §3). */
export const characters = pgTable(
  'characters',
  {
    /** The game's character id. */
    id: text('id').primaryKey(),
    eventId: cascadingRef('event_id', () => events.id),
    userId: nullingRef('user_id', () => users.id),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    experience: bigNumber('experience').notNull().default(0),
    characterClass: text('character_class').notNull(),
    ascendancy: text('ascendancy').notNull().default(''),
    ascendancyPoints: integer('ascendancy_points').notNull().default(0),
    mainSkill: text('main_skill').notNull().default(''),
    pantheon: boolean('pantheon').notNull().default(false),
    atlasNodeCount: integer('atlas_node_count').notNull().default(0),
    delveDepth: integer('delve_depth').notNull().default(0),
    updatedAt: nowByDefault('updated_at'),
    /** Equipment fingerprint of the last stored build: a different one asks Path of Building again. */
    buildEquipmentHash: text('build_equipment_hash'),
    /** When a build calculation was last asked for (at most one every few minutes per character). */
    buildRequestedAt: timestamptz('build_requested_at'),
  },
  (t) => [uniqueIndex('characters_event_user_uq').on(t.eventId, t.userId), index('characters_user_idx').on(t.userId)],
);

/**
 * A player's request to read their character again now (docs/domain.md §3, "Character refresh"): queued until the
 * character job has polled them (done_at), one per player and event, at most one per cooldown.
 */
export const characterRefreshes = pgTable(
  'character_refreshes',
  {
    eventId: cascadingRef('event_id', () => events.id),
    userId: cascadingRef('user_id', () => users.id),
    requestedAt: timestamptz('requested_at').notNull(),
    doneAt: timestamptz('done_at'),
    /** How the poll went, once done. */
    outcome: text('outcome').$type<CharacterRefreshOutcome>(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/** A character's stats over time (only stored when something changed). */
export const characterStats = pgTable(
  'character_stats',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    timestamp: timestamptz('timestamp').notNull(),
    level: integer('level').notNull(),
    experience: bigNumber('experience').notNull(),
    dps: bigNumber('dps').notNull().default(0),
    ehp: bigNumber('ehp').notNull().default(0),
    physMaxHit: bigNumber('phys_max_hit').notNull().default(0),
    eleMaxHit: bigNumber('ele_max_hit').notNull().default(0),
    hp: integer('hp').notNull().default(0),
    mana: integer('mana').notNull().default(0),
    es: integer('es').notNull().default(0),
    armour: integer('armour').notNull().default(0),
    evasion: integer('evasion').notNull().default(0),
    movementSpeed: integer('movement_speed').notNull().default(0),
  },
  (t) => [index('character_stats_character_time_idx').on(t.characterId, t.timestamp)],
);

/** Build exports (Path of Building codes) of a character over time. */
export const characterPobs = pgTable(
  'character_pobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    /** The export's zlib bytes (the export string is their base64url): a quarter smaller than the text. */
    export: bytes('export').notNull(),
    level: integer('level').notNull(),
    ascendancy: text('ascendancy').notNull().default(''),
    mainSkill: text('main_skill').notNull().default(''),
    timestamp: timestamptz('timestamp').notNull(),
  },
  (t) => [index('character_pobs_character_idx').on(t.characterId, t.timestamp)],
);

/** The league ladder as last polled; replaced atomically per event. */
export const ladderEntries = pgTable(
  'ladder_entries',
  {
    eventId: cascadingRef('event_id', () => events.id),
    rank: integer('rank').notNull(),
    accountName: text('account_name').notNull(),
    characterId: text('character_id'),
    characterName: text('character_name').notNull(),
    characterClass: text('character_class').notNull(),
    level: integer('level').notNull(),
    experience: bigNumber('experience').notNull(),
    delveDepth: integer('delve_depth'),
    userId: nullingRef('user_id', () => users.id),
    twitchAccount: text('twitch_account'),
    updatedAt: nowByDefault('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.rank] }), index('ladder_entries_user_idx').on(t.userId)],
);

// ── Jobs ──────────────────────────────────────────────────────────────────────────────────────────

/** A recurring background job of an event, run by the one active worker until end_date. */
export const recurringJobs = pgTable(
  'recurring_jobs',
  {
    id: serial('id').primaryKey(),
    eventId: cascadingRef('event_id', () => events.id),
    jobType: text('job_type').$type<JobType>().notNull(),
    endDate: timestamptz('end_date').notNull(),
    createdAt: nowByDefault('created_at'),
    lastRunAt: timestamptz('last_run_at'),
    lastSuccessAt: timestamptz('last_success_at'),
    lastError: text('last_error'),
    lastErrorAt: timestamptz('last_error_at'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    runs: bigNumber('runs').notNull().default(0),
    failures: bigNumber('failures').notNull().default(0),
    /** Job-specific counters (pages, items, characters…), shown by GET /api/jobs. */
    counters: jsonb('counters').$type<Record<string, number>>().notNull().default({}),
    nextRunAt: timestamptz('next_run_at'),
  },
  (t) => [uniqueIndex('recurring_jobs_event_type_uq').on(t.eventId, t.jobType)],
);

/** An admin's pause between runs for every job of a type (docs/domain.md §9); a type without a row keeps its default. */
export const jobPauses = pgTable('job_pauses', {
  /** A job type, or `BuildRecalculation` (`JOB_PAUSES`). */
  name: text('name').$type<JobPauseName>().primaryKey(),
  pauseMs: integer('pause_ms').notNull(),
  updatedAt: nowByDefault('updated_at'),
});

// ── Guild stashes ─────────────────────────────────────────────────────────────────────────────────

export const guilds = pgTable(
  'guilds',
  {
    eventId: cascadingRef('event_id', () => events.id),
    /** The game's guild id. */
    id: integer('id').notNull(),
    teamId: integer('team_id').notNull(),
    name: text('name').notNull(),
    tag: text('tag').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    foreignKey({ columns: [t.teamId, t.eventId], foreignColumns: [teams.id, teams.eventId] }).onDelete('cascade'),
  ],
);

export const guildStashTabs = pgTable(
  'guild_stash_tabs',
  {
    eventId: cascadingRef('event_id', () => events.id),
    /** The game's stash tab id. */
    id: text('id').notNull(),
    teamId: nullingRef('team_id', () => teams.id),
    /** The first participant seen with access; items found in the tab are credited to them. */
    ownerId: nullingRef('owner_id', () => users.id),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    type: text('type').notNull(),
    index: integer('index').notNull().default(0),
    color: text('color'),
    fetchEnabled: boolean('fetch_enabled').notNull().default(false),
    /** Participants whose tokens can read the tab. */
    userIds: integer('user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    lastFetch: timestamptz('last_fetch'),
    /** Hash of item ids and stack sizes at the last fetch; an unchanged tab makes no snapshot. */
    contentHash: text('content_hash'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);

export const guildStashChangelogs = pgTable(
  'guild_stash_changelogs',
  {
    eventId: cascadingRef('event_id', () => events.id),
    guildId: integer('guild_id').notNull(),
    /** The game's log entry id. */
    id: text('id').notNull(),
    timestamp: timestamptz('timestamp').notNull(),
    stashName: text('stash_name'),
    accountName: text('account_name').notNull(),
    /** 1 added, 0 modified, −1 removed. */
    action: smallint('action').notNull(),
    number: integer('number').notNull(),
    itemName: text('item_name').notNull(),
    x: integer('x'),
    y: integer('y'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.guildId, t.id] }),
    index('guild_stash_changelogs_time_idx').on(t.eventId, t.guildId, t.timestamp),
  ],
);

// ── Team suggestions ──────────────────────────────────────────────────────────────────────────────

/** Objectives a team lead marks as urgent for the team, with an optional note (on the root: the team message). */
export const teamSuggestions = pgTable(
  'team_suggestions',
  {
    teamId: cascadingRef('team_id', () => teams.id),
    objectiveId: cascadingRef('objective_id', () => objectives.id),
    extra: text('extra'),
    updatedAt: nowByDefault('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.objectiveId] })],
);

// ── Item wishes ───────────────────────────────────────────────────────────────────────────────────

/**
 * An item a player asked their team for (docs/domain.md "Item wishes"). Open until a player marks it fulfilled or
 * the stash evaluation sees the item in a tab of the team (modules/wishes/wish-filling.ts). The bounds repeat
 * WISH_LIMITS (packages/shared contracts/wishes.ts), which the API checks first.
 */
export const itemWishes = pgTable(
  'item_wishes',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull(),
    teamId: integer('team_id').notNull(),
    askedBy: nullingRef('asked_by', () => users.id),
    /** The item's name or base type as the player wrote it. */
    item: text('item').notNull(),
    /** `item` as it is matched: lower case, single spaces (wish-filling.ts itemKey). */
    itemKey: text('item_key').notNull(),
    quantity: integer('quantity').notNull(),
    /** What the item is for. */
    note: text('note'),
    /** A lead's mark: listed first. */
    priority: boolean('priority').notNull().default(false),
    status: text('status').$type<WishStatus>().notNull().default('open'),
    /** Who or what fulfilled it: a player by hand, the guild stash or the stash stream. */
    fulfilledBy: text('fulfilled_by').$type<WishFiller>(),
    /** The player who marked it, or whose public tab showed the item. */
    fulfilledUserId: nullingRef('fulfilled_user_id', () => users.id),
    /** The name of the tab the item was seen in. */
    fulfilledStash: text('fulfilled_stash'),
    fulfilledAt: timestamptz('fulfilled_at'),
    createdAt: nowByDefault('created_at'),
  },
  (t) => [
    foreignKey({ columns: [t.teamId, t.eventId], foreignColumns: [teams.id, teams.eventId] }).onDelete('cascade'),
    index('item_wishes_team_idx').on(t.teamId, t.status),
    // What the stash evaluation looks up for every batch of new tabs: the open wishes of their teams.
    index('item_wishes_open_idx')
      .on(t.teamId, t.itemKey)
      .where(sql`${t.status} = 'open'`),
    check(
      'item_wishes_state_ck',
      sql`(${t.status} = 'open' and ${t.fulfilledBy} is null and ${t.fulfilledAt} is null)
        or (${t.status} = 'fulfilled' and ${t.fulfilledBy} in ('player', 'guild_stash', 'stash_stream') and ${t.fulfilledAt} is not null)`,
    ),
    check(
      'item_wishes_bounds_ck',
      sql`char_length(${t.item}) between 1 and 80 and ${t.quantity} between 1 and 5000 and char_length(coalesce(${t.note}, '')) <= 200
        and char_length(coalesce(${t.fulfilledStash}, '')) <= 200`,
    ),
  ],
);

// ── Provider credentials and sign-in state ────────────────────────────────────────────────────────

/** Application tokens (client-credentials grants), one per provider. */
export const clientCredentials = pgTable('client_credentials', {
  provider: text('provider').$type<Provider>().primaryKey(),
  accessToken: text('access_token').notNull(),
  expiresAt: timestamptz('expires_at'),
  updatedAt: nowByDefault('updated_at'),
});

/** A sign-in in progress: single use, short-lived, kept in the database so any server process can finish it. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    provider: text('provider').$type<Provider>().notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** Set when a signed-in user links another account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    redirectUrl: text('redirect_url').notNull(),
    lastUrl: text('last_url'),
    /** SHA-256 (hex) of the sign-in cookie of the browser that started it: only that browser may finish it. */
    browserBinding: text('browser_binding').notNull(),
    createdAt: nowByDefault('created_at'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('oauth_states_expiry_idx').on(t.expiresAt)],
);

// ── Scores ────────────────────────────────────────────────────────────────────────────────────────

/** What a score is, as the current scores and their history both keep it. */
const scoreValues = () => ({
  points: doublePrecision('points').notNull(),
  rank: integer('rank').notNull(),
  number: bigNumber('number').notNull(),
  finished: boolean('finished').notNull(),
  timestamp: timestamptz('timestamp'),
});

/** The current result per objective × team, kept up to date by the worker. */
export const scores = pgTable(
  'scores',
  {
    eventId: cascadingRef('event_id', () => events.id),
    objectiveId: cascadingRef('objective_id', () => objectives.id),
    teamId: cascadingRef('team_id', () => teams.id),
    ...scoreValues(),
    userId: nullingRef('user_id', () => users.id),
    updatedAt: nowByDefault('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.objectiveId, t.teamId] }),
    index('scores_event_idx').on(t.eventId),
    // A live push sums only the teams a change touched (realtime/score-feed.ts).
    index('scores_team_idx').on(t.teamId),
  ],
);

/**
 * Every score change, in commit order. API processes read it to push live diffs (each process tracks the last
 * id it pushed), and the progress chart reads it as team points over time.
 */
export const scoreHistory = pgTable(
  'score_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: cascadingRef('event_id', () => events.id),
    objectiveId: cascadingRef('objective_id', () => objectives.id),
    teamId: cascadingRef('team_id', () => teams.id),
    diffType: text('diff_type').$type<'Added' | 'Changed' | 'Removed'>().notNull(),
    /** For Changed: which of points, user_id, rank, number, finished changed. */
    fieldDiff: text('field_diff').array().$type<ScoreField[]>().notNull().default(emptyTextArray),
    /** The score after the change (for Removed: the score that was removed). */
    ...scoreValues(),
    userId: integer('user_id'),
    recordedAt: nowByDefault('recorded_at'),
  },
  (t) => [index('score_history_event_idx').on(t.eventId, t.id)],
);

// ── Discord webhooks ──────────────────────────────────────────────────────────────────────────────

/**
 * An event's Discord webhook for one purpose (docs/decisions/038-discord-webhooks.md). The URL holds Discord's
 * token: it is a secret, and the API only ever shows it masked.
 */
export const discordWebhooks = pgTable(
  'discord_webhooks',
  {
    eventId: cascadingRef('event_id', () => events.id),
    purpose: text('purpose').$type<DiscordWebhookPurpose>().notNull(),
    url: text('url').notNull(),
    createdAt: nowByDefault('created_at'),
    updatedAt: nowByDefault('updated_at'),
    lastSentAt: timestamptz('last_sent_at'),
    lastError: text('last_error'),
    lastErrorAt: timestamptz('last_error_at'),
    /** Discord's rate limit for this webhook: nothing is posted to it before then. */
    blockedUntil: timestamptz('blocked_until'),
    /** Milestones: the team last announced as leading, so a lead is announced once per change of leader. */
    leaderTeamId: integer('leader_team_id'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.purpose] }),
    check(
      'discord_webhooks_purpose_ck',
      sql`${t.purpose} in ('submissions', 'decisions', 'milestones', 'job_failures')`,
    ),
  ],
);

/**
 * The outbox: one Discord embed waiting to be posted (or posted, or given up on). Rows survive a restart, and a
 * row is marked sent in the statement after its post, so a message is posted once (docs/decisions/038).
 */
export const discordMessages = pgTable(
  'discord_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: cascadingRef('event_id', () => events.id),
    purpose: text('purpose').$type<DiscordWebhookPurpose>().notNull(),
    /** A Discord embed object (title, description, colour, fields). */
    embed: jsonb('embed').$type<Record<string, unknown>>().notNull(),
    /** Set for messages that must exist at most once (e.g. a category completed by a team). */
    dedupeKey: text('dedupe_key'),
    createdAt: nowByDefault('created_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: nowByDefault('next_attempt_at'),
    sentAt: timestamptz('sent_at'),
    failedAt: timestamptz('failed_at'),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('discord_messages_dedupe_uq').on(t.eventId, t.purpose, t.dedupeKey),
    index('discord_messages_waiting_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('discord_messages_event_idx').on(t.eventId, t.purpose, t.id),
  ],
);

// ── Audit ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * Who changed what through the admin API, with the values before and after, written in the same transaction
 * as the change (a refused or failed change leaves no entry). Entries outlive what they describe: neither the
 * event nor the actor is a foreign key, so deleting an event keeps the record of its deletion.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamptz('at').notNull(),
    actorUserId: integer('actor_user_id'),
    eventId: integer('event_id'),
    /** `<thing>.<verb>`, e.g. `team.update`; the list is AuditKind. */
    kind: text('kind').$type<AuditKind>().notNull(),
    targetId: integer('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_entries_event_idx').on(t.eventId, t.id),
    index('audit_entries_actor_idx').on(t.actorUserId, t.id),
  ],
);
