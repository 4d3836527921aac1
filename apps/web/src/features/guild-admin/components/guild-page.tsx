import type { Guild, Team } from '@app/shared';
import { useId, useState, type FormEvent } from 'react';
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/query-state';
import { useCurrentEvent, useEventTeams } from '~/lib/event-reads';
import { useGuilds } from '../api/get-guilds';
import { useSaveGuild } from '../api/save-guild';
import { parseGuildId } from '../guild';

type Viewer = { isAdmin: boolean; teamId: number | null; isLead: boolean };

/** Spec §7 Guild stash: which game guild each team uses; a team lead registers their team's. */
export function GuildPage({ viewer }: { viewer: Viewer }) {
  const event = useCurrentEvent();
  if (event.isPending) return <LoadingState label="Loading the event..." />;
  if (event.isError) {
    return (
      <ErrorState title="The event could not be loaded." error={event.error} onRetry={() => void event.refetch()} />
    );
  }
  if (!event.data) return <EmptyState title="No event is running">Guilds belong to the current event.</EmptyState>;
  return <Guilds eventId={event.data.id} viewer={viewer} />;
}

function Guilds({ eventId, viewer }: { eventId: number; viewer: Viewer }) {
  const guilds = useGuilds(eventId);
  const teams = useEventTeams(eventId);
  if (guilds.isPending || teams.isPending) return <LoadingState label="Loading guilds..." />;
  if (guilds.isError || teams.isError) {
    return (
      <ErrorState
        title="The guilds could not be loaded."
        error={guilds.error ?? teams.error}
        onRetry={() => {
          void guilds.refetch();
          void teams.refetch();
        }}
      />
    );
  }
  const teamName = new Map(teams.data.map((team) => [team.id, team.name]));
  const own = viewer.teamId === null ? undefined : guilds.data.find((guild) => guild.team_id === viewer.teamId);
  const ownTeam = teams.data.find((team) => team.id === viewer.teamId);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="registered-guilds" className="flex flex-col gap-2">
        <h2 id="registered-guilds" className="text-xl font-semibold">
          {viewer.isAdmin ? 'Registered guilds' : 'Your team’s guild'}
        </h2>
        {guilds.data.length === 0 ? (
          <EmptyState title="No guild registered yet">
            {viewer.isLead ? 'Register your team’s guild below.' : 'A team lead registers the team’s guild.'}
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-2">
            {guilds.data.map((guild) => (
              <li key={guild.id} className="rounded-box border border-base-300 p-3">
                <span className="font-semibold">{guild.name}</span>
                {guild.tag && <span> [{guild.tag}]</span>}
                <span className="block text-sm text-base-content/80">
                  Guild {guild.id} · {teamName.get(guild.team_id) ?? `Team ${guild.team_id}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {viewer.isLead && ownTeam ? (
        <RegisterGuild eventId={eventId} team={ownTeam} current={own} />
      ) : (
        <p className="text-base-content/80">Only team leads register guilds, each for their own team.</p>
      )}
    </div>
  );
}

function RegisterGuild({ eventId, team, current }: { eventId: number; team: Team; current: Guild | undefined }) {
  const idId = useId();
  const nameId = useId();
  const tagId = useId();
  const hintId = useId();
  const errorId = useId();
  const [guildId, setGuildId] = useState(current ? String(current.id) : '');
  const [name, setName] = useState(current?.name ?? '');
  const [tag, setTag] = useState(current?.tag ?? '');
  const [error, setError] = useState<{ field: 'id' | 'name'; message: string } | null>(null);
  const [outcome, setOutcome] = useState('');
  const save = useSaveGuild(eventId);

  function submit(submitEvent: FormEvent) {
    submitEvent.preventDefault();
    setOutcome('');
    const id = parseGuildId(guildId);
    if (id === null) {
      setError({
        field: 'id',
        message: 'Enter the guild’s number: the digits at the end of its profile page’s address on pathofexile.com.',
      });
      document.getElementById(idId)?.focus();
      return;
    }
    if (name.trim() === '') {
      setError({ field: 'name', message: 'Enter the guild’s name.' });
      document.getElementById(nameId)?.focus();
      return;
    }
    save.mutate(
      { guildId: id, name: name.trim(), tag: tag.trim() },
      { onSuccess: (saved) => setOutcome(`${saved.name} is registered for ${team.name}.`) },
    );
  }

  const invalid = (field: 'id' | 'name', hint?: string) => {
    const wrong = error?.field === field;
    const describedBy = [hint, wrong ? errorId : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': wrong ? (true as const) : undefined, 'aria-describedby': describedBy || undefined };
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${idId}-heading`}
      className="flex max-w-xl flex-col gap-2 rounded-box border border-base-300 p-4"
    >
      <h2 id={`${idId}-heading`} className="text-lg font-semibold">
        {current ? `Change ${team.name}’s guild` : `Register ${team.name}’s guild`}
      </h2>
      <label htmlFor={idId} className="font-semibold">
        Guild number
      </label>
      <input
        id={idId}
        inputMode="numeric"
        className="input w-full"
        value={guildId}
        onChange={(change) => {
          setGuildId(change.target.value);
          setError(null);
        }}
        {...invalid('id', hintId)}
      />
      <p id={hintId} className="text-sm text-base-content/80">
        On the Path of Exile website, open your guild’s profile page: the number at the end of its address is the
        guild’s number (pathofexile.com/guild/profile/<var>number</var>). Pasting the whole address works too.
      </p>
      <label htmlFor={nameId} className="font-semibold">
        Guild name
      </label>
      <input
        id={nameId}
        className="input w-full"
        maxLength={60}
        value={name}
        onChange={(change) => {
          setName(change.target.value);
          setError(null);
        }}
        {...invalid('name')}
      />
      <label htmlFor={tagId} className="font-semibold">
        Tag (optional)
      </label>
      <input
        id={tagId}
        className="input w-full"
        maxLength={10}
        value={tag}
        onChange={(change) => setTag(change.target.value)}
      />
      {error && (
        <p id={errorId} className="text-sm font-semibold">
          {error.message}
        </p>
      )}
      <button type="submit" className="btn btn-primary self-start" disabled={save.isPending}>
        {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Save guild
      </button>
      <div role="status" className="min-h-6 font-medium">
        {outcome}
      </div>
      {save.isError && (
        <div role="alert" className="alert alert-error text-sm">
          <span>The guild was not saved: {save.error.message || 'An error occurred'}</span>
        </div>
      )}
    </form>
  );
}
