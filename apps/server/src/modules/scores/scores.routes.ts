import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boundedString,
  EventParamsSchema,
  ScoreDiffSchema,
  ScoreHistoryPointSchema,
  TeamTotalsSchema,
  TEXT_LIMITS,
} from '@app/shared';
import { guards } from '../../lib/guards';
import { eventOf } from '../../plugins/auth';
import { READ_SCOPES } from '../../lib/read-cache';
import { sendCachedRead } from '../../plugins/read-cache';
import { findMembership } from '../teams/teams.service';
import { listLatestScores, scoreTimeline, teamTotals } from './scores.service';

const tags = ['Scores'];
const TokenQuerySchema = z.object({
  token: boundedString(TEXT_LIMITS.token)
    .optional()
    .describe('Sign-in token (browsers cannot send headers on WebSockets)'),
});

const hiddenRule = 'Progress on objectives that hide it is only included for the viewer’s own team until finished.';

export const scoresRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, scoreFeed } = app.ctx;

  const viewerTeam = async (eventId: number, userId: number | undefined) =>
    userId === undefined ? null : ((await findMembership(db, eventId, userId))?.teamId ?? null);

  app.get(
    '/events/:event_id/scores/latest',
    {
      config: { guard: guards.public },
      schema: {
        tags,
        summary: 'Current score of every objective × team that is not at its default',
        description: `Missing entries mean 0 points, rank 0, no progress, unfinished. ${hiddenRule}`,
        params: EventParamsSchema,
        response: { 200: z.array(ScoreDiffSchema) },
      },
    },
    async (request, reply) => {
      const event = eventOf(request);
      const team = await viewerTeam(event.id, request.viewer?.id);
      return sendCachedRead(
        request,
        reply,
        { scope: READ_SCOPES.scores(event.id), key: `latest:${team}` },
        async () => ({
          value: await listLatestScores(db, event.id, team),
        }),
      );
    },
  );

  app.get(
    '/events/:event_id/scores/totals',
    {
      config: { guard: guards.public },
      schema: {
        tags,
        summary: 'Total points per team id',
        params: EventParamsSchema,
        response: { 200: TeamTotalsSchema },
      },
    },
    async (request, reply) => {
      const event = eventOf(request);
      return sendCachedRead(request, reply, { scope: READ_SCOPES.scores(event.id), key: 'totals' }, async () => ({
        value: await teamTotals(db, event.id),
      }));
    },
  );

  app.get(
    '/events/:event_id/scores/history',
    {
      config: { guard: guards.public },
      schema: {
        tags,
        summary: "Each team's total points over time",
        description: `One point per change of a team's total, in time order (for the progress chart). ${hiddenRule}`,
        params: EventParamsSchema,
        response: { 200: z.array(ScoreHistoryPointSchema) },
      },
    },
    async (request, reply) => {
      const event = eventOf(request);
      const team = await viewerTeam(event.id, request.viewer?.id);
      return sendCachedRead(
        request,
        reply,
        { scope: READ_SCOPES.scores(event.id), key: `history:${team}` },
        async () => ({
          value: await scoreTimeline(db, event.id, team),
        }),
      );
    },
  );

  app.get(
    '/events/:event_id/scores/ws',
    {
      websocket: true,
      config: { guard: guards.public, tokenInQuery: true },
      schema: {
        tags,
        summary: 'WebSocket: live score diffs',
        description: `Each message is a JSON array of ScoreDiff (diff_type Added, Changed with field_diff, or Removed). Load /scores/latest first, then apply. A missing or invalid token still receives public scores. ${hiddenRule}`,
        params: EventParamsSchema,
        querystring: TokenQuerySchema,
      },
    },
    async (socket, request) => {
      const event = eventOf(request);
      await scoreFeed.attach(socket, {
        eventId: event.id,
        kind: 'detailed',
        teamId: await viewerTeam(event.id, request.viewer?.id),
      });
    },
  );

  app.get(
    '/events/:event_id/scores/simple/ws',
    {
      websocket: true,
      // The token opens a private event to its players and permission holders, as on /scores/ws.
      config: { guard: guards.public, tokenInQuery: true },
      schema: {
        tags,
        summary: 'WebSocket: team totals',
        description:
          'Sends `{ "<team id>": points }` on connect and after every change. A private event needs the `token` of one of its players or of a permission holder.',
        params: EventParamsSchema,
        querystring: TokenQuerySchema,
      },
    },
    async (socket, request) => {
      await scoreFeed.attach(socket, { eventId: eventOf(request).id, kind: 'simple', teamId: null });
    },
  );
};
