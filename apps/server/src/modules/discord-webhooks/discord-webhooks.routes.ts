import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { actorOf } from '../../plugins/auth';
import * as discordWebhooks from './discord-webhooks.service';

export const discordWebhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, providers } = app.ctx;
  const client = providers.discordWebhooks;

  serve(app, 'getDiscordWebhooks', async (request) =>
    discordWebhooks.listWebhooks(db, client, request.params.event_id),
  );

  serve(app, 'setDiscordWebhook', async (request) =>
    discordWebhooks.setWebhook(
      db,
      client,
      request.params.event_id,
      request.params.purpose,
      request.body,
      actorOf(request, now()),
    ),
  );

  serve(app, 'deleteDiscordWebhook', async (request, reply) => {
    await discordWebhooks.deleteWebhook(db, request.params.event_id, request.params.purpose, actorOf(request, now()));
    return reply.status(204).send();
  });

  serve(app, 'testDiscordWebhook', async (request) =>
    discordWebhooks.testWebhook(db, client, request.params.event_id, request.params.purpose, now),
  );
};
