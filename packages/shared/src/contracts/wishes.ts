import { z } from 'zod';
import { EventIdParamSchema, IdParamSchema, lineText, TimestampSchema } from './common';

/**
 * Item wishes (docs/domain.md "Item wishes"): what a team's players ask each other for. Every bound a wish
 * has, in one place: the form shows them and the server refuses past them.
 */
export const WISH_LIMITS = {
  /** An item's name or base type: the game's longest are about 40 characters. */
  item: 80,
  /** What the item is for. */
  note: 200,
  /** How many are wanted: currency stacks run to a few thousand in a tab. */
  quantity: 5_000,
  /** Open wishes a team may hold at once: the stash evaluation checks each of them against new tabs. */
  openPerTeam: 100,
  /** Fulfilled wishes a team's list shows, newest first; older ones stay stored. */
  fulfilledShown: 50,
} as const;

export const WISH_STATUSES = ['open', 'fulfilled'] as const;
export const WishStatusSchema = z.enum(WISH_STATUSES);
export type WishStatus = z.infer<typeof WishStatusSchema>;

/** Who or what ticked a wish off: a player by hand, a fetched guild stash tab, or a public tab in the stash stream. */
export const WISH_FILLERS = ['player', 'guild_stash', 'stash_stream'] as const;
export const WishFillerSchema = z.enum(WISH_FILLERS);
export type WishFiller = z.infer<typeof WishFillerSchema>;

export const WishSchema = z
  .object({
    id: z.number().int(),
    team_id: z.number().int(),
    item: z.string().describe('The item’s name or base type, as the player wrote it'),
    quantity: z.number().int(),
    note: z.string().nullable().describe('What the item is for'),
    priority: z.boolean().describe('Marked by a team lead: listed first'),
    status: WishStatusSchema,
    asked_by_id: z.number().int().nullable().describe('null once the player is deleted'),
    asked_by_name: z.string().nullable(),
    created_at: TimestampSchema,
    fulfilled: z
      .object({
        by: WishFillerSchema,
        user_id: z
          .number()
          .int()
          .nullable()
          .describe('The player who marked it, or whose public tab showed the item (null for the guild stash)'),
        user_name: z.string().nullable(),
        stash: z.string().nullable().describe('The name of the tab the item was seen in'),
        at: TimestampSchema,
      })
      .nullable()
      .describe('null while the wish is open'),
  })
  .meta({ id: 'Wish' });
export type Wish = z.infer<typeof WishSchema>;

export const TeamWishesSchema = z
  .object({
    open: z.array(WishSchema).describe('Priority first, then oldest first'),
    fulfilled: z.array(WishSchema).describe(`The ${WISH_LIMITS.fulfilledShown} fulfilled most recently, newest first`),
  })
  .meta({ id: 'TeamWishes' });
export type TeamWishes = z.infer<typeof TeamWishesSchema>;

const itemText = lineText(WISH_LIMITS.item).pipe(z.string().min(1, 'is required'));
const quantity = z.number().int().min(1).max(WISH_LIMITS.quantity);
/** What the item is for; an empty text is none. */
const noteText = lineText(WISH_LIMITS.note).transform((text) => (text === '' ? null : text));

export const AddWishBodySchema = z
  .object({
    item: itemText.describe('The item’s name ("Headhunter") or base type ("Chaos Orb")'),
    quantity: quantity.default(1),
    note: noteText
      .nullish()
      .transform((text) => text ?? null)
      .describe('What the item is for; empty or absent means nothing said'),
  })
  .meta({ id: 'AddWishBody' });
export type AddWishBody = z.infer<typeof AddWishBodySchema>;
export type AddWishBodyInput = z.input<typeof AddWishBodySchema>;

export const UpdateWishBodySchema = z
  .object({
    item: itemText.optional(),
    quantity: quantity.optional(),
    note: noteText.nullable().optional().describe('What the item is for; empty or null clears it, absent keeps it'),
    priority: z.boolean().optional().describe('Team leads only'),
  })
  .meta({ id: 'UpdateWishBody' });
export type UpdateWishBody = z.infer<typeof UpdateWishBodySchema>;
export type UpdateWishBodyInput = z.input<typeof UpdateWishBodySchema>;

/** Bytes of a wish's body: far more than its bounded texts take, even escaped. */
export const WISH_BODY_LIMIT = 4 * 1024;

export const SetWishStatusBodySchema = z.object({ status: WishStatusSchema }).meta({ id: 'SetWishStatusBody' });

export const TeamWishesParamsSchema = z.object({ event_id: EventIdParamSchema, team_id: IdParamSchema });
export const WishParamsSchema = TeamWishesParamsSchema.extend({ wish_id: IdParamSchema });
