import { hashUuid } from './seeded-random';
import type { AccountSpec } from './scenario.schema';

export type OAuthProvider = 'poe' | 'twitch' | 'discord';

/** A person one can sign in as at a provider: `hint` is what `sim_account` takes. */
export type ConsentChoice = { hint: string; label: string };

export type AccountRecord = {
  /** PoE account name with discriminator; the key of everything PoE-side. */
  name: string;
  uuid: string;
  spec: AccountSpec;
};

/**
 * Who exists in the scenario, looked up the ways the providers identify people: PoE by account name or
 * uuid, Twitch by numeric id or login, Discord by snowflake or username. OAuth subjects are the PoE name,
 * the Twitch id and the Discord id.
 */
export class AccountRegistry {
  readonly #records: AccountRecord[];
  readonly #poe = new Map<string, AccountRecord>();
  readonly #twitch = new Map<string, AccountRecord>();
  readonly #discord = new Map<string, AccountRecord>();

  constructor(seed: number, accounts: readonly AccountSpec[]) {
    this.#records = accounts.map((spec) => ({
      name: spec.name,
      uuid: spec.uuid ?? hashUuid(seed, 'account', spec.name),
      spec,
    }));
    for (const record of this.#records) {
      register(this.#poe, [record.name, record.uuid], record, 'PoE account');
      if (record.spec.twitch)
        register(this.#twitch, [record.spec.twitch.id, record.spec.twitch.login], record, 'Twitch user');
      if (record.spec.discord)
        register(this.#discord, [record.spec.discord.id, record.spec.discord.username], record, 'Discord user');
    }
  }

  all(): readonly AccountRecord[] {
    return this.#records;
  }

  findPoe(nameOrUuid: string): AccountRecord | undefined {
    return this.#poe.get(nameOrUuid);
  }

  findTwitch(idOrLogin: string): AccountRecord | undefined {
    return this.#twitch.get(idOrLogin.toLowerCase());
  }

  findDiscord(idOrUsername: string): AccountRecord | undefined {
    return this.#discord.get(idOrUsername);
  }

  /** The OAuth subject for a person on a provider, from any identifier of theirs. */
  subject(provider: OAuthProvider, hint: string): string | undefined {
    if (provider === 'poe') return this.findPoe(hint)?.name;
    if (provider === 'twitch') return this.findTwitch(hint)?.spec.twitch?.id;
    return this.findDiscord(hint)?.spec.discord?.id;
  }

  /** The first person linked to a provider: who consents when nobody said otherwise. */
  firstSubject(provider: OAuthProvider): string | undefined {
    for (const record of this.#records) {
      if (provider === 'poe') return record.name;
      if (provider === 'twitch' && record.spec.twitch) return record.spec.twitch.id;
      if (provider === 'discord' && record.spec.discord) return record.spec.discord.id;
    }
    return undefined;
  }

  /** Everyone who can sign in with a provider, as the hint that selects them and a name to show. */
  choices(provider: OAuthProvider): ConsentChoice[] {
    return this.#records.flatMap((record): ConsentChoice[] => {
      if (provider === 'poe') return [{ hint: record.name, label: record.name }];
      const twitch = record.spec.twitch;
      if (provider === 'twitch')
        return twitch ? [{ hint: twitch.login, label: `${twitch.displayName ?? twitch.login} (${record.name})` }] : [];
      const discord = record.spec.discord;
      return discord
        ? [{ hint: discord.username, label: `${discord.globalName ?? discord.username} (${record.name})` }]
        : [];
    });
  }

  /** The account behind an OAuth subject. */
  bySubject(provider: OAuthProvider, subject: string): AccountRecord | undefined {
    if (provider === 'poe') return this.findPoe(subject);
    return provider === 'twitch' ? this.findTwitch(subject) : this.findDiscord(subject);
  }
}

function register(map: Map<string, AccountRecord>, keys: string[], record: AccountRecord, kind: string): void {
  for (const key of keys) {
    if (map.has(key)) throw new Error(`Scenario has two ${kind}s identified by "${key}"`);
    map.set(key, record);
  }
}
