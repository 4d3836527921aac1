/**
 * The sign-in view of each provider client. PoE and Discord use PKCE (S256); Twitch's authorization server
 * does not take PKCE for confidential clients, so its callbacks rely on the single-use state alone.
 */
import type { Provider } from '@app/shared';
import type { Providers } from '../../providers/providers';
import type { SignInProvider } from './oauth.service';

export function signInProvider(providers: Providers, provider: Provider): SignInProvider | null {
  switch (provider) {
    case 'poe': {
      const poe = providers.poe;
      return poe
        ? {
            label: 'Path of Exile',
            authorizeUrl: (input) => poe.authorizeUrl(input),
            exchangeCode: (input) => poe.exchangeCode(input),
            identify: async (tokens) => {
              const profile = await poe.getProfile(tokens.accessToken);
              return { accountId: profile.accountId, accountName: profile.accountName };
            },
          }
        : null;
    }
    case 'twitch': {
      const twitch = providers.twitch;
      return twitch
        ? {
            label: 'Twitch',
            authorizeUrl: ({ state, redirectUri }) => twitch.authorizeUrl({ state, redirectUri }),
            exchangeCode: ({ code, redirectUri }) => twitch.exchangeCode({ code, redirectUri }),
            identify: async (tokens) => {
              const user = await twitch.getUser(tokens.accessToken);
              // The login is what stream links use; the numeric id is the stable key.
              return { accountId: user.id, accountName: user.login };
            },
          }
        : null;
    }
    case 'discord': {
      const discord = providers.discord;
      return discord
        ? {
            label: 'Discord',
            authorizeUrl: (input) => discord.authorizeUrl(input),
            exchangeCode: (input) => discord.exchangeCode(input),
            identify: async (tokens) => {
              const user = await discord.getMe(tokens.accessToken);
              return { accountId: user.id, accountName: user.username };
            },
          }
        : null;
    }
  }
}
