import type { Provider } from '@app/shared';
import { PROVIDER_NAMES, useStartSignIn } from '~/lib/sign-in';

/**
 * A "Log in with …" button per provider (Path of Exile first and foremost), coming back to `lastUrl`; a sign-in
 * that cannot start says why under them.
 */
export function SignInButtons({ providers, lastUrl }: { providers: readonly Provider[]; lastUrl: string }) {
  const signIn = useStartSignIn();
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`btn ${provider === 'poe' ? 'btn-primary' : 'btn-outline'}`}
            disabled={signIn.isPending}
            onClick={() => signIn.mutate({ provider, lastUrl })}
          >
            Log in with {PROVIDER_NAMES[provider]}
          </button>
        ))}
      </div>
      {signIn.isError && (
        <p role="alert" className="text-error-text">
          Could not start the sign-in: {signIn.error.message}
        </p>
      )}
    </>
  );
}
