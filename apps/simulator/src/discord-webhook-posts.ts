import type { JsonObject } from './json';

/** A webhook post the simulator accepted, as the control API lists it. */
export type DiscordWebhookPost = {
  seq: number;
  /** Virtual epoch ms when the post arrived. */
  at: number;
  webhookId: string;
  content: string | null;
  embeds: JsonObject[];
};

/** The most posts kept: a long demo run forgets the oldest. */
const MAX_POSTS_KEPT = 1000;

/** The webhook posts the simulator accepted, oldest first. */
export class DiscordWebhookPosts {
  #posts: DiscordWebhookPost[] = [];
  #seq = 0;

  record(post: Omit<DiscordWebhookPost, 'seq'>): void {
    this.#seq += 1;
    this.#posts.push({ seq: this.#seq, ...post });
    if (this.#posts.length > MAX_POSTS_KEPT) this.#posts.splice(0, this.#posts.length - MAX_POSTS_KEPT);
  }

  list(webhookId?: string): DiscordWebhookPost[] {
    return this.#posts.filter((post) => webhookId === undefined || post.webhookId === webhookId);
  }

  clear(): void {
    this.#posts = [];
  }
}
