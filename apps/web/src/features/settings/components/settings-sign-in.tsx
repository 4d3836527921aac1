import { useId } from 'react';
import { PROVIDER_NAMES, SIGN_IN_PROVIDERS, useStartSignIn } from '~/lib/sign-in';

/** What a visitor sees instead of the account settings: why to log in, and the way to do it from here. */
export function SettingsSignIn() {
  const headingId = useId();
  const signIn = useStartSignIn();
  return (
    <section aria-labelledby={headingId} className="card bg-base-200">
      <div className="card-body gap-4">
        <h2 id={headingId} className="card-title">
          Your account
        </h2>
        <p>Log in to change your display name and to connect the accounts you need to take part in an event.</p>
        <div className="flex flex-wrap gap-2">
          {SIGN_IN_PROVIDERS.map((provider) => (
            <button
              key={provider}
              type="button"
              className={`btn ${provider === 'poe' ? 'btn-primary' : 'btn-outline'}`}
              disabled={signIn.isPending}
              onClick={() => signIn.mutate({ provider, lastUrl: '/settings' })}
            >
              Log in with {PROVIDER_NAMES[provider]}
            </button>
          ))}
        </div>
        {signIn.isError && (
          <p role="alert" className="text-error">
            Could not start the sign-in: {signIn.error.message}
          </p>
        )}
      </div>
    </section>
  );
}
