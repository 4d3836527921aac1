import type { User } from '@app/shared';
import { useId } from 'react';
import { DisplayNameForm } from './display-name-form';

/** docs/domain.md §2 Settings, the profile part: what others see of you. */
export function ProfileSettings({ user }: { user: User }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card bg-base-200">
      <div className="card-body gap-4">
        <h2 id={headingId} className="card-title">
          Profile
        </h2>
        <DisplayNameForm key={user.id} user={user} />
      </div>
    </section>
  );
}
