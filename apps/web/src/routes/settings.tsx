import { createFileRoute } from '@tanstack/react-router';
import { QueryRegion } from '~/components/ui/query-state';
import { DisplaySettings } from '~/features/settings/components/display-settings';
import { LinkedAccounts } from '~/features/settings/components/linked-accounts';
import { ProfileSettings } from '~/features/settings/components/profile-settings';
import { SettingsSignIn } from '~/features/settings/components/settings-sign-in';
import { useSelf } from '~/features/users/api/get-self';
import { useSession } from '~/lib/auth';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/settings')({ component: SettingsPage });

function SettingsPage() {
  useDocumentTitle('Settings');
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <h1 className="text-3xl font-bold">Settings</h1>
      {session ? <AccountSettings /> : <SettingsSignIn />}
      <DisplaySettings />
    </div>
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
