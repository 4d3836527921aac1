import { useId } from 'react';
import { SignInButtons } from '~/components/ui/sign-in-buttons';
import { SIGN_IN_PROVIDERS } from '~/lib/sign-in';

/** What a visitor sees instead of the account settings: why to log in, and the way to do it from here. */
export function SettingsSignIn() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card bg-base-200">
      <div className="card-body gap-4">
        <h2 id={headingId} className="card-title">
          Your account
        </h2>
        <p>Log in to change your display name and to connect the accounts you need to take part in an event.</p>
        <SignInButtons providers={SIGN_IN_PROVIDERS} lastUrl="/settings" />
      </div>
    </section>
  );
}
