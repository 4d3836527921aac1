import { z } from 'zod';
import { EventIdParamSchema, HexColorSchema, IdParamSchema, IdSchema, lineText, queryFlag } from './common';

export const TeamSchema = z
  .object({
    id: z.number().int(),
    event_id: z.number().int(),
    name: z.string(),
    abbreviation: z.string().describe('Tag that team members put at the start of their character names'),
    color: z.string(),
    allowed_classes: z.array(z.string()),
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof TeamSchema>;

export const UpsertTeamBodySchema = z
  .object({
    id: IdSchema.optional().describe('Omit to create a team; give it to update that team'),
    name: lineText(50).pipe(z.string().min(1, 'is required')),
    // Omitted on an update: kept as they are. Omitted on a create: '', #64748b and every class.
    abbreviation: lineText(8).optional(),
    color: HexColorSchema.optional(),
    allowed_classes: z
      .array(lineText(40).pipe(z.string().min(1)))
      .max(60)
      .optional()
      .describe("Classes (or ascendancies) of the event's game version team members may play; empty: any"),
  })
  .meta({ id: 'UpsertTeamBody' });
export type UpsertTeamBody = z.infer<typeof UpsertTeamBodySchema>;

export const TeamParamsSchema = z.object({ event_id: EventIdParamSchema, team_id: IdParamSchema });

export const DeleteTeamQuerySchema = z.object({
  confirm: queryFlag('false').describe(
    'true: delete the team even though it has members (they are left without a team)',
  ),
});

export const TeamAssignmentSchema = z.object({
  team_id: z
    .union([z.literal(0), IdSchema])
    .nullish()
    .describe('The team to put the user in; null, 0 or absent removes the user from every team of the event'),
  user_id: IdSchema,
  is_team_lead: z.boolean().default(false),
});

export const TeamAssignmentsBodySchema = z
  .array(TeamAssignmentSchema)
  .max(10_000)
  .refine((rows) => new Set(rows.map((row) => row.user_id)).size === rows.length, 'lists a user more than once')
  .meta({ id: 'TeamAssignmentsBody' });
export type TeamAssignmentsBody = z.infer<typeof TeamAssignmentsBodySchema>;
