import {
  AddWishBodySchema,
  SetWishStatusBodySchema,
  TeamWishesParamsSchema,
  TeamWishesSchema,
  UpdateWishBodySchema,
  WISH_BODY_LIMIT,
  WISH_LIMITS,
  WishParamsSchema,
  WishSchema,
} from '../contracts/wishes';
import { describeEndpoints, emptyAnswer } from './endpoint';

const teamScope = 'Only the team’s own members (and admins) read or change its wishes; another team’s are refused.';
const curation =
  'The player who asked, or a lead of the team (or an admin); a lead’s change of another player’s wish is in the audit log.';
/** A change of one wish: named by its path, its body within the wish limit, answered with the wish as it now is. */
const wishChange = { params: WishParamsSchema, bodyLimit: WISH_BODY_LIMIT, responses: { 200: WishSchema } } as const;

export const wishesEndpoints = describeEndpoints('Item wishes', {
  getTeamWishes: {
    summary: 'The team’s item wishes: open ones, then those fulfilled most recently',
    description: teamScope,
    params: TeamWishesParamsSchema,
    responses: { 200: TeamWishesSchema },
  },
  addWish: {
    summary: 'Ask the team for an item (name or base type, quantity, what for)',
    description: `${teamScope} A team holds at most ${WISH_LIMITS.openPerTeam} open wishes (409 past that). The wish is ticked off by itself once a fetched guild stash tab of the team, or a public tab of one of its players, shows the item in that quantity.`,
    params: TeamWishesParamsSchema,
    body: AddWishBodySchema,
    bodyLimit: WISH_BODY_LIMIT,
    responses: { 201: WishSchema },
  },
  updateWish: {
    summary: 'Change a wish’s item, quantity or note; leads also mark it as a priority',
    description: `${teamScope} ${curation}`,
    ...wishChange,
    body: UpdateWishBodySchema,
  },
  setWishStatus: {
    summary: 'Mark a wish fulfilled, or open it again (any member of the team)',
    description: `${teamScope} Marking it fulfilled names the caller; reopening forgets who or what fulfilled it.`,
    ...wishChange,
    body: SetWishStatusBodySchema,
  },
  deleteWish: {
    summary: 'Delete a wish',
    description: `${teamScope} ${curation}`,
    params: WishParamsSchema,
    responses: { 204: emptyAnswer('Deleted') },
  },
});
