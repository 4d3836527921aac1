/**
 * The Discord delivery loop of the active worker: a pass over the outbox every few seconds
 * (modules/discord-webhooks/discord-delivery.ts). One loop for every event: the outbox is one indexed table,
 * so a per-event recurring job would only multiply the polling. Only the active worker posts, so a message is
 * posted by one process.
 */
import type { AppContext } from '../app-context';
import { deliverDue, pruneSent, type DeliveryPass } from '../modules/discord-webhooks/discord-delivery';
import type { Logger } from './score-updater';

/** How often the outbox is looked at: a judge hears of a submission within seconds. */
const POLL_MS = 2_000;
/** How often old sent messages are pruned. */
const PRUNE_EVERY_MS = 3_600_000;

export type DiscordDelivery = {
  start(): void;
  stop(): Promise<void>;
  /** One pass now (tests use it instead of waiting for the timer). */
  flush(): Promise<DeliveryPass>;
};

export function createDiscordDelivery(ctx: Pick<AppContext, 'db' | 'now' | 'providers'>, log: Logger): DiscordDelivery {
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let nextPruneAt = 0;
  let running: Promise<DeliveryPass> = Promise.resolve({ posts: 0, messages: 0, failures: 0 });

  /** One pass (and, from the timer, the hourly prune), after the one before: `stop` waits for both. */
  const pass = (withPrune: boolean): Promise<DeliveryPass> => {
    const client = ctx.providers.discordWebhooks;
    running = running
      .catch(() => undefined)
      .then(async () => {
        const done = client ? await deliverDue(ctx.db, client, ctx.now, log) : { posts: 0, messages: 0, failures: 0 };
        if (withPrune && performance.now() >= nextPruneAt) {
          nextPruneAt = performance.now() + PRUNE_EVERY_MS;
          await pruneSent(ctx.db, ctx.now());
        }
        return done;
      });
    return running;
  };

  const loop = () => {
    if (stopped) return;
    void pass(true)
      .catch((error: unknown) => log.error({ err: error }, 'Discord delivery pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, POLL_MS);
      });
  };

  return {
    start() {
      stopped = false;
      loop();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
    flush: () => pass(false),
  };
}
