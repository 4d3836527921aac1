import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { notFound } from '../../lib/errors';
import { actorOf, eventOf } from '../../plugins/auth';
import { READ_SCOPES } from '../../lib/read-cache';
import { sendCachedRead, sendEventRead } from '../../plugins/read-cache';
import * as design from './objective-design.service';
import * as itemTester from './item-tester.service';
import * as dryRuns from './objective-dry-run.service';
import * as validation from './objective-validation.service';
import * as scoringPresets from './scoring-presets.service';
import * as objectives from './objectives.service';

export const objectivesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  serve(app, 'getObjectives', async (request, reply) => {
    const event = eventOf(request);
    const audience = objectives.seesUnreleased(request.viewer) ? 'designers' : 'everyone';
    return sendCachedRead(
      request,
      reply,
      { scope: READ_SCOPES.event(event.id), key: `objectives:${audience}` },
      async () => {
        const tree = await objectives.loadObjectiveTree(db, event.id);
        const at = now();
        // Masked for everyone else until the next release time; then built again.
        return {
          value: objectives.maskUnreleased(tree, at, request.viewer),
          validUntil: objectives.nextRelease(tree, at),
        };
      },
    );
  });

  serve(app, 'getObjective', async (request) => {
    const tree = objectives.maskUnreleased(
      await objectives.loadObjectiveTree(db, eventOf(request).id),
      now(),
      request.viewer,
    );
    const objective = objectives.findInTree(tree, request.params.id);
    if (!objective) throw notFound('Objective');
    return objective;
  });

  serve(app, 'getScoringPresets', async (request, reply) =>
    sendEventRead(request, reply, 'scoring-presets', (event) => objectives.listScoringPresets(db, event.id)),
  );

  serve(app, 'saveScoringPreset', async (request, reply) => {
    const preset = await scoringPresets.upsertScoringPreset(
      db,
      eventOf(request),
      request.body,
      actorOf(request, now()),
    );
    return reply.status(request.body.id === undefined ? 201 : 200).send(preset);
  });

  serve(app, 'deleteScoringPreset', async (request, reply) => {
    await scoringPresets.deleteScoringPreset(db, eventOf(request), request.params.id, actorOf(request, now()));
    return reply.status(204).send();
  });

  serve(app, 'saveObjective', async (request, reply) => {
    const event = eventOf(request);
    const { id } = await design.upsertObjective(db, event, request.body, actorOf(request, now()));
    const saved = objectives.findInTree(await objectives.loadObjectiveTree(db, event.id), id);
    if (!saved) throw notFound('Objective');
    return reply.status(request.body.id === undefined ? 201 : 200).send(saved);
  });

  serve(app, 'createObjectivesInBulk', async (request, reply) =>
    reply
      .status(201)
      .send(await design.createObjectivesInBulk(db, eventOf(request), request.body, actorOf(request, now()))),
  );

  serve(app, 'deleteObjective', async (request, reply) => {
    await design.deleteObjective(db, eventOf(request), request.params.id, actorOf(request, now()));
    return reply.status(204).send();
  });

  serve(app, 'getReEvaluation', async (request) => design.reEvaluationStatus(db, eventOf(request), now()));

  serve(app, 'getValidMappings', async () => design.validMappings());

  serve(app, 'saveCondition', async (request, reply) => {
    const condition = await design.upsertCondition(db, eventOf(request), request.body, actorOf(request, now()));
    return reply.status(request.body.id === undefined ? 201 : 200).send(condition);
  });

  serve(app, 'deleteCondition', async (request, reply) => {
    await design.deleteCondition(db, eventOf(request), request.params.id, actorOf(request, now()));
    return reply.status(204).send();
  });

  serve(app, 'testItem', async (request) => itemTester.testItem(db, eventOf(request).id, request.body));

  serve(app, 'getObjectiveValidation', async (request) => validation.readValidation(db, eventOf(request).id));

  serve(app, 'searchObjectiveSamples', async (request) =>
    validation.searchSamples(db, eventOf(request), request.body.after, now()),
  );

  serve(app, 'dryRunObjective', async (request) => dryRuns.dryRun(db, request.body));

  serve(app, 'saveObjectiveSample', async (request, reply) => {
    await validation.saveSample(db, eventOf(request), request.params.id, request.body, actorOf(request, now()));
    return reply.status(204).send();
  });

  serve(app, 'deleteObjectiveSample', async (request, reply) => {
    await validation.deleteSample(db, eventOf(request), request.params.id, actorOf(request, now()));
    return reply.status(204).send();
  });
};
