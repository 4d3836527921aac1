import type { EventResults } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { READ_SCOPES } from '../../lib/read-cache';
import { eventOf } from '../../plugins/auth';
import { sendCachedRead } from '../../plugins/read-cache';
import { closingTimeOf } from '../events/events.service';
import * as results from './results.service';

/** Closed events whose results one process keeps at most (oldest dropped first). */
const FINAL_RESULTS_KEPT = 200;

export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  /**
   * Results of closed events, computed once per process and kept while what they are made of is unchanged
   * (decision 037): the read cache forgets everything on any write, these only when their fingerprint moves.
   */
  const finals = new Map<number, { fingerprint: string; results: EventResults }>();

  async function finalResults(event: Parameters<typeof results.computeResults>[1], at: Date): Promise<EventResults> {
    const fingerprint = await results.resultsFingerprint(db, event);
    const kept = finals.get(event.id);
    if (kept?.fingerprint === fingerprint) return kept.results;
    const computed = await results.computeResults(db, event, at);
    finals.delete(event.id);
    if (finals.size >= FINAL_RESULTS_KEPT) finals.delete(finals.keys().next().value!);
    finals.set(event.id, { fingerprint, results: computed });
    return computed;
  }

  serve(app, 'getEventResults', async (request, reply) => {
    const event = eventOf(request);
    // Cached with the event's scores (dropped whenever they change) and until the event's next phase begins.
    return sendCachedRead(request, reply, { scope: READ_SCOPES.scores(event.id), key: 'results' }, async () => {
      const at = now();
      const closesAt = closingTimeOf(event);
      if (at > closesAt) return { value: await finalResults(event, at) };
      const nextPhase = [event.eventStartTime, event.eventEndTime, closesAt].find((time) => time > at);
      return { value: await results.computeResults(db, event, at), validUntil: nextPhase?.getTime() };
    });
  });
};
