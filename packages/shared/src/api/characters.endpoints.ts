import { z } from 'zod';
import { CharacterRefreshSchema, CharacterSummarySchema, PobExportSchema } from '../contracts/ladder';
import { UserParamsSchema } from '../contracts/users';
import { EventParamsSchema } from '../contracts/common';
import { CharacterStatsSchema, LadderEntrySchema, LadderQuerySchema } from '../contracts/ladder';
import { CharacterParamsSchema } from '../contracts/ladder';
import { describeEndpoints } from './endpoint';

export const charactersEndpoints = describeEndpoints('Characters and ladder', {
  getLadder: {
    summary: "The event league's ladder",
    description:
      'As last polled, by rank; entries of participants carry their user, team, tracked character and latest stats. With `limit`, only the first entries by rank, cut from the same read as the whole ladder (so they are its first entries exactly).',
    params: EventParamsSchema,
    query: LadderQuerySchema,
    responses: { 200: z.array(LadderEntrySchema) },
  },
  getEventCharacters: {
    summary: 'Tracked characters of the event (one per player)',
    params: EventParamsSchema,
    responses: { 200: z.array(CharacterSummarySchema) },
  },
  getUserCharacters: {
    summary: "A user's tracked characters, newest event first",
    description:
      'Only characters of events the caller may see (private events: permission holders and their participants).',
    params: UserParamsSchema,
    responses: { 200: z.array(CharacterSummarySchema) },
  },
  getCharacterHistory: {
    summary: "A character's stats over time, oldest first",
    params: CharacterParamsSchema,
    responses: { 200: z.array(CharacterStatsSchema) },
  },
  getCharacterPobs: {
    summary: "A character's build exports over time",
    description:
      "Oldest first. A Path of Building service calculates a new export when the character's equipment changes (at most every few minutes); without one configured the list stays empty. `export_string` is what Path of Building imports (base64url of zlib-deflated XML).",
    params: CharacterParamsSchema,
    responses: { 200: z.array(PobExportSchema) },
  },
  getCharacterRefresh: {
    summary: "The caller's latest request to read their character again now, in this event",
    params: EventParamsSchema,
    responses: { 200: CharacterRefreshSchema },
  },
  requestCharacterRefresh: {
    summary: 'Ask for the caller’s character to be read again now',
    description:
      'For a player on a team of the event with a linked game account: the character job is woken and reads this player first; the answer says queued, and getCharacterRefresh says done once it has. Once per five minutes (429 with Retry-After); asking again while queued changes nothing.',
    params: EventParamsSchema,
    responses: { 202: CharacterRefreshSchema },
  },
});
