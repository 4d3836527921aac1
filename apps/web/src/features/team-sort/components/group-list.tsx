import type { Team } from '@app/shared';
import { useId } from 'react';
import { groupPlacement, listNames, type Draft, type SortGroup } from '../team-sort';
import { PageSection } from '~/components/layout/page';

/**
 * The groups of the sign-ups (sign-up groups and partners who named each other) and where the draft puts them;
 * a group split over teams is marked, in words and not by colour alone.
 */
export function GroupList({ groups, draft, teams }: { groups: SortGroup[]; draft: Draft; teams: Team[] }) {
  const headingId = useId();
  return (
    <PageSection id={headingId} title="Groups" compact>
      {groups.length === 0 ? (
        <p>Nobody signed up as a group or named a partner who named them back.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {groups.map((group) => {
            const { split, text } = groupPlacement(group, draft, teams);
            const names = group.members.map(
              (member) => `${member.user.display_name}${member.status === 'waitlisted' ? ' (waitlisted)' : ''}`,
            );
            return (
              <li
                key={group.members[0]?.user.id}
                className={`rounded-box border p-3 ${split ? 'border-warning' : 'border-base-content/20'}`}
              >
                <p className="font-medium">
                  {group.kind === 'group' ? `Group of ${group.members.length}` : 'Partners'}: {listNames(names)}
                </p>
                <p className="text-sm">
                  {split && <span className="badge badge-warning badge-sm mr-2">Not together</span>}
                  {text}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </PageSection>
  );
}
