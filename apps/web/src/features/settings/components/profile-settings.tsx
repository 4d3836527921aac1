import type { User } from '@app/shared';
import { CardSection } from '~/components/ui/card-section';
import { DisplayNameForm } from './display-name-form';

/** docs/domain.md §2 Settings, the profile part: what others see of you. */
export function ProfileSettings({ user }: { user: User }) {
  return (
    <CardSection title="Profile">
      <DisplayNameForm key={user.id} user={user} />
    </CardSection>
  );
}
