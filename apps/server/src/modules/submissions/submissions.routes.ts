import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EventParamsSchema,
  PlaceTeamsBodySchema,
  ReviewSubmissionBodySchema,
  SubmissionParamsSchema,
  SubmissionSchema,
  UpsertSubmissionBodySchema,
} from '@app/shared';
import { forbidden } from '../../lib/errors';
import { guards } from '../../lib/guards';
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

const tags = ['Submissions'];
const judges = guards.anyOf('admin', 'submission_judge');

export const submissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  app.get(
    '/events/:event_id/submissions',
    {
      config: { guard: guards.public },
      schema: {
        tags,
        summary: 'Every submission of the event, oldest first',
        description:
          'Proof links are public, as on the scores pages. The same answer for every viewer, with an ETag: judges and players waiting for a decision poll it, and an unchanged list answers 304.',
        params: EventParamsSchema,
        response: { 200: z.array(SubmissionSchema) },
      },
    },
    async (request, reply) => {
      const event = eventOf(request);
      return sendCachedRead(request, reply, { scope: READ_SCOPES.event(event.id), key: 'submissions' }, async () => ({
        value: await listSubmissions(db, event.id),
      }));
    },
  );

  app.put(
    '/events/:event_id/submissions',
    {
      config: { guard: guards.teamMember() },
      schema: {
        tags,
        summary: 'Submit a completion of a submission objective for your team (or change yours in review)',
        description:
          'For a SUBMISSION objective of this event; the time must lie in the event and the objective’s window and not in the future; the proof must be an http(s) link. MAXIMUM and MINIMUM objectives need a positive number. Sending the same objective and time again changes that submission (201 the first time, 200 after). A reviewed submission cannot be changed (409).',
        params: EventParamsSchema,
        body: UpsertSubmissionBodySchema,
        response: { 200: SubmissionSchema, 201: SubmissionSchema },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.put(
    '/events/:event_id/submissions/admin',
    {
      config: { guard: judges },
      schema: {
        tags,
        summary: 'Place teams on a submission objective, first place first',
        description:
          'Each team gets one approved submission (its existing one is reused), timed one second apart in place order, so ranked scoring follows the places. Teams must be of this event and each listed once.',
        params: EventParamsSchema,
        body: PlaceTeamsBodySchema,
        response: { 200: z.array(SubmissionSchema) },
      },
    },
    async (request) => placeTeams(db, eventOf(request), request.body, actorOf(request, now())),
  );

  app.put(
    '/events/:event_id/submissions/:submission_id/review',
    {
      config: { guard: judges },
      schema: {
        tags,
        summary: 'Approve, reject or reopen a submission',
        description:
          'APPROVED makes it count (one piece of evidence); REJECTED or PENDING takes that away. A decision can be changed again. Scores follow live.',
        params: SubmissionParamsSchema,
        body: ReviewSubmissionBodySchema,
        response: { 200: SubmissionSchema },
      },
    },
    async (request) =>
      reviewSubmission(db, eventOf(request), request.params.submission_id, request.body, actorOf(request, now())),
  );

  app.delete(
    '/events/:event_id/submissions/:submission_id',
    {
      config: { guard: guards.user },
      schema: {
        tags,
        summary: 'Delete a submission',
        description:
          'Your own while it is in review; judges and admins any. Deleting an approved one takes its points away.',
        params: SubmissionParamsSchema,
        response: { 204: z.undefined().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteSubmission(db, eventOf(request), request.params.submission_id, viewerOf(request));
      return reply.status(204).send();
    },
  );
};
