import type { CharacterStats, CharacterSummary, GameVersion } from '@app/shared';
import { AscendancyName, AscendancyPortrait } from '~/components/game/ascendancy-badge';
import { SkillName } from '~/components/game/skill-name';
import { QueryRegion } from '~/components/ui/query-state';
import { useReadableTeamColor } from '~/components/ui/team-name';
import { describeClass } from '~/lib/game-data/ascendancies';
import { levelProgress, MAX_LEVEL, type LevelProgress } from '~/lib/game-data/experience';
import { formatDateTime, formatEhp, formatNumber } from '~/lib/format';
import { useCharacterHistory } from '../api/get-character-history';
import { CharacterBuild } from './character-build';
import { CharacterStatsChart } from './character-stats-chart';
import { StatCards, type StatCard } from './stat-cards';

/** What the bar says about the way to the next level, in words (also the progress bar's name). */
function describeProgress(progress: LevelProgress, experience: number): { text: string; label: string } {
  if (progress.level === MAX_LEVEL) {
    return { text: `${formatNumber(experience)} experience (maximum level)`, label: 'Maximum level reached' };
  }
  if (progress.fraction === null) {
    // Experience that does not fit the level on the table: show what is known, claim no progress.
    return { text: `${formatNumber(experience)} experience`, label: `Level ${progress.level}` };
  }
  const percent = Math.floor(progress.fraction * 100);
  return {
    text: `${formatNumber(progress.gained)} / ${formatNumber(progress.needed)} experience (${percent}%)`,
    label: `${percent}% of the way to level ${progress.level + 1}`,
  };
}

function LevelBar({ level, experience }: { level: number; experience: number }) {
  const progress = levelProgress(level, experience);
  const { text, label } = describeProgress(progress, experience);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="text-2xl font-bold">Level {progress.level}</span>
        <span className="text-sm tabular-nums text-base-content/80">{text}</span>
      </div>
      {progress.fraction !== null && (
        <progress
          className="progress progress-info w-full"
          value={progress.fraction * 100}
          max={100}
          aria-label={label}
        />
      )}
    </div>
  );
}

const STAT_ROWS: StatCard<CharacterStats>[] = [
  { label: 'DPS', value: (stats) => formatNumber(stats.dps) },
  { label: 'EHP', value: (stats) => formatEhp(stats.ehp) },
  { label: 'Life', value: (stats) => formatNumber(stats.hp) },
  { label: 'Mana', value: (stats) => formatNumber(stats.mana) },
  { label: 'Energy shield', value: (stats) => formatNumber(stats.es) },
  { label: 'Armour', value: (stats) => formatNumber(stats.armour) },
  { label: 'Evasion', value: (stats) => formatNumber(stats.evasion) },
  { label: 'Elemental max hit', value: (stats) => formatNumber(stats.ele_max_hit) },
  { label: 'Physical max hit', value: (stats) => formatNumber(stats.phys_max_hit) },
  { label: 'Movement speed', value: (stats) => `${formatNumber(stats.movement_speed)}%` },
];

/** docs/domain.md §2 character page: level and experience bar, ascendancy, main skill, progress facts and the stats history. */
export function CharacterDetails({
  userId,
  character,
  game,
}: {
  userId: number;
  character: CharacterSummary;
  game: GameVersion;
}) {
  const history = useCharacterHistory(userId, character.id);
  const colorFor = useReadableTeamColor();
  const ascendancy = character.ascendancy || character.character_class;
  const info = describeClass(ascendancy, game);
  return (
    <article aria-labelledby="character-name" className="flex flex-col gap-6">
      <header className="card bg-base-200">
        <div className="card-body gap-4">
          <div className="flex flex-wrap items-center gap-4">
            <AscendancyPortrait name={ascendancy} game={game} size="lg" />
            <div className="flex flex-col">
              <h2 id="character-name" className="text-2xl font-bold">
                {character.name}
              </h2>
              <p>
                <AscendancyName name={ascendancy} game={game} />
                {info.baseClass && info.baseClass !== info.name && (
                  <span className="text-base-content/80"> ({info.baseClass})</span>
                )}
              </p>
              <p>
                Main skill: <SkillName name={character.main_skill} />
              </p>
            </div>
          </div>
          <LevelBar level={character.level} experience={character.experience} />
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm desktop:grid-cols-4">
            <dt className="text-base-content/80">Ascendancy points</dt>
            <dd>{character.ascendancy_points}</dd>
            {/* Path of Exile 2 has no pantheon or delve, and its atlas is not read (docs/external-services.md §1.7). */}
            {game === 'poe1' && (
              <>
                <dt className="text-base-content/80">Atlas passives</dt>
                <dd>{character.atlas_node_count}</dd>
                <dt className="text-base-content/80">Pantheon</dt>
                <dd>{character.pantheon ? 'Unlocked' : 'Not unlocked'}</dd>
                <dt className="text-base-content/80">Delve depth</dt>
                <dd>{character.delve_depth}</dd>
              </>
            )}
            <dt className="text-base-content/80">Last change</dt>
            <dd>{formatDateTime(character.timestamp) || '–'}</dd>
          </dl>
        </div>
      </header>
      <QueryRegion
        query={history}
        loadingLabel="Loading stats..."
        errorTitle="The character's stats could not be loaded."
      >
        {(points) => (
          <>
            <LatestStats latest={points.at(-1)} />
            <CharacterStatsChart history={points} color={colorFor(info.color)} />
          </>
        )}
      </QueryRegion>
      <CharacterBuild userId={userId} characterId={character.id} />
    </article>
  );
}

function LatestStats({ latest }: { latest: CharacterStats | undefined }) {
  if (!latest) return <p>No stats have been recorded for this character yet.</p>;
  return (
    <section aria-labelledby="latest-stats" className="flex flex-col gap-2">
      <h2 id="latest-stats" className="text-xl font-semibold">
        Latest stats
      </h2>
      <StatCards cards={STAT_ROWS} stats={latest} columns="desktop:grid-cols-5" />
    </section>
  );
}
