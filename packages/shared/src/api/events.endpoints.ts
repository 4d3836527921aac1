import { z } from 'zod';
import { EventParamsSchema } from '../contracts/common';
import { DuplicateEventQuerySchema, EventSchema, UpsertEventBodySchema } from '../contracts/events';
import { EventStatusSchema } from '../contracts/events';
import { describeEndpoints, emptyAnswer } from './endpoint';

export const eventsEndpoints = describeEndpoints('Events', {
  getEvents: {
    summary: 'List events',
    description:
      'Sorted by id. Visitors see public events; permission holders see all; players also see events they take part in.',
    responses: { 200: z.array(EventSchema) },
  },
  upsertEvent: {
    summary: 'Create or update an event',
    description:
      'Without `id` creates an event (and the root of its objective tree); with `id` updates it. Setting `is_current` clears the flag on every other event. A locked event only accepts changes to is_current, is_public and is_locked.',
    body: UpsertEventBodySchema,
    responses: { 200: EventSchema, 201: EventSchema },
  },
  getEvent: {
    summary: 'Get an event (`current` names the current event)',
    params: EventParamsSchema,
    responses: { 200: EventSchema },
  },
  duplicateEvent: {
    summary: 'Create a new event with a copy of this event’s scoring presets and objectives',
    description:
      'Teams, sign-ups and results are not copied. Any `id` in the body is ignored. With `objectives=false` only the settings in the body are used: the new event starts with an empty objective tree and no presets.',
    params: EventParamsSchema,
    query: DuplicateEventQuerySchema,
    body: UpsertEventBodySchema,
    responses: { 201: EventSchema },
  },
  getEventStatus: {
    summary: "The caller's standing in the event",
    description:
      'Team, lead flag, application status (applied, waitlisted, accepted or none) and queue position. Anonymous callers get the sign-up count only.',
    params: EventParamsSchema,
    responses: { 200: EventStatusSchema },
  },
  deleteEvent: {
    summary: 'Delete an event and everything in it',
    description: 'Refused (409) while the event is locked.',
    params: EventParamsSchema,
    responses: { 204: emptyAnswer('Deleted') },
  },
});
