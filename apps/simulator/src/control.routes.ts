import { z } from 'zod';
import { FaultRuleSchema } from './faults/fault-rules';
import { JournalFilterSchema, type RequestJournal } from './http/request-journal';
import type { SimResponse } from './http/router';
import type { Json } from './json';
import { ConsentSchema, TokenFilterSchema } from './oauth/oauth-server';
import { StashChangeInputSchema } from './poe/stash-river';
import { ItemFormatSchema } from './scenario.schema';
import { StreamChangeSchema } from './twitch/streams';
import {
  CharacterPatchSchema,
  GuildTabChangeSchema,
  RateLimitConfigSchema,
  type SimulatorControl,
} from './simulator-control';

/**
 * `/_control/*`: the control API over HTTP, for driving a simulator in another process (the demo, a
 * browser session). Bodies are JSON with the same fields as the in-process API; errors are
 * `{"error": "…"}` with 400 or 404.
 */

type ControlRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
type ControlRoute = { method: string; pattern: RegExp; run: (request: ControlRequest, params: string[]) => Json };

const DurationBody = z.object({ by: z.union([z.number().nonnegative(), z.string()]) });
const TimeBody = z.object({ to: z.union([z.number(), z.string()]) });
const SpeedBody = z.object({ speed: z.number().nonnegative() });

export function handleControl(
  control: SimulatorControl,
  journal: RequestJournal,
  request: ControlRequest,
): SimResponse {
  const routes: ControlRoute[] = [
    { method: 'GET', pattern: /^\/state$/, run: () => ({ now: control.now(), stashTip: control.stashTip() }) },
    {
      method: 'POST',
      pattern: /^\/clock\/advance$/,
      run: ({ body }) => ({ now: control.advance(DurationBody.parse(body).by) }),
    },
    {
      method: 'POST',
      pattern: /^\/clock\/set$/,
      run: ({ body }) => ({ now: control.setTime(TimeBody.parse(body).to) }),
    },
    {
      method: 'POST',
      pattern: /^\/clock\/speed$/,
      run: ({ body }) => {
        control.setSpeed(SpeedBody.parse(body).speed);
        return { now: control.now() };
      },
    },
    {
      method: 'POST',
      pattern: /^\/stash-changes$/,
      run: ({ body }) => ({ nextChangeId: control.injectStashChange(StashChangeInputSchema.parse(body)) }),
    },
    {
      method: 'POST',
      pattern: /^\/characters\/([^/]+)\/progress$/,
      run: ({ body }, [name = '']) => control.progressCharacter(name, CharacterPatchSchema.parse(body)),
    },
    {
      method: 'POST',
      pattern: /^\/streams\/([^/]+)$/,
      run: ({ body }, [user = '']) => {
        control.setStream(user, StreamChangeSchema.parse(body));
        return { ok: true };
      },
    },
    {
      method: 'POST',
      pattern: /^\/guild-tabs\/([^/]+)$/,
      run: ({ body }, [id = '']) => ({ items: control.changeGuildTab(id, GuildTabChangeSchema.parse(body)).length }),
    },
    {
      method: 'POST',
      pattern: /^\/tokens\/revoke$/,
      run: ({ body }) => ({ revoked: control.revokeTokens(TokenFilterSchema.parse(body)) }),
    },
    {
      method: 'POST',
      pattern: /^\/tokens\/expire$/,
      run: ({ body }) => ({ expired: control.expireTokens(TokenFilterSchema.parse(body)) }),
    },
    {
      method: 'POST',
      pattern: /^\/oauth\/consent$/,
      run: ({ body }) => {
        control.queueConsent(ConsentSchema.parse(body));
        return { ok: true };
      },
    },
    {
      method: 'GET',
      pattern: /^\/faults$/,
      run: () => ({ faults: JSON.parse(JSON.stringify(control.listFaults())) as Json }),
    },
    {
      method: 'POST',
      pattern: /^\/faults$/,
      run: ({ body }) => ({ id: control.addFault(FaultRuleSchema.parse(body)) }),
    },
    {
      method: 'DELETE',
      pattern: /^\/faults$/,
      run: () => {
        control.clearFaults();
        return { ok: true };
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/faults\/([^/]+)$/,
      run: (_request, [id = '']) => {
        if (!control.removeFault(id)) throw new NotFound(`No fault rule "${id}"`);
        return { ok: true };
      },
    },
    {
      method: 'PUT',
      pattern: /^\/rate-limits\/(poe|twitch|discord)$/,
      run: ({ body }, [provider = '']) => {
        control.setRateLimits(RateLimitConfigSchema.parse({ provider, config: body }));
        return { ok: true };
      },
    },
    {
      method: 'PUT',
      pattern: /^\/item-format$/,
      run: ({ body }) => {
        control.setItemFormat(z.object({ format: ItemFormatSchema }).parse(body).format);
        return { ok: true };
      },
    },
    {
      method: 'GET',
      pattern: /^\/discord\/webhook-posts$/,
      run: ({ query }) => ({
        posts: JSON.parse(JSON.stringify(control.discordWebhookPosts(query.get('webhook') ?? undefined))) as Json,
      }),
    },
    {
      method: 'DELETE',
      pattern: /^\/discord\/webhook-posts$/,
      run: () => {
        control.clearDiscordWebhookPosts();
        return { ok: true };
      },
    },
    {
      method: 'GET',
      pattern: /^\/journal$/,
      run: ({ query }) => ({
        entries: JSON.parse(JSON.stringify(journal.list(JournalFilterSchema.parse(Object.fromEntries(query))))) as Json,
      }),
    },
    {
      method: 'DELETE',
      pattern: /^\/journal$/,
      run: () => {
        journal.clear();
        return { ok: true };
      },
    },
  ];

  let pathMatched = false;
  for (const route of routes) {
    const match = route.pattern.exec(request.path);
    if (!match) continue;
    pathMatched = true;
    if (route.method !== request.method) continue;
    try {
      return {
        status: 200,
        json: route.run(
          request,
          match.slice(1).map((part) => decodeURIComponent(part)),
        ),
      };
    } catch (error) {
      if (error instanceof NotFound) return { status: 404, json: { error: error.message } };
      if (error instanceof z.ZodError) return { status: 400, json: { error: z.prettifyError(error) } };
      return { status: 400, json: { error: error instanceof Error ? error.message : String(error) } };
    }
  }
  return pathMatched
    ? { status: 405, json: { error: `${request.method} is not allowed on /_control${request.path}` } }
    : { status: 404, json: { error: `No control endpoint /_control${request.path}; see apps/simulator/README.md` } };
}

class NotFound extends Error {}
