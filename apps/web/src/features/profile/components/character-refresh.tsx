import {
  CHARACTER_REFRESH_COOLDOWN_MS,
  type CharacterRefresh,
  type CharacterRefreshOutcome,
  type EventStatus,
} from '@app/shared';
import { BusyButton } from '~/components/ui/busy-button';
import { ActionError, StatusLine } from '~/components/ui/outcome';
import { formatDateTime } from '~/lib/format';
import { useNow } from '~/lib/use-now';
import { useCharacterRefresh, useRequestCharacterRefresh } from '../api/character-refresh';

const OUTCOME_TEXT: Record<CharacterRefreshOutcome, string> = {
  saved: 'your character is up to date',
  no_character: "no character of yours was found in the event's league",
  reconnect_needed: 'your Path of Exile account needs to be linked again (Settings)',
  failed: 'the game did not answer; your character is read again at the next round',
};

/** What the player's last refresh says, in words. */
function refreshText(refresh: CharacterRefresh): string {
  if (refresh.state === 'queued')
    return `Queued at ${formatDateTime(refresh.requested_at)}: your character is read first, within moments.`;
  if (refresh.state === 'done' && refresh.outcome)
    return `Done at ${formatDateTime(refresh.done_at)}: ${OUTCOME_TEXT[refresh.outcome]}.`;
  return '';
}

/**
 * The own profile's "read my character now" (docs/domain.md §3, "Character refresh"): for a player on a team of
 * the current event, so a level or a labyrinth just finished counts without waiting for the next round.
 */
export function CharacterRefreshPanel({ status }: { status: EventStatus | undefined }) {
  const onTeam = status?.team_id != null;
  const refresh = useCharacterRefresh('current', onTeam);
  const request = useRequestCharacterRefresh('current');
  const now = useNow(15_000);
  if (!onTeam || !refresh.data) return null;
  const { data } = refresh;
  const waitUntil =
    data.next_allowed_at !== null && Date.parse(data.next_allowed_at) > now ? data.next_allowed_at : null;
  return (
    <section aria-label="Character refresh" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <BusyButton
          busy={request.isPending || data.state === 'queued'}
          disabled={waitUntil !== null}
          className="btn btn-outline btn-sm"
          onClick={() => request.mutate()}
        >
          Refresh my character now
        </BusyButton>
        <span className="text-sm text-base-content/80">
          {waitUntil !== null
            ? `You can ask again at ${formatDateTime(waitUntil)}.`
            : `Read again now instead of at the next round; once per ${CHARACTER_REFRESH_COOLDOWN_MS / 60_000} minutes.`}
        </span>
      </div>
      <StatusLine>{refreshText(data)}</StatusLine>
      {request.isError && <ActionError lead="The refresh was not queued" error={request.error} />}
    </section>
  );
}
