/**
 * What the live feeds' messages must look like, from the contracts. A module of its own, loaded when a socket
 * opens (after the page is drawn): the schemas bring zod, which a first visit to a score page then does without
 * (decision 022; docs/performance.md, first visit on a phone).
 */
import { ScoreDiffSchema, TeamTotalsSchema } from '@app/shared';

export const ScoreDiffMessageSchema = ScoreDiffSchema.array();
export const TeamTotalsMessageSchema = TeamTotalsSchema;
