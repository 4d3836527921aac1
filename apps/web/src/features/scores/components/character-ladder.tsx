import { hasUberLab, ladderPersonalObjectivesFinished, personalObjectivePoints } from '@app/scoring';
import type { LadderEntry, Objective, Team } from '@app/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { AscendancyName, AscendancyPortrait } from '~/components/game/ascendancy-badge';
import { ExperienceBar } from '~/components/game/experience-bar';
import { SkillName } from '~/components/game/skill-name';
import { WhyButton } from '~/components/scores/why-button';
import { EmptyState } from '~/components/ui/query-state';
import { SmallSearch, SmallSelect } from '~/components/ui/small-field';
import { TeamName, useReadableTeamColor } from '~/components/ui/team-name';
import { VirtualTable } from '~/components/ui/virtual-table';
import { useEventView } from '~/lib/event-view';
import { formatEhp, formatNumber } from '~/lib/format';
import { usePreferences } from '~/lib/preferences';
import { useObjectives } from '~/lib/scoreboard/get-objectives';
import { personalCategories } from '~/lib/scoreboard/scoreboard';
import { SCOREBOARD_CLOCK_MS } from '~/lib/scoreboard/use-scoreboard';
import { useNow } from '~/lib/use-now';
import { useIsMobile } from '~/lib/use-is-mobile';
import type { LadderScope } from '../scores-search';
import { personalTotalsHidden, splitPersonalObjectives } from './personal-objective-progress';

const DESKTOP_ROW_PX = 56;
const MOBILE_ROW_PX = 84;

/** docs/domain.md §9 ladder P.O. values of an entry; null when the ladder has no character details for it. */
function poValues(entry: LadderEntry) {
  const character = entry.character;
  if (!character) return null;
  const progress = {
    level: entry.level,
    ascendancy_points: character.ascendancy_points,
    atlas_node_count: character.atlas_node_count,
  };
  return {
    points: personalObjectivePoints(progress),
    finished: ladderPersonalObjectivesFinished(progress),
    pantheon: character.pantheon,
    uberLab: hasUberLab(progress),
    atlas: character.atlas_node_count,
  };
}

function YesNo({ value }: { value: boolean | undefined }) {
  if (value === undefined) return <span className="text-base-content/80">–</span>;
  return value ? (
    <span className="font-bold text-success">
      ✓<span className="sr-only">Yes</span>
    </span>
  ) : (
    <span className="text-base-content/80">
      ✗<span className="sr-only">No</span>
    </span>
  );
}

/** A column of a figure, largest first; a character without it sorts last and shows '–'. */
function figureColumn(
  id: string,
  header: string,
  figure: (entry: LadderEntry) => number | undefined,
  format: (value: number) => string = String,
): ColumnDef<LadderEntry> {
  return {
    id,
    header,
    accessorFn: (entry) => figure(entry) ?? -1,
    sortDescFirst: true,
    cell: ({ row: { original: entry } }) => {
      const value = figure(entry);
      return <span className="tabular-nums">{value === undefined ? '–' : format(value)}</span>;
    },
  };
}

/** A column of one of the personal objectives' yes-or-no steps. */
function yesNoColumn(id: string, header: string, step: 'finished' | 'pantheon' | 'uberLab'): ColumnDef<LadderEntry> {
  return {
    id,
    header,
    accessorFn: (entry) => (poValues(entry)?.[step] ? 1 : 0),
    cell: ({ row: { original: entry } }) => <YesNo value={poValues(entry)?.[step]} />,
  };
}

function ascendancyOf(entry: LadderEntry): string {
  return entry.character?.ascendancy || entry.character_class;
}

function CharacterLink({ entry, children }: { entry: LadderEntry; children: ReactNode }) {
  if (entry.user_id === null || !entry.character) return <>{children}</>;
  return (
    <Link
      to="/profile/$userId/$eventId/$characterId"
      params={{ userId: entry.user_id, eventId: entry.character.event_id, characterId: entry.character.id }}
      className="link-hover link"
    >
      {children}
    </Link>
  );
}

/**
 * The objective a character's personal objective points count towards (the capped total of the event's personal
 * objectives), while its team totals are shown; undefined before the scores load or while they are hidden.
 */
function usePersonalTotal(): Objective | undefined {
  // From the tree alone: a scoreboard of its own here would be built again on every score change of the page.
  const { key } = useEventView();
  const objectives = useObjectives(key);
  const now = useNow(SCOREBOARD_CLOCK_MS);
  const category = objectives.data ? personalCategories(objectives.data)[0] : undefined;
  if (!category || personalTotalsHidden(category, now)) return undefined;
  return splitPersonalObjectives(category).total;
}

type Filters = { search: string; teamId: string; finished: 'any' | 'yes' | 'no' };

/** What a search looks in, lower-cased: account, character, class, ascendancy and skill. */
function searchText(entry: LadderEntry): string {
  return [
    entry.account_name,
    entry.character_name,
    entry.character_class,
    ascendancyOf(entry),
    entry.character?.main_skill ?? '',
  ]
    .join(' ')
    .toLowerCase();
}

/** A ladder entry with its search text, worked out once per ladder read rather than on every keystroke. */
type Listed = { entry: LadderEntry; text: string };

function matches({ entry, text }: Listed, filters: Filters): boolean {
  if (filters.teamId !== '' && String(entry.team_id) !== filters.teamId) return false;
  if (filters.finished !== 'any') {
    const finished = poValues(entry)?.finished ?? false;
    if (finished !== (filters.finished === 'yes')) return false;
  }
  const needle = filters.search.trim().toLowerCase();
  return !needle || text.includes(needle);
}

/** An event player's entry: the server gives a team only to characters of the event's participants. */
function isEventPlayer(entry: LadderEntry): boolean {
  return entry.team_id !== null;
}

type CharacterLadderProps = {
  entries: readonly LadderEntry[];
  /** Whether `entries` is the whole ladder, or only its first entries by rank while the whole one loads. */
  complete: boolean;
  /** The event's players (with their team) or every character of the league ladder. */
  scope: LadderScope;
  onScopeChange: (scope: LadderScope) => void;
};

/**
 * docs/domain.md §2 character ladder: the desktop columns (league rank, character, team, ascendancy and skill, DPS, EHP with
 * 2147483647 as inf, level), on poe1 events the P.O. toggle's four extra columns (docs/domain.md §9 formulas from
 * @app/scoring), a one-column card layout with a search box on phones, and 70vh of virtualized rows so 10,000
 * entries scroll smoothly. It lists the event's players unless the whole league ladder is asked for: in a big league strangers
 * would fill the top.
 */
export function CharacterLadder({ entries, complete, scope, onScopeChange }: CharacterLadderProps) {
  const { event, ownTeamId } = useEventView();
  const [preferences, updatePreferences] = usePreferences();
  // The P.O. columns count PoE1's labyrinths, pantheon and atlas, none of which a poe2 event reads.
  const offersPo = event.game_version === 'poe1';
  const showPo = offersPo && preferences.ladder.showPoPoints;
  const mobile = useIsMobile();
  const [filters, setFilters] = useState<Filters>({ search: '', teamId: '', finished: 'any' });
  // Typing stays responsive on a 10,000-row ladder: filtering follows a moment later.
  const deferred = useDeferredValue(filters);
  const scopeId = useId();
  const teamsById = useMemo(() => new Map<number, Team>(event.teams.map((team) => [team.id, team])), [event.teams]);
  const game = event.game_version;
  const readable = useReadableTeamColor();
  const personalTotal = usePersonalTotal();

  // Sorted and indexed once per read or scope: a keystroke on a 20,000-row ladder then only filters.
  const listed = useMemo<Listed[]>(
    () =>
      (scope === 'league' ? [...entries] : entries.filter(isEventPlayer))
        .sort((a, b) => a.rank - b.rank)
        .map((entry) => ({ entry, text: searchText(entry) })),
    [entries, scope],
  );
  const rows = useMemo(
    () => listed.filter((item) => matches(item, deferred)).map(({ entry }) => entry),
    [listed, deferred],
  );
  // While only the head is here, the search and the filters look through it and say so. The head is the ladder's
  // first entries by rank, so what they find are the whole ladder's first matches, in their final places: the top
  // of a big league is found at once, and more matches (a player's own name far down) join below them when the
  // rest arrives; "no match" is never said of the head alone. Sorting by a column waits instead: the highest DPS
  // of the first entries is not the ladder's.
  const noun = (count: number) =>
    scope === 'league' ? (count === 1 ? 'character' : 'characters') : count === 1 ? 'event player' : 'event players';
  const shownOfHead =
    rows.length !== listed.length
      ? `${rows.length} found in the top ${entries.length}`
      : scope === 'league'
        ? `The top ${entries.length}`
        : `${listed.length} ${noun(listed.length)} in the top ${entries.length}`;

  const columns = useMemo<ColumnDef<LadderEntry>[]>(() => {
    // The viewer's team's rows are drawn on the highlight: coloured text is made readable there.
    const own = (entry: LadderEntry) => entry.team_id !== null && entry.team_id === ownTeamId;
    const teamColor = (entry: LadderEntry) => {
      const team = teamsById.get(entry.team_id ?? -1);
      return team ? readable(team.color, own(entry)) : undefined;
    };
    if (mobile) {
      return [
        {
          id: 'card',
          header: 'Character',
          enableSorting: false,
          cell: ({ row: { original: entry } }) => (
            <CharacterLink entry={entry}>
              <span className="flex items-center gap-3">
                <AscendancyPortrait name={ascendancyOf(entry)} game={game} />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-semibold">
                    {entry.rank}. <span style={{ color: teamColor(entry) }}>{entry.character_name}</span>
                    {entry.team_id === null ? (
                      <span className="sr-only">, no team</span>
                    ) : (
                      <span className="text-xs font-normal text-base-content/80">
                        {' '}
                        · {teamsById.get(entry.team_id)?.name ?? 'Team'}
                      </span>
                    )}
                  </span>
                  <span className="truncate text-sm">
                    <SkillName name={entry.character?.main_skill ?? ''} /> ·{' '}
                    <AscendancyName name={ascendancyOf(entry)} game={game} highlighted={own(entry)} />
                  </span>
                  <span className="flex items-center gap-1 text-xs">
                    lvl <ExperienceBar level={entry.level} experience={entry.experience} />
                  </span>
                </span>
              </span>
            </CharacterLink>
          ),
        },
      ];
    }
    const base: ColumnDef<LadderEntry>[] = [
      {
        id: 'rank',
        header: 'Rank',
        accessorFn: (entry) => entry.rank,
        cell: ({ row: { original: entry } }) => <span className="tabular-nums">{entry.rank}</span>,
      },
      {
        id: 'character',
        header: 'Character',
        accessorFn: (entry) => entry.character_name,
        cell: ({ row: { original: entry } }) => (
          <span className="flex flex-col">
            <CharacterLink entry={entry}>{entry.character_name}</CharacterLink>
            <span className="text-xs text-base-content/80">{entry.account_name}</span>
          </span>
        ),
      },
      {
        id: 'team',
        header: 'Team',
        accessorFn: (entry) => teamsById.get(entry.team_id ?? -1)?.name ?? '',
        cell: ({ row: { original: entry } }) => (
          <TeamName team={teamsById.get(entry.team_id ?? -1)} highlighted={own(entry)} />
        ),
      },
      {
        id: 'ascendancy',
        header: 'Ascendancy / Skill',
        accessorFn: (entry) => `${ascendancyOf(entry)} ${entry.character?.main_skill ?? ''}`,
        cell: ({ row: { original: entry } }) => (
          <span className="flex items-center gap-2">
            <AscendancyPortrait name={ascendancyOf(entry)} game={game} size="sm" />
            <span className="flex flex-col text-sm">
              <SkillName name={entry.character?.main_skill ?? ''} />
              <AscendancyName name={ascendancyOf(entry)} game={game} highlighted={own(entry)} />
            </span>
          </span>
        ),
      },
      figureColumn('dps', 'DPS', (entry) => entry.stats?.dps, formatNumber),
      figureColumn('ehp', 'EHP', (entry) => entry.stats?.ehp, formatEhp),
      {
        id: 'level',
        header: 'Level',
        accessorFn: (entry) => entry.experience,
        sortDescFirst: true,
        cell: ({ row: { original: entry } }) => <ExperienceBar level={entry.level} experience={entry.experience} />,
      },
    ];
    if (!showPo) return base;
    const poPoints: ColumnDef<LadderEntry> = {
      id: 'po-points',
      header: 'P.O. Points',
      accessorFn: (entry) => poValues(entry)?.points ?? -1,
      sortDescFirst: true,
      cell: ({ row: { original: entry } }) => {
        const points = poValues(entry)?.points;
        if (points === undefined) return <span className="text-base-content/80">–</span>;
        const team = teamsById.get(entry.team_id ?? -1);
        // An event player's points open the evidence of what they count towards: their team's total.
        if (!team || !personalTotal) return <span className="tabular-nums">{points}</span>;
        return (
          <WhyButton
            objective={personalTotal}
            team={team}
            points={points}
            label={`Why ${entry.character_name}’s ${points} P.O. points count for ${team.name}`}
            className="tabular-nums"
          >
            {points}
          </WhyButton>
        );
      },
    };
    return [
      ...base,
      poPoints,
      yesNoColumn('po-finished', 'P.O. Finished', 'finished'),
      yesNoColumn('pantheon', 'Pantheon', 'pantheon'),
      yesNoColumn('uber-lab', 'Uber Lab', 'uberLab'),
      figureColumn('atlas', 'Atlas Points', (entry) => poValues(entry)?.atlas),
    ];
  }, [mobile, showPo, teamsById, game, readable, ownTeamId, personalTotal]);

  return (
    <section aria-labelledby="character-ladder" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="character-ladder" className="text-xl font-semibold">
          Ladder
        </h2>
        {offersPo && (
          <button
            type="button"
            className={`btn btn-sm ${showPo ? 'btn-primary' : 'btn-outline'}`}
            aria-pressed={showPo}
            onClick={() =>
              updatePreferences((current) => ({ ...current, ladder: { showPoPoints: !current.ladder.showPoPoints } }))
            }
          >
            P.O. columns
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SmallSearch
          label="Search"
          placeholder="Character, account, class or skill"
          value={filters.search}
          onChange={(search) => setFilters((current) => ({ ...current, search }))}
        />
        {!mobile && (
          <SmallSelect
            label="Team"
            value={filters.teamId}
            onChange={(teamId) => setFilters((current) => ({ ...current, teamId }))}
          >
            <option value="">All teams</option>
            {event.teams.map((team) => (
              <option key={team.id} value={String(team.id)}>
                {team.name}
                {team.id === ownTeamId ? ' (your team)' : ''}
              </option>
            ))}
          </SmallSelect>
        )}
        {!mobile && showPo && (
          <SmallSelect
            label="P.O. Finished"
            value={filters.finished}
            onChange={(finished) =>
              setFilters((current) => ({ ...current, finished: finished as Filters['finished'] }))
            }
          >
            <option value="any">Any</option>
            <option value="yes">Finished</option>
            <option value="no">Not finished</option>
          </SmallSelect>
        )}
        <label className="flex items-center gap-2 text-sm" htmlFor={scopeId}>
          <input
            id={scopeId}
            type="checkbox"
            className="toggle toggle-sm"
            checked={scope === 'league'}
            onChange={(change) => onScopeChange(change.target.checked ? 'league' : 'event')}
          />
          Whole league ladder
        </label>
        <p className="text-sm text-base-content/80" aria-live="polite">
          {!complete
            ? `${shownOfHead} · loading the rest…`
            : rows.length === listed.length
              ? `${listed.length} ${noun(listed.length)}`
              : `${rows.length} of ${listed.length} ${noun(listed.length)}`}
          {complete && scope === 'event' && ` (${entries.length} on the league ladder)`}
        </p>
      </div>
      {entries.length === 0 ? (
        <EmptyState title="No characters on the ladder yet">
          Characters appear here once players log in to the game.
        </EmptyState>
      ) : complete && listed.length === 0 ? (
        <EmptyState title="No event player on the ladder yet">
          The event's players appear here once their characters reach the league ladder; the whole league ladder shows
          everyone.
        </EmptyState>
      ) : (
        <VirtualTable
          data={rows}
          columns={columns}
          caption="Character ladder"
          getRowId={(entry) => `${entry.rank}:${entry.character_name}`}
          estimateRowHeight={mobile ? MOBILE_ROW_PX : DESKTOP_ROW_PX}
          rowClassName={(entry) =>
            entry.team_id !== null && entry.team_id === ownTeamId ? 'bg-highlight text-highlight-content' : ''
          }
          sortable={complete}
          empty={complete ? 'No character matches the search.' : 'Loading the rest of the ladder…'}
        />
      )}
    </section>
  );
}
