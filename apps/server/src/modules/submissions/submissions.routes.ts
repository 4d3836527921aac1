import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { forbidden } from '../../lib/errors';
import { actorOf, eventOf, viewerOf } from '../../plugins/auth';
import { sendEventRead } from '../../plugins/read-cache';
import { findMembership } from '../teams/teams.service';
import * as submissions from './submissions.service';

export const submissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  serve(app, 'getSubmissions', async (request, reply) =>
    sendEventRead(request, reply, 'submissions', (event) => submissions.listSubmissions(db, event.id)),
  );

  serve(app, 'putSubmission', async (request, reply) => {
    const event = eventOf(request);
    const viewer = viewerOf(request);
    const membership = await findMembership(db, event.id, viewer.id);
    if (!membership) throw forbidden('You are not in a team of this event');
    const { submission, created } = await submissions.upsertSubmission(
      db,
      event,
      { userId: viewer.id, teamId: membership.teamId },
      request.body,
      now(),
    );
    return reply.status(created ? 201 : 200).send(submission);
  });

  serve(app, 'placeTeams', async (request) =>
    submissions.placeTeams(db, eventOf(request), request.body, actorOf(request, now())),
  );

  serve(app, 'reviewSubmission', async (request) =>
    submissions.reviewSubmission(
      db,
      eventOf(request),
      request.params.submission_id,
      request.body,
      actorOf(request, now()),
    ),
  );

  serve(app, 'deleteSubmission', async (request, reply) => {
    await submissions.deleteSubmission(db, eventOf(request), request.params.submission_id, viewerOf(request));
    return reply.status(204).send();
  });
};
