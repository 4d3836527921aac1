import type { Provider } from '@app/shared';

/** An application token from a client-credentials grant. `expiresAt` null: it does not expire (PoE service tokens). */
export type AppToken = { accessToken: string; expiresAt: Date | null };

/** Providers whose clients use application tokens. */
export type AppTokenProvider = Extract<Provider, 'poe' | 'twitch'>;

/**
 * Where clients keep their application tokens between calls and restarts (the server backs it with the
 * `client_credentials` table). A client reads it before every app-token call, fetches a new token when
 * the stored one is missing, expiring or refused with 401, and saves the new one.
 */
export type AppTokenStore = {
  get(provider: AppTokenProvider): Promise<AppToken | undefined>;
  save(provider: AppTokenProvider, token: AppToken): Promise<void>;
};

/** For tests and single-process tools: tokens live as long as the process. */
export class InMemoryAppTokenStore implements AppTokenStore {
  readonly #tokens = new Map<AppTokenProvider, AppToken>();

  async get(provider: AppTokenProvider): Promise<AppToken | undefined> {
    return this.#tokens.get(provider);
  }

  async save(provider: AppTokenProvider, token: AppToken): Promise<void> {
    this.#tokens.set(provider, token);
  }
}
