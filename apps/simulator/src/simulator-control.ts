import { z } from 'zod';
import type { FaultRule, FaultRuleInput } from './faults/fault-rules';
import { DiscordRateLimitsSchema, PoeRateLimitsSchema, TwitchRateLimitsSchema } from './faults/rate-limiter';
import { ConsentSchema, TokenFilterSchema, type ConsentInput, type TokenFilter } from './oauth/oauth-server';
import { StashChangeInputSchema, type StashChangeInput } from './poe/stash-river';
import {
  CharacterStepSchema,
  ItemFormatSchema,
  StashStepSchema,
  type ItemFormat,
  type ItemSpec,
} from './scenario.schema';
import { StreamChangeSchema, type StreamChange } from './twitch/streams';
import type { Duration } from './virtual-clock';
import { API_PREFIXES } from './http/api-prefixes';
import type { DiscordWebhookPost } from './discord-webhook-posts';
import type { World } from './world';

/** Inputs of the control API; the HTTP control routes validate bodies with these same schemas. */
export const CharacterPatchSchema = CharacterStepSchema.omit({ at: true });
export type CharacterPatch = z.input<typeof CharacterPatchSchema>;
export const GuildTabChangeSchema = StashStepSchema.omit({ at: true });
export type GuildTabChange = z.input<typeof GuildTabChangeSchema>;
export const RateLimitConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('poe'), config: PoeRateLimitsSchema }),
  z.object({ provider: z.literal('twitch'), config: TwitchRateLimitsSchema }),
  z.object({ provider: z.literal('discord'), config: DiscordRateLimitsSchema }),
]);
export type RateLimitConfig = z.input<typeof RateLimitConfigSchema>;

export type CharacterSummary = {
  name: string;
  level: number;
  experience: number;
  class: string;
  ascendancyPoints: number;
};

/**
 * Drives a running simulator from a test or the demo: every change happens at the current virtual
 * instant and is visible to the next request.
 */
export class SimulatorControl {
  constructor(private readonly world: World) {}

  /** Current virtual time as ISO 8601. */
  now(): string {
    return new Date(this.world.clock.now()).toISOString();
  }

  advance(by: Duration): string {
    return new Date(this.world.clock.advance(by)).toISOString();
  }

  setTime(to: string | number | Date): string {
    return new Date(this.world.clock.set(to)).toISOString();
  }

  /** Pacing: virtual ms per wall ms; 0 freezes the clock. */
  setSpeed(speed: number): void {
    this.world.clock.setSpeed(speed);
  }

  /** Appends one public stash change now; returns the change id just after it. */
  injectStashChange(input: StashChangeInput): string {
    return this.world.river.inject(StashChangeInputSchema.parse(input), this.world.clock.now());
  }

  /** The change id after every change visible now (what poe.ninja would report). */
  stashTip(): string {
    return this.world.river.tip(this.world.clock.now());
  }

  /** Current contents of a public tab (scheduled changes up to now included). */
  stashContents(account: string, stash: string): ItemSpec[] | undefined {
    return this.world.river.contents(account, stash, this.world.clock.now());
  }

  progressCharacter(name: string, patch: CharacterPatch): CharacterSummary {
    const state = this.world.characters.progress(name, CharacterPatchSchema.parse(patch), this.world.clock.now());
    return {
      name: state.name,
      level: state.level,
      experience: state.experience,
      class: state.class,
      ascendancyPoints: state.ascendancyPoints,
    };
  }

  /** Starts (`live: true`), retitles, or ends a stream now. `user` is a Twitch id or login. */
  setStream(user: string, change: StreamChange): void {
    this.world.streams.change(user, StreamChangeSchema.parse(change), this.world.clock.now());
  }

  changeGuildTab(tabId: string, change: GuildTabChange): ItemSpec[] {
    return this.world.guilds.change(tabId, GuildTabChangeSchema.parse(change), this.world.clock.now());
  }

  /** Revokes a token (and the token issued with it), or every token of an account on a provider. */
  revokeTokens(filter: TokenFilter): number {
    return this.world.oauth.revoke(TokenFilterSchema.parse(filter));
  }

  /** Makes access tokens expire now; their refresh tokens keep working. */
  expireTokens(filter: TokenFilter): number {
    return this.world.oauth.expire(TokenFilterSchema.parse(filter), this.world.clock.now());
  }

  /** Who consents at the provider's next authorize request, or that the user denies it. */
  queueConsent(consent: ConsentInput): void {
    this.world.oauth.queueConsent(ConsentSchema.parse(consent));
  }

  /**
   * What a browser visiting an authorize URL would be sent back to (the redirect with `code` and `state`),
   * without a browser: demo mode signs its players in this way and then exchanges the code over HTTP like
   * any client. `account` chooses who consents.
   */
  visitAuthorizeUrl(authorizeUrl: string, account?: string): string {
    const url = new URL(authorizeUrl);
    const provider = url.pathname.startsWith(API_PREFIXES.poeWeb)
      ? 'poe'
      : url.pathname.startsWith(API_PREFIXES.twitchId)
        ? 'twitch'
        : url.pathname.startsWith(API_PREFIXES.discord)
          ? 'discord'
          : undefined;
    if (provider === undefined || !url.pathname.endsWith('/authorize'))
      throw new Error(`Not an authorize URL of the simulator: ${authorizeUrl}`);
    if (account !== undefined) url.searchParams.set('sim_account', account);
    const reply = this.world.oauth.authorize(provider, url.searchParams, this.world.clock.now());
    if (!reply.location)
      throw new Error(`The simulator refused the authorization: ${JSON.stringify(reply.json ?? reply.status)}`);
    return reply.location;
  }

  addFault(rule: FaultRuleInput): string {
    return this.world.faults.add(rule);
  }

  removeFault(id: string): boolean {
    return this.world.faults.remove(id);
  }

  clearFaults(): void {
    this.world.faults.clear();
  }

  listFaults(): (FaultRule & { fired: number })[] {
    return this.world.faults.list();
  }

  /** The Discord webhook posts accepted so far, oldest first (all webhooks, or the one with this id). */
  discordWebhookPosts(webhookId?: string): DiscordWebhookPost[] {
    return this.world.discordWebhooks.list(webhookId);
  }

  clearDiscordWebhookPosts(): void {
    this.world.discordWebhooks.clear();
  }

  setRateLimits(input: RateLimitConfig): void {
    const parsed = RateLimitConfigSchema.parse(input);
    const { limits } = this.world;
    if (parsed.provider === 'poe') limits.poe.configure(parsed.config);
    else if (parsed.provider === 'twitch')
      limits.twitch.configure(parsed.config.mode, parsed.config.pointsPerMinute, 60_000);
    else
      limits.discord.configure(parsed.config.mode, parsed.config.requestsPerWindow, parsed.config.windowSeconds * 1000);
  }

  /** Switches the mod format of every item rendered from now on (docs/external-services.md §1.6). */
  setItemFormat(format: ItemFormat): void {
    this.world.settings.itemFormat = ItemFormatSchema.parse(format);
  }
}
