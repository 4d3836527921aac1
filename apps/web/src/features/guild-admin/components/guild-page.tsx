import type { Guild, Team } from '@app/shared';
import { useId, useState, type FormEvent } from 'react';
import { TextInputField } from '~/components/ui/form-field';
import { EmptyState, QueryRegion } from '~/components/ui/query-state';
import { BusyButton } from '~/components/ui/busy-button';
import { ActionError, StatusLine } from '~/components/ui/outcome';
import { Panel } from '~/components/ui/panel';
import { useGuildsWithTeams } from '../api/get-guilds';
import { useSaveGuild } from '../api/save-guild';
import { parseGuildId, teamNamer } from '../guild';
import { WithCurrentEvent } from './with-current-event';
import { PageSection } from '~/components/layout/page';

type Viewer = { isAdmin: boolean; teamId: number | null; isLead: boolean };

/** Which game guild each team uses; a team lead registers their team's. */
export function GuildPage({ viewer }: { viewer: Viewer }) {
  return (
    <WithCurrentEvent belongs="Guilds belong to the current event.">
      {(event) => <Guilds eventId={event.id} viewer={viewer} />}
    </WithCurrentEvent>
  );
}

function Guilds({ eventId, viewer }: { eventId: number; viewer: Viewer }) {
  const guilds = useGuildsWithTeams(eventId);
  return (
    <QueryRegion query={guilds} loadingLabel="Loading guilds..." errorTitle="The guilds could not be loaded.">
      {([guildList, teamList]) => <GuildList guilds={guildList} teams={teamList} viewer={viewer} eventId={eventId} />}
    </QueryRegion>
  );
}

function GuildList({
  eventId,
  guilds,
  teams,
  viewer,
}: {
  eventId: number;
  guilds: readonly Guild[];
  teams: readonly Team[];
  viewer: Viewer;
}) {
  const teamName = teamNamer(teams);
  const own = viewer.teamId === null ? undefined : guilds.find((guild) => guild.team_id === viewer.teamId);
  const ownTeam = teams.find((team) => team.id === viewer.teamId);
  return (
    <div className="flex flex-col gap-6">
      <PageSection id="registered-guilds" title={viewer.isAdmin ? 'Registered guilds' : 'Your team’s guild'} compact>
        {guilds.length === 0 ? (
          <EmptyState title="No guild registered yet">
            {viewer.isLead ? 'Register your team’s guild below.' : 'A team lead registers the team’s guild.'}
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-2">
            {guilds.map((guild) => (
              <li key={guild.id} className="rounded-box border border-base-300 p-3">
                <span className="font-semibold">{guild.name}</span>
                {guild.tag && <span> [{guild.tag}]</span>}
                <span className="block text-sm text-base-content/80">
                  Guild {guild.id} · {teamName(guild.team_id)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </PageSection>
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

  const errorOf = (field: 'id' | 'name') => (error?.field === field ? error.message : null);
  /** Typing into a checked field drops the check's message: it spoke of what was there before. */
  const editChecked = (set: (value: string) => void) => (text: string) => {
    set(text);
    setError(null);
  };
  return (
    <Panel
      title={current ? `Change ${team.name}’s guild` : `Register ${team.name}’s guild`}
      onSubmit={submit}
      className="max-w-xl"
    >
      <TextInputField
        id={idId}
        label="Guild number"
        error={errorOf('id')}
        hint={
          <>
            On the Path of Exile website, open your guild’s profile page: the number at the end of its address is the
            guild’s number (pathofexile.com/guild/profile/<var>number</var>). Pasting the whole address works too.
          </>
        }
        inputMode="numeric"
        value={guildId}
        onChange={editChecked(setGuildId)}
      />
      <TextInputField
        id={nameId}
        label="Guild name"
        error={errorOf('name')}
        maxLength={60}
        value={name}
        onChange={editChecked(setName)}
      />
      <TextInputField id={tagId} label="Tag (optional)" maxLength={10} value={tag} onChange={setTag} />
      <BusyButton busy={save.isPending} type="submit" className="btn btn-primary self-start">
        Save guild
      </BusyButton>
      <StatusLine>{outcome}</StatusLine>
      {save.isError && <ActionError lead="The guild was not saved" error={save.error} />}
    </Panel>
  );
}
