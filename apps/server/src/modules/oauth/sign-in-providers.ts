/**
 * The sign-in view of each provider client. PoE and Discord use PKCE (S256); Twitch's authorization server
 * does not take PKCE for confidential clients, so its callbacks rely on the single-use state alone.
 */
import type { Provider } from '@app/shared';
import type { Providers } from '../../providers/providers';
import type { SignInProvider } from './oauth.service';

type Account = Awaited<ReturnType<SignInProvider['identify']>>;

/** A client's authorize URL and code exchange as a sign-in, with `whoIs` naming the account its token belongs to. */
function signInVia(
  label: string,
  client: Pick<SignInProvider, 'authorizeUrl' | 'exchangeCode'>,
  whoIs: (accessToken: string) => Promise<Account>,
): SignInProvider {
  return {
    label,
    authorizeUrl: (input) => client.authorizeUrl(input),
    exchangeCode: (input) => client.exchangeCode(input),
    identify: (tokens) => whoIs(tokens.accessToken),
  };
}

export function signInProvider(providers: Providers, provider: Provider): SignInProvider | null {
  const { poe, twitch, discord } = providers;
  switch (provider) {
    case 'poe':
      return (
        poe &&
        signInVia('Path of Exile', poe, async (accessToken) => {
          const { accountId, accountName } = await poe.getProfile(accessToken);
          return { accountId, accountName };
        })
      );
    case 'twitch':
      return (
        twitch &&
        signInVia(
          'Twitch',
          // No PKCE: the challenge and the verifier are not sent to Twitch.
          {
            authorizeUrl: ({ state, redirectUri }) => twitch.authorizeUrl({ state, redirectUri }),
            exchangeCode: ({ code, redirectUri }) => twitch.exchangeCode({ code, redirectUri }),
          },
          async (accessToken) => {
            // The login is what stream links use; the numeric id is the stable key.
            const { id, login } = await twitch.getUser(accessToken);
            return { accountId: id, accountName: login };
          },
        )
      );
    case 'discord':
      return (
        discord &&
        signInVia('Discord', discord, async (accessToken) => {
          const { id, username } = await discord.getMe(accessToken);
          return { accountId: id, accountName: username };
        })
      );
  }
}
