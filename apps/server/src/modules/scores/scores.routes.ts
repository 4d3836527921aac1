import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve, serveSocket } from '../../lib/endpoints';
import { eventOf } from '../../plugins/auth';
import { READ_SCOPES } from '../../lib/read-cache';
import { sendCachedValue } from '../../plugins/read-cache';
import { findMembership } from '../teams/teams.service';
import * as scores from './scores.service';
import * as evidence from './score-evidence.service';

export const scoresRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, scoreFeed } = app.ctx;

  /** The viewer's team: hidden progress shows to its own team only, so reads with progress are cached per team. */
  const viewerTeam = async (eventId: number, userId: number | undefined) =>
    userId === undefined ? null : ((await findMembership(db, eventId, userId))?.teamId ?? null);
  /** A read of the request's event, cached with its other scores until they change. */
  const sendScores = (request: FastifyRequest, reply: FastifyReply, key: string, read: () => Promise<unknown>) =>
    sendCachedValue(request, reply, { scope: READ_SCOPES.scores(eventOf(request).id), key }, read);

  serve(app, 'getLatestScores', async (request, reply) => {
    const event = eventOf(request);
    const team = await viewerTeam(event.id, request.viewer?.id);
    return sendScores(request, reply, `latest:${team}`, () => scores.listLatestScores(db, event.id, team));
  });

  serve(app, 'getScoreTotals', async (request, reply) =>
    sendScores(request, reply, 'totals', () => scores.teamTotals(db, eventOf(request).id)),
  );

  serve(app, 'getScoreHistory', async (request, reply) => {
    const event = eventOf(request);
    const team = await viewerTeam(event.id, request.viewer?.id);
    return sendScores(request, reply, `history:${team}`, () => scores.scoreTimeline(db, event.id, team));
  });

  serve(app, 'getScoreEvidence', async (request) =>
    evidence.explainScore(db, eventOf(request), request.query, request.viewer, new Date()),
  );

  serveSocket(app, 'scoreDiffSocket', async (socket, request) => {
    const event = eventOf(request);
    await scoreFeed.attach(socket, {
      eventId: event.id,
      kind: 'detailed',
      teamId: await viewerTeam(event.id, request.viewer?.id),
    });
  });

  serveSocket(app, 'teamTotalsSocket', async (socket, request) => {
    await scoreFeed.attach(socket, { eventId: eventOf(request).id, kind: 'simple', teamId: null });
  });
};
