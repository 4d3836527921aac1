import { z } from 'zod';
import { EventParamsSchema } from '../contracts/common';
import {
  PlaceTeamsBodySchema,
  ReviewSubmissionBodySchema,
  SubmissionParamsSchema,
  SubmissionSchema,
  UpsertSubmissionBodySchema,
} from '../contracts/submissions';
import { describeEndpoints, emptyAnswer } from './endpoint';

export const submissionsEndpoints = describeEndpoints('Submissions', {
  getSubmissions: {
    summary: 'Every submission of the event, oldest first',
    description:
      'Proof links are public, as on the scores pages. The same answer for every viewer, with an ETag: judges and players waiting for a decision poll it, and an unchanged list answers 304.',
    params: EventParamsSchema,
    responses: { 200: z.array(SubmissionSchema) },
  },
  putSubmission: {
    summary: 'Submit a completion of a submission objective for your team (or change yours in review)',
    description:
      'For a SUBMISSION objective of this event; the time must lie in the event and the objective’s window and not in the future; the proof must be an http(s) link. MAXIMUM and MINIMUM objectives need a positive number. Sending the same objective and time again changes that submission (201 the first time, 200 after). A reviewed submission cannot be changed (409).',
    params: EventParamsSchema,
    body: UpsertSubmissionBodySchema,
    responses: { 200: SubmissionSchema, 201: SubmissionSchema },
  },
  placeTeams: {
    summary: 'Place teams on a submission objective, first place first',
    description:
      'Each team gets one approved submission (its existing one is reused), timed one second apart in place order, so ranked scoring follows the places. Teams must be of this event and each listed once.',
    params: EventParamsSchema,
    body: PlaceTeamsBodySchema,
    responses: { 200: z.array(SubmissionSchema) },
  },
  reviewSubmission: {
    summary: 'Approve, reject or reopen a submission',
    description:
      'APPROVED makes it count (one piece of evidence); REJECTED or PENDING takes that away. A decision can be changed again. Scores follow live.',
    params: SubmissionParamsSchema,
    body: ReviewSubmissionBodySchema,
    responses: { 200: SubmissionSchema },
  },
  deleteSubmission: {
    summary: 'Delete a submission',
    description:
      'Your own while it is in review; judges and admins any. Deleting an approved one takes its points away.',
    params: SubmissionParamsSchema,
    responses: { 204: emptyAnswer('Deleted') },
  },
});
