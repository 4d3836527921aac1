import type { CharacterStats, CharacterSummary, Event } from '@app/shared';
import { formatDateTime } from '~/lib/format';
import { useCharacterHistories } from '../api/get-character-history';
import { shortEventName } from './character-carousel';
import { TableBox } from '~/components/ui/scroll-area';
import { TableHead } from '~/components/ui/table-head';

const HOUR_MS = 3_600_000;

/**
 * An estimate of time played from a character's history: the number of distinct clock hours in which something
 * about the character changed. It counts hours of progress, so it is a lower bound of the real /played.
 */
export function activeHours(history: readonly Pick<CharacterStats, 'timestamp'>[]): number {
  return new Set(history.map((stats) => Math.floor(Date.parse(stats.timestamp) / HOUR_MS))).size;
}

/** Per event: the character, its level, and the hours in which it progressed (from character history). */
export function TimePlayed({
  userId,
  characters,
  events,
}: {
  userId: number;
  characters: readonly CharacterSummary[];
  events: ReadonlyMap<number, Event>;
}) {
  const histories = useCharacterHistories(
    userId,
    characters.map((character) => character.id),
  );
  if (characters.length === 0) return <p>No characters of yours have been recorded in any event yet.</p>;
  return (
    <TableBox caption="Time played per event">
      <TableHead columns={['Event', 'Character', 'Level', 'Hours with progress', 'First and last seen']} />
      <tbody>
        {characters.map((character, index) => {
          const query = histories[index];
          const event = events.get(character.event_id);
          const history = query?.data;
          return (
            <tr key={`${character.event_id}:${character.id}`}>
              <th scope="row">{event ? shortEventName(event.name) : `Event ${character.event_id}`}</th>
              <td>{character.name}</td>
              <td>{character.level}</td>
              <td>
                {query?.isPending ? (
                  'Loading...'
                ) : query?.isError ? (
                  <span>
                    Could not be loaded.{' '}
                    <button type="button" className="link" onClick={() => void query.refetch()}>
                      Try again
                    </button>
                  </span>
                ) : (
                  `${activeHours(history ?? [])} h`
                )}
              </td>
              <td className="text-sm">
                {history && history.length > 0
                  ? `${formatDateTime(history[0]?.timestamp)} – ${formatDateTime(history[history.length - 1]?.timestamp)}`
                  : '–'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableBox>
  );
}
