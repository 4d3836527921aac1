import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { forbidden } from '../../lib/errors';
import { READ_SCOPES } from '../../lib/read-cache';
import { actorOf, eventOf, viewerOf } from '../../plugins/auth';
import { sendCachedRead } from '../../plugins/read-cache';
import { findMembership } from '../teams/teams.service';
import {
  deleteSubmission,
  listSubmissions,
  placeTeams,
  reviewSubmission,
  upsertSubmission,
} from './submissions.service';

export const submissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  serve(app, 'getSubmissions', async (request, reply) => {
    const event = eventOf(request);
    return sendCachedRead(request, reply, { scope: READ_SCOPES.event(event.id), key: 'submissions' }, async () => ({
      value: await listSubmissions(db, event.id),
    }));
  });

  serve(app, 'putSubmission', async (request, reply) => {
    const event = eventOf(request);
    const viewer = viewerOf(request);
    const membership = await findMembership(db, event.id, viewer.id);
    if (!membership) throw forbidden('You are not in a team of this event');
    const { submission, created } = await upsertSubmission(
      db,
      event,
      { userId: viewer.id, teamId: membership.teamId },
      request.body,
      now(),
    );
    return reply.status(created ? 201 : 200).send(submission);
  });

  serve(app, 'placeTeams', async (request) => placeTeams(db, eventOf(request), request.body, actorOf(request, now())));

  serve(app, 'reviewSubmission', async (request) =>
    reviewSubmission(db, eventOf(request), request.params.submission_id, request.body, actorOf(request, now())),
  );

  serve(app, 'deleteSubmission', async (request, reply) => {
    await deleteSubmission(db, eventOf(request), request.params.submission_id, viewerOf(request));
    return reply.status(204).send();
  });
};
