import type { Event, Permission } from '@app/shared';
import type { ReactNode } from 'react';
import { NavLink } from '~/components/ui/nav-link';
import { useEvents, useJobs, useSubmissions } from '~/lib/event-reads';
import { PageSection } from '~/components/layout/page';

type AdminHubProps = {
  permissions: readonly Permission[];
  /** The viewer's team in the current event when they lead it, else null. */
  leadsTeamId: number | null;
};

/**
 * The admin area's front page: one card per area the viewer's roles open, each with the number that tells
 * whether it needs attention. Only pages that exist are linked; the rest say what they hold.
 */
export function AdminHub({ permissions, leadsTeamId }: AdminHubProps) {
  const isAdmin = permissions.includes('admin');
  const judges = isAdmin || permissions.includes('submission_judge');
  const organises = isAdmin || permissions.includes('manager');
  const events = useEvents();
  const current = events.data?.find((event) => event.is_current);
  const cards: ReactNode[] = [];

  if (isAdmin) {
    cards.push(
      <HubCard key="users" title="User management" href="/admin/user-management">
        Find players by any of their names and change their permissions.
      </HubCard>,
      <HubCard
        key="events"
        title="Events"
        href="/admin/events"
        count={events.isSuccess ? plural(events.data.length, 'event') : undefined}
        failed={events.isError}
      >
        Create, edit, duplicate and delete events, pick the current one, and edit their teams.
      </HubCard>,
      <JobsCard key="jobs" />,
      <HubCard
        key="discord"
        title={current ? `Discord of ${current.name}` : 'Discord'}
        href={current ? `/admin/events/${current.id}/discord` : undefined}
      >
        {current
          ? 'Post new submissions, decisions, milestones and failing jobs to Discord channels, and see what got through.'
          : 'There is no current event. Admins open any event’s Discord webhooks from the events list.'}
      </HubCard>,
    );
  }
  if (organises) {
    cards.push(
      <HubCard key="team-sort" title="Team sort" href="/admin/team-sort">
        Every sign-up with the waitlist, a fair team suggestion from the server, and saving the assignments.
      </HubCard>,
      <HubCard key="audit" title="Audit log" href="/admin/audit-log">
        Who changed what, and when, with the values before and after.
      </HubCard>,
      <HubCard key="overlay" title="Stream overlay" href="/admin/overlay">
        The address of a see-through overlay for OBS with live team totals, the latest scores or race results.
      </HubCard>,
    );
  }
  if (isAdmin || permissions.includes('objective_designer')) {
    cards.push(
      <HubCard
        key="designer"
        title={current ? `Objectives of ${current.name}` : 'Objectives'}
        href={current ? `/admin/events/${current.id}/categories` : undefined}
      >
        {current ? (
          <>
            The objective tree, its conditions and the item tester; the{' '}
            <NavLink href={`/admin/events/${current.id}/scoring-presets`} className={() => 'link'}>
              scoring presets
            </NavLink>{' '}
            that give the points.
          </>
        ) : (
          'There is no current event. Admins open any event’s objectives from the events list.'
        )}
      </HubCard>,
    );
  }
  if (judges) cards.push(<SubmissionsCard key="submissions" current={current} loading={events.isPending} />);
  if (leadsTeamId !== null) {
    const team = current?.teams.find((candidate) => candidate.id === leadsTeamId);
    cards.push(
      <HubCard key="lead" title="Team suggestions" href="/admin/team-suggestions">
        {team && current ? `You lead ${team.name} in ${current.name}.` : 'You lead a team in the current event.'} Mark
        the objectives your team should focus on and leave the team a message.
      </HubCard>,
    );
  }
  if (isAdmin || leadsTeamId !== null) {
    cards.push(
      <HubCard key="guild" title="Guild stashes" href="/admin/guild/">
        {isAdmin
          ? 'Every team’s guild, its stash tabs and their history.'
          : 'Register your team’s guild, choose which stash tabs are fetched and read their history.'}
      </HubCard>,
    );
  }
  if (cards.length === 0) return null;
  return (
    <PageSection id="admin-areas" title="Areas">
      <ul className="grid gap-3 desktop:grid-cols-2">{cards}</ul>
    </PageSection>
  );
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

type HubCardProps = {
  title: string;
  href?: string;
  /** The number that matters here, in words ('3 events'); undefined while loading. */
  count?: string;
  /** Shown as a red badge: something needs attention. */
  alert?: string;
  failed?: boolean;
  children: ReactNode;
};

function HubCard({ title, href, count, alert, failed = false, children }: HubCardProps) {
  return (
    <li className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-200 p-4">
      <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        {href ? (
          <NavLink href={href} className={() => 'link link-hover'}>
            {title}
          </NavLink>
        ) : (
          title
        )}
        {alert && <span className="badge badge-error">{alert}</span>}
      </h3>
      {failed ? (
        <p className="text-sm">The count could not be loaded.</p>
      ) : (
        count !== undefined && <p className="text-2xl font-bold tabular-nums">{count}</p>
      )}
      <p className="text-base-content/80">{children}</p>
    </li>
  );
}

function JobsCard() {
  const jobs = useJobs();
  // The server marks a job `failing` until a run succeeds again.
  const failing = jobs.data?.filter((job) => job.status === 'failing') ?? [];
  const running = jobs.data?.filter((job) => job.status !== 'stopped').length;
  return (
    <HubCard
      title="Recurring jobs"
      href="/admin/recurring-jobs"
      count={running === undefined ? undefined : `${running} running`}
      alert={failing.length > 0 ? `${failing.length} failing` : undefined}
      failed={jobs.isError}
    >
      {failing.length > 0
        ? `Failing: ${failing.map((job) => `${job.job_type} (${plural(job.consecutive_failures, 'failure')} in a row)`).join(', ')}.`
        : 'Ingestion of stashes, characters and guild stashes; they follow the current event.'}
    </HubCard>
  );
}

function SubmissionsCard({ current, loading }: { current: Event | undefined; loading: boolean }) {
  // Keyed 'current' (docs/domain.md §4), the same entry the scores pages use for the current event's submissions.
  const submissions = useSubmissions('current', { enabled: current !== undefined });
  const pending = submissions.data
    ? submissions.data.filter((submission) => submission.approval_status === 'PENDING').length
    : undefined;
  if (!loading && current === undefined) {
    return <HubCard title="Submissions">There is no current event, so nothing waits for review.</HubCard>;
  }
  return (
    <HubCard
      title="Submissions"
      href="/admin/submissions"
      count={pending === undefined ? undefined : plural(pending, 'pending submission')}
      failed={submissions.isError}
    >
      {current ? `Race and bounty completions in ${current.name} waiting for a judge.` : 'Waiting for a judge.'} Approve
      or reject them, or place teams on an objective.
    </HubCard>
  );
}
