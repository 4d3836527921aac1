import { z } from 'zod';
import { EventParamsSchema } from '../contracts/common';
import {
  ActualPlaytimeBodySchema,
  JoinSignupGroupBodySchema,
  OwnSignupSchema,
  SignupGroupSchema,
  SignupParamsSchema,
  SignupSchema,
  UpsertSignupBodySchema,
} from '../contracts/signups';
import { describeEndpoints, emptyAnswer } from './endpoint';

/** A join request is an invite code (at most 64 characters) and JSON's punctuation: 1 KiB leaves room to spare. */
const JOIN_SIGNUP_GROUP_BODY_LIMIT = 1024;

export const signupsEndpoints = describeEndpoints('Signups', {
  getEventSignups: {
    summary: 'Every sign-up of the event in queue order',
    description: 'Waitlisted sign-ups are included, marked by `status`.',
    params: EventParamsSchema,
    responses: { 200: z.array(SignupSchema) },
  },
  getOwnSignup: {
    summary: 'Your sign-up',
    description: 'With your sign-up group, its members and its invite code.',
    params: EventParamsSchema,
    responses: { 200: OwnSignupSchema },
  },
  putOwnSignup: {
    summary: 'Apply for the event, or edit your application',
    description:
      'Only while applications are open (409 `applications_closed`), with linked Path of Exile and Discord accounts (403), and not after being sorted into a team (409). A new application beyond max_size + waitlist_size is refused (409 `event_full`). Editing keeps your place in the queue.',
    params: EventParamsSchema,
    body: UpsertSignupBodySchema,
    responses: { 200: OwnSignupSchema, 201: OwnSignupSchema },
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
    responses: { 200: OwnSignupSchema },
  },
  createSignupGroup: {
    summary: 'Start a sign-up group and get its invite code',
    description:
      "Friends who join with the code are sorted into one team (up to the event's max_group_size). Only for a signed-up player who is in no group and on no team, while applications are open (409 `applications_closed`) and the event has groups (max_group_size above 1, else 409); without a sign-up 404.",
    params: EventParamsSchema,
    responses: { 201: SignupGroupSchema },
  },
  joinSignupGroup: {
    summary: 'Join a sign-up group with its invite code',
    description:
      'Refused: without a sign-up (404), a code no group has (404), a group of another event (409), a full group (409), while in another group or on a team (409), outside the application window (409 `applications_closed`). Joining the group you are in changes nothing.',
    params: EventParamsSchema,
    body: JoinSignupGroupBodySchema,
    bodyLimit: JOIN_SIGNUP_GROUP_BODY_LIMIT,
    responses: { 200: SignupGroupSchema },
  },
  leaveSignupGroup: {
    summary: 'Leave your sign-up group',
    description: 'The group goes when its last member leaves. 404 when you are in no group.',
    params: EventParamsSchema,
    responses: { 204: emptyAnswer('Left') },
  },
});
