import type { Provider, User } from '@app/shared';
import { useId, useState } from 'react';
import { BusyButton } from '~/components/ui/busy-button';
import { CardSection } from '~/components/ui/card-section';
import { AlertIcon } from '~/components/ui/icons';
import { Tooltip } from '~/components/ui/tooltip';
import { PROVIDER_NAMES, SIGN_IN_PROVIDERS, useStartSignIn } from '~/lib/sign-in';
import { useDisconnectAccount } from '../api/disconnect-account';
import { disconnectBlockedReason, isRequired, linkedAccountName } from '../linked-account-rules';

/** docs/domain.md §2/§8 tooltip on a required account that is not connected yet. */
export const CONNECT_TOOLTIP = 'Connect your account to participate in the event';

/** Why we ask for each account (docs/domain.md §2 Settings; our own words). */
const PURPOSE: Record<Provider, string> = {
  poe: 'Lets us read your Path of Exile characters for you, so your progress counts for your team.',
  discord: 'Lets us recognise you on the community Discord server, where teams talk and announcements go out.',
  twitch: 'When connected, your stream appears on the Streams page while you play in the event.',
};

/** Where Connect comes back to after the provider. */
const SETTINGS_PATH = '/settings';

/** The connected provider accounts, each with Connect or Disconnect (docs/domain.md §2, §5). */
export function LinkedAccounts({ user }: { user: User }) {
  const connect = useStartSignIn();
  const disconnect = useDisconnectAccount();
  return (
    <CardSection title="Connected accounts">
      <div className="flex flex-col gap-2 text-sm">
        <p>
          You can sign in with any account you connect here, so at least one always stays connected. When you connect
          one, the provider may use whichever account your browser is already logged in to there: check that it is the
          right one before you allow it.
        </p>
        <p className="font-semibold">To take part in an event you need both Path of Exile and Discord connected.</p>
      </div>
      {connect.isError && (
        <p role="alert" className="alert alert-error text-sm">
          <AlertIcon className="size-5 shrink-0" />
          Could not start connecting: {connect.error.message}
        </p>
      )}
      <ul className="grid gap-4 desktop:grid-cols-3">
        {SIGN_IN_PROVIDERS.map((provider) => (
          <LinkedAccountCard
            key={provider}
            user={user}
            provider={provider}
            connecting={connect.isPending && connect.variables.provider === provider}
            onConnect={() => connect.mutate({ provider, lastUrl: SETTINGS_PATH })}
            disconnecting={disconnect.isPending && disconnect.variables === provider}
            disconnectError={disconnect.isError && disconnect.variables === provider ? disconnect.error.message : null}
            onDisconnect={() => disconnect.mutate(provider)}
            onClearDisconnectError={() => disconnect.reset()}
          />
        ))}
      </ul>
      <p role="status" className="text-sm">
        {disconnect.isSuccess && `${PROVIDER_NAMES[disconnect.variables]} was disconnected.`}
      </p>
    </CardSection>
  );
}

type LinkedAccountCardProps = {
  user: User;
  provider: Provider;
  connecting: boolean;
  onConnect: () => void;
  disconnecting: boolean;
  /** The server's refusal of the last Disconnect of this account. */
  disconnectError: string | null;
  onDisconnect: () => void;
  onClearDisconnectError: () => void;
};

/**
 * One provider. The state is said in words and marked with an icon, not only by the border colour: 'Connected
 * as …' or 'Not connected', and 'Required' or 'Optional'.
 */
export function LinkedAccountCard(props: LinkedAccountCardProps) {
  const { user, provider, connecting, onConnect } = props;
  const name = PROVIDER_NAMES[provider];
  const account = linkedAccountName(user, provider);
  const required = isRequired(provider);
  const missing = account === null && required;
  const border = account !== null ? 'border-success' : missing ? 'border-error' : 'border-base-300';
  return (
    <li className={`flex flex-col gap-3 rounded-box border-2 bg-base-100 p-4 ${border}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{name}</h3>
        <span className={`badge ${required ? 'badge-neutral' : 'badge-ghost'}`}>
          {required ? 'Required' : 'Optional'}
        </span>
      </div>
      <p className="font-medium">
        {account !== null ? (
          <>
            <span aria-hidden="true">✓ </span>Connected as <span className="break-all">{account}</span>
          </>
        ) : (
          <>
            <span aria-hidden="true">{missing ? '! ' : '– '}</span>Not connected
          </>
        )}
      </p>
      <p className="flex-1 text-sm text-base-content/80">{PURPOSE[provider]}</p>
      {account === null ? (
        <ConnectButton name={name} missing={missing} connecting={connecting} onConnect={onConnect} />
      ) : (
        <DisconnectControl {...props} />
      )}
    </li>
  );
}

function ConnectButton(props: { name: string; missing: boolean; connecting: boolean; onConnect: () => void }) {
  const { name, missing, connecting, onConnect } = props;
  const tipId = useId();
  const button = (
    <BusyButton
      busy={connecting}
      className="btn btn-primary w-full"
      aria-describedby={missing ? tipId : undefined}
      onClick={onConnect}
    >
      Connect {name}
    </BusyButton>
  );
  if (!missing) return button;
  return (
    <>
      <span id={tipId} className="sr-only">
        {CONNECT_TOOLTIP}
      </span>
      <Tooltip tip={CONNECT_TOOLTIP} className="tooltip w-full">
        {button}
      </Tooltip>
    </>
  );
}

function DisconnectControl(props: LinkedAccountCardProps) {
  const { user, provider, disconnecting, disconnectError, onDisconnect, onClearDisconnectError } = props;
  const [confirming, setConfirming] = useState(false);
  const name = PROVIDER_NAMES[provider];
  const blocked = disconnectBlockedReason(user, provider);
  if (blocked) return <p className="text-sm italic">{blocked}</p>;
  return (
    <div className="flex flex-col gap-2">
      {confirming || disconnecting ? (
        <div role="group" aria-label={`Disconnect ${name}?`} className="flex flex-wrap items-center gap-2">
          <span className="text-sm">Disconnect {name}?</span>
          <BusyButton
            busy={disconnecting}
            spinner="xs"
            className="btn btn-error btn-sm"
            onClick={() => {
              setConfirming(false);
              onDisconnect();
            }}
          >
            Yes, disconnect
          </BusyButton>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={disconnecting}
            // The question replaces the button that asked it, so focus moves to the safe answer.
            autoFocus
            onClick={() => setConfirming(false)}
          >
            Cancel
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-outline w-full"
          onClick={() => {
            onClearDisconnectError();
            setConfirming(true);
          }}
        >
          Disconnect {name}
        </button>
      )}
      {disconnectError && (
        <p role="alert" className="text-sm text-error-text">
          {disconnectError}
        </p>
      )}
    </div>
  );
}
