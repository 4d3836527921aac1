import type { Permission } from '@app/shared';
import { PageSection } from '~/components/layout/page';

/** What each role will be able to do in the admin area (docs/domain.md §6). */
const ROLE_DESCRIPTIONS: Record<Permission, { name: string; description: string }> = {
  admin: { name: 'Admin', description: 'Manage users and their permissions, events, teams and recurring jobs.' },
  manager: { name: 'Manager', description: 'Sort signed-up players into teams.' },
  objective_designer: {
    name: 'Objective designer',
    description: 'Design objectives, categories and scoring presets of events.',
  },
  submission_judge: {
    name: 'Submission judge',
    description: 'Approve or reject submitted race and bounty completions.',
  },
};

/** The viewer's roles, each with what it will open up in the admin area. */
export function AdminRoles({ permissions, isTeamLead }: { permissions: readonly Permission[]; isTeamLead: boolean }) {
  const roles = permissions.map((permission) => ROLE_DESCRIPTIONS[permission]);
  if (isTeamLead)
    roles.push({ name: 'Team lead', description: 'Suggest objectives to your team and leave them messages.' });
  return (
    <PageSection id="your-roles" title="Your roles">
      {roles.length === 0 ? (
        <p>You have no roles yet.</p>
      ) : (
        <dl className="grid gap-3 desktop:grid-cols-2">
          {roles.map((role) => (
            <div key={role.name} className="rounded-box border border-base-300 bg-base-200 p-4">
              <dt className="font-semibold">{role.name}</dt>
              <dd className="text-base-content/80">{role.description}</dd>
            </div>
          ))}
        </dl>
      )}
    </PageSection>
  );
}
