import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve, serveSocket } from '../../lib/endpoints';
import { eventOf } from '../../plugins/auth';
import { READ_SCOPES } from '../../lib/read-cache';
import { sendCachedRead } from '../../plugins/read-cache';
import { findMembership } from '../teams/teams.service';
import { listLatestScores, scoreTimeline, teamTotals } from './scores.service';

export const scoresRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, scoreFeed } = app.ctx;

  const viewerTeam = async (eventId: number, userId: number | undefined) =>
    userId === undefined ? null : ((await findMembership(db, eventId, userId))?.teamId ?? null);

  serve(app, 'getLatestScores', async (request, reply) => {
    const event = eventOf(request);
    const team = await viewerTeam(event.id, request.viewer?.id);
    return sendCachedRead(request, reply, { scope: READ_SCOPES.scores(event.id), key: `latest:${team}` }, async () => ({
      value: await listLatestScores(db, event.id, team),
    }));
  });

  serve(app, 'getScoreTotals', async (request, reply) => {
    const event = eventOf(request);
    return sendCachedRead(request, reply, { scope: READ_SCOPES.scores(event.id), key: 'totals' }, async () => ({
      value: await teamTotals(db, event.id),
    }));
  });

  serve(app, 'getScoreHistory', async (request, reply) => {
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
  });

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
