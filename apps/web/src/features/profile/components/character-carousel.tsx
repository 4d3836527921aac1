import type { CharacterSummary, Event } from '@app/shared';
import { Link } from '@tanstack/react-router';
import { AscendancyName, AscendancyPortrait } from '~/components/game/ascendancy-badge';

/** "Sandbox Sprint (PL7777)" → "Sandbox Sprint": the league id suffix is noise in a pill. */
export function shortEventName(name: string): string {
  return name.split(' (PL')[0]?.trim() || name;
}

type CharacterCarouselProps = {
  userId: number;
  /** Newest event first. */
  characters: readonly CharacterSummary[];
  events: ReadonlyMap<number, Event>;
  activeCharacterId: string | undefined;
};

/**
 * docs/domain.md §2 profile carousel: one pill per event with the user's character there, newest event first. A row of
 * links that scrolls sideways; the current one is marked with aria-current.
 */
export function CharacterCarousel({ userId, characters, events, activeCharacterId }: CharacterCarouselProps) {
  return (
    <nav aria-label="Characters by event">
      <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
        {characters.map((character) => {
          const event = events.get(character.event_id);
          const game = event?.game_version ?? 'poe1';
          const active = character.id === activeCharacterId;
          return (
            <li key={`${character.event_id}:${character.id}`} className="snap-start">
              <Link
                to="/profile/$userId/$eventId/$characterId"
                params={{ userId, eventId: character.event_id, characterId: character.id }}
                aria-current={active ? 'page' : undefined}
                className={`flex w-64 items-center gap-3 rounded-box border-2 bg-base-200 p-3 hover:bg-base-300 ${active ? 'border-primary' : 'border-base-300'}`}
              >
                <AscendancyPortrait name={character.ascendancy || character.character_class} game={game} />
                <span className="flex min-w-0 flex-col text-sm">
                  <span className="truncate text-base-content/80">
                    {event ? shortEventName(event.name) : `Event ${character.event_id}`}
                  </span>
                  <span className="truncate font-semibold">{character.name}</span>
                  <span>
                    Level {character.level}{' '}
                    <AscendancyName name={character.ascendancy || character.character_class} game={game} />
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
