import { z } from 'zod';
import { EventParamsSchema } from '../contracts/common';
import { ActualPlaytimeBodySchema, SignupSchema, UpsertSignupBodySchema } from '../contracts/signups';
import { SignupParamsSchema } from '../contracts/signups';
import { describeEndpoints, emptyAnswer } from './endpoint';

export const signupsEndpoints = describeEndpoints('Signups', {
  getEventSignups: {
    summary: 'Every sign-up of the event in queue order',
    description: 'Waitlisted sign-ups are included, marked by `status`.',
    params: EventParamsSchema,
    responses: { 200: z.array(SignupSchema) },
  },
  getOwnSignup: {
    summary: 'Your sign-up',
    params: EventParamsSchema,
    responses: { 200: SignupSchema },
  },
  putOwnSignup: {
    summary: 'Apply for the event, or edit your application',
    description:
      'Only while applications are open (409 `applications_closed`), with linked Path of Exile and Discord accounts (403), and not after being sorted into a team (409). A new application beyond max_size + waitlist_size is refused (409 `event_full`). Editing keeps your place in the queue.',
    params: EventParamsSchema,
    body: UpsertSignupBodySchema,
    responses: { 200: SignupSchema, 201: SignupSchema },
  },
  removeSignup: {
    summary: "Remove a player's sign-up (organisers)",
    description: 'Also takes the player out of their team in this event.',
    params: SignupParamsSchema,
    responses: { 204: emptyAnswer('Removed') },
  },
  deleteOwnSignup: {
    summary: 'Withdraw your application',
    description: 'Also takes you out of your team in this event.',
    params: EventParamsSchema,
    responses: { 204: emptyAnswer('Withdrawn') },
  },
  putActualPlaytime: {
    summary: 'Report how many hours you actually played',
    params: EventParamsSchema,
    body: ActualPlaytimeBodySchema,
    responses: { 200: SignupSchema },
  },
});
