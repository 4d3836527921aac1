import type { Signup, Team } from '@app/shared';
import { useId } from 'react';
import { EmptyState } from '~/components/ui/query-state';
import { TableHead } from '~/components/ui/table-head';
import type { Placement } from '../team-sort';
import { PageSection } from '~/components/layout/page';

type SignupTableProps = {
  signups: Signup[];
  total: number;
  teams: Team[];
  draft: ReadonlyMap<number, Placement>;
  disabled: boolean;
  onPlace: (userId: number, change: Partial<Placement>) => void;
  onRemove: (signup: Signup) => void;
};

export function SignupTable({ signups, total, teams, draft, disabled, onPlace, onRemove }: SignupTableProps) {
  const headingId = useId();
  return (
    <PageSection id={headingId} title="Sign-ups" compact>
      <p className="text-sm text-base-content/80" aria-live="polite">
        Showing {signups.length} of {total}
      </p>
      {signups.length === 0 ? (
        <EmptyState title="No sign-ups match" />
      ) : (
        <div className="overflow-x-auto">
          <table className="table table-sm" aria-labelledby={headingId}>
            <TableHead
              columns={[
                'Name',
                'Account',
                { label: 'Hours/day', numeric: true },
                'Help',
                'Partner',
                'Lead',
                'Team',
                { label: 'Remove', hidden: true },
              ]}
            />
            <tbody>
              {signups.map((signup) => {
                const placement = draft.get(signup.user.id) ?? { team_id: null, team_lead: false };
                const changed = placement.team_id !== signup.team_id || placement.team_lead !== signup.team_lead;
                const name = signup.user.display_name;
                return (
                  <tr key={signup.user.id} className={changed ? 'bg-info/10' : undefined}>
                    <th scope="row" className="font-medium">
                      {name}
                      {signup.status === 'waitlisted' && (
                        <span className="badge badge-warning badge-sm ml-2">Waitlisted</span>
                      )}
                      {changed && <span className="badge badge-info badge-sm ml-2">Changed</span>}
                    </th>
                    <td className="break-all">{signup.user.account_name ?? '—'}</td>
                    <td className="text-right">{signup.expected_playtime}</td>
                    <td>{signup.needs_help ? 'Needs help' : signup.wants_to_help ? 'Helps' : ''}</td>
                    <td className="break-all">{signup.partner_account_name ?? ''}</td>
                    <td>
                      <input
                        type="checkbox"
                        className="checkbox checkbox-sm"
                        aria-label={`${name} is team lead`}
                        checked={placement.team_lead}
                        disabled={disabled}
                        onChange={(event) => onPlace(signup.user.id, { team_lead: event.target.checked })}
                      />
                    </td>
                    <td>
                      <div role="group" aria-label={`Team of ${name}`} className="flex gap-1">
                        {teams.map((team) => {
                          const pressed = placement.team_id === team.id;
                          return (
                            <button
                              key={team.id}
                              type="button"
                              className={`btn btn-xs ${pressed ? 'btn-primary' : 'btn-outline'}`}
                              aria-pressed={pressed}
                              disabled={disabled}
                              title={team.name}
                              // Pressing the team a player is on takes them out of it.
                              onClick={() => onPlace(signup.user.id, { team_id: pressed ? null : team.id })}
                            >
                              {team.name}
                            </button>
                          );
                        })}
                      </div>
                    </td>
                    <td>
                      <button type="button" className="btn btn-xs" onClick={() => onRemove(signup)}>
                        Remove<span className="sr-only"> {name}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </PageSection>
  );
}
