import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { actorOf, eventOf, viewerOf } from '../../plugins/auth';
import * as guilds from './guilds.service';
import { wakeJob } from '../recurring-jobs/recurring-jobs.service';

export const guildsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  const access = (request: Parameters<typeof eventOf>[0]) =>
    guilds.guildAccessOf(db, eventOf(request).id, viewerOf(request));

  serve(app, 'getGuilds', async (request) => guilds.listGuilds(db, eventOf(request).id, await access(request)));

  serve(app, 'saveGuild', async (request) =>
    guilds.saveGuild(
      db,
      eventOf(request).id,
      await access(request),
      request.params.guild_id,
      request.body,
      actorOf(request, now()),
    ),
  );

  serve(app, 'uploadGuildStashHistory', async (request, reply) => {
    const event = eventOf(request);
    const viewerAccess = await access(request);
    const guild = await guilds.getVisibleGuild(db, event.id, request.params.guild_id, viewerAccess);
    const added = await guilds.importGuildHistory(db, event, guild, viewerAccess, request.body);
    return reply.status(201).send({ number_of_added_entries: added });
  });

  serve(app, 'getGuildStashHistory', async (request) => {
    const event = eventOf(request);
    const guild = await guilds.getVisibleGuild(db, event.id, request.params.guild_id, await access(request));
    return guilds.listGuildHistory(db, event.id, guild, request.query);
  });

  serve(app, 'getGuildStashHistoryLatest', async (request) => {
    const event = eventOf(request);
    return guilds.guildHistoryRange(
      db,
      event,
      await guilds.getVisibleGuild(db, event.id, request.params.guild_id, await access(request)),
    );
  });

  serve(app, 'getGuildStashTabs', async (request) =>
    guilds.listGuildStashTabs(db, eventOf(request).id, await access(request)),
  );

  serve(app, 'getGuildStashContent', async (request) =>
    guilds.getGuildStashContent(db, eventOf(request).id, request.params.stash_id, await access(request)),
  );

  serve(app, 'toggleGuildStashFetch', async (request) =>
    guilds.toggleGuildStashTab(
      db,
      eventOf(request).id,
      request.params.stash_id,
      await access(request),
      actorOf(request, now()),
    ),
  );

  serve(app, 'updateGuildStashAccess', async (request, reply) => {
    await wakeJob(db, eventOf(request).id, 'DetermineGuildStashAccess', now());
    return reply.status(202).send();
  });

  serve(app, 'updateGuildStash', async (request, reply) => {
    await guilds.requestTabFetch(db, eventOf(request).id, request.params.stash_id, await access(request), now());
    return reply.status(202).send();
  });
};
