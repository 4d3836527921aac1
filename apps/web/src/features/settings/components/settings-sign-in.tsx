import { CardSection } from '~/components/ui/card-section';
import { SignInButtons } from '~/components/ui/sign-in-buttons';
import { SIGN_IN_PROVIDERS } from '~/lib/sign-in';

/** What a visitor sees instead of the account settings: why to log in, and the way to do it from here. */
export function SettingsSignIn() {
  return (
    <CardSection title="Your account">
      <p>Log in to change your display name and to connect the accounts you need to take part in an event.</p>
      <SignInButtons providers={SIGN_IN_PROVIDERS} lastUrl="/settings" />
    </CardSection>
  );
}
