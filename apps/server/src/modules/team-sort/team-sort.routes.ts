import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { eventOf } from '../../plugins/auth';
import * as teamSort from './team-sort.service';

export const teamSortRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  serve(app, 'suggestTeams', async (request) =>
    teamSort.suggestTeams(db, eventOf(request), request.body.seed ?? randomInt(2_147_483_647)),
  );
};
