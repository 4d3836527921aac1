import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { QueryRegion } from '~/components/ui/query-state';
import { DisplaySettings } from '~/features/settings/components/display-settings';
import { LinkedAccounts } from '~/features/settings/components/linked-accounts';
import { ProfileSettings } from '~/features/settings/components/profile-settings';
import { SettingsSignIn } from '~/features/settings/components/settings-sign-in';
import { useSelf } from '~/features/users/api/get-self';
import { useSession } from '~/lib/auth';

export const Route = createFileRoute('/settings')({ component: SettingsPage });

function SettingsPage() {
  const session = useSession();
  return (
    <Page title="Settings" className="mx-auto max-w-5xl">
      {session ? <AccountSettings /> : <SettingsSignIn />}
      <DisplaySettings />
    </Page>
  );
}

function AccountSettings() {
  const self = useSelf();
  return (
    <QueryRegion query={self} loadingLabel="Loading your account..." errorTitle="Your account could not be loaded.">
      {(user) => (
        <>
          <ProfileSettings user={user} />
          <LinkedAccounts user={user} />
        </>
      )}
    </QueryRegion>
  );
}
