/**
 * FetchCharacterData: for each player with a linked game account, the character that counts (highest level
 * in the event league), its atlas, then the league ladder; player numbers that changed become evidence.
 * A character whose equipment changed is queued for a build calculation by its game's Path of Building
 * (worker/build-queue.ts); a game without a configured service queues nothing.
 */
import { JOB_PAUSES, type CharacterRefreshOutcome } from '@app/shared';
import { isUpstreamError } from '../lib/http/upstream-error';
import { READ_SCOPES } from '../lib/read-cache';
import { finishRefreshes, queuedRefreshes } from '../modules/characters/character-refresh.service';
import { equipmentHash, pickEventCharacter, toCharacterRecord } from '../modules/characters/character-record';
import {
  claimBuildCalculation,
  listPollablePlayers,
  saveCharacter,
} from '../modules/characters/character-sync.service';
import { replaceLadder } from '../modules/characters/ladder.service';
import { recordPlayerEvidence } from '../modules/characters/player-evidence.service';
import { pauseOf } from '../modules/recurring-jobs/recurring-jobs.service';
import { notifyContentChanged, notifyEvidenceAdded } from '../db/signals';
import { realmOf } from '../providers/poe/poe.client';
import { startPoeJob, withPoeToken, type JobDeps } from './job-deps';
import type { JobDefinition } from './job-runner';

const INTERVAL_MS = JOB_PAUSES.FetchCharacterData.defaultMs;
/** Atlas passives open up around the end of the campaign; asking earlier costs a request for nothing. */
const ATLAS_MIN_LEVEL = 55;
const MAX_WAIT_MS = 5 * 60_000;

export function fetchCharacterDataJob(deps: JobDeps, intervalMs = INTERVAL_MS): JobDefinition {
  return {
    type: 'FetchCharacterData',
    intervalMs,
    async run({ eventId, signal }) {
      const { poe, event } = await startPoeJob(deps, eventId);
      const realm = realmOf(event.gameVersion);
      const builds = deps.builds?.serves(event.gameVersion) ? deps.builds : undefined;
      // Read once a run, so an admin's new gap applies from the next run on.
      const buildGapMs = builds ? await pauseOf(deps.ctx.db, 'BuildRecalculation') : 0;
      const options = { signal, maxWaitMs: MAX_WAIT_MS };
      const counters = {
        players: 0,
        characters: 0,
        reconnect_needed: 0,
        player_errors: 0,
        ladder_entries: 0,
        evidence: 0,
        builds_queued: 0,
      };

      // What stops the run early (a rate limit, the ladder) is reported only after the players polled so far
      // have become evidence: a failure must not hold back what was already learned.
      let failure: Error | null = null;
      // Players who asked for a refresh go first; the rest keep their order.
      const queued = await queuedRefreshes(deps.ctx.db, eventId);
      const players = (await listPollablePlayers(deps.ctx.db, eventId)).sort(
        (a, b) => Number(queued.has(b.userId)) - Number(queued.has(a.userId)),
      );
      const refreshed = new Map<number, CharacterRefreshOutcome>();
      for (const player of players) {
        if (signal.aborted) break;
        counters.players++;
        try {
          const polled = await withPoeToken(deps, poe, player.account, async (token) => {
            const chosen = pickEventCharacter(await poe.listCharacters(token, realm, options), event.name);
            if (!chosen) return 'none' as const;
            const character = await poe.findCharacter(token, chosen.name, realm, options);
            if (!character) return 'none' as const;
            const atlas =
              realm === 'pc' && character.level >= ATLAS_MIN_LEVEL
                ? (await poe.getLeagueAccount(token, event.name, options)).atlasNodeCount
                : null;
            await saveCharacter(
              deps.ctx.db,
              eventId,
              player.userId,
              toCharacterRecord(character, deps.ascendancyNodes),
              atlas,
              deps.ctx.now(),
            );
            if (builds) {
              const hash = equipmentHash(character);
              const due = await claimBuildCalculation(deps.ctx.db, character.id, hash, deps.ctx.now(), buildGapMs);
              // A full queue drops the request: the claim's gap passes and the next poll asks again.
              const request = {
                gameVersion: event.gameVersion,
                characterId: character.id,
                equipmentHash: hash,
                character: character.raw,
              };
              if (due && builds.offer(request)) counters.builds_queued++;
            }
            return 'saved' as const;
          });
          if (polled === null) counters.reconnect_needed++;
          else if (polled === 'saved') counters.characters++;
          if (queued.has(player.userId))
            refreshed.set(
              player.userId,
              polled === null ? 'reconnect_needed' : polled === 'saved' ? 'saved' : 'no_character',
            );
        } catch (error) {
          if (signal.aborted) throw error;
          // One player's trouble never stops the others; a rate limit stops the run (the rest wait for the next).
          if (isUpstreamError(error) && error.kind === 'rate_limited') {
            failure = error;
            break;
          }
          counters.player_errors++;
          if (queued.has(player.userId)) refreshed.set(player.userId, 'failed');
          deps.log.error({ err: error, userId: player.userId, eventId }, 'could not poll a player');
        }
      }

      // The ladder only adds delve depth: when it cannot be read, the characters still count with the depth
      // known so far.
      if (failure === null) {
        try {
          const ladder = await poe.listLadder(event.name, realm, options);
          counters.ladder_entries = await replaceLadder(deps.ctx.db, eventId, ladder.entries, deps.ctx.now());
        } catch (error) {
          failure = error instanceof Error ? error : new Error(String(error));
        }
      }
      // The ladder page shows both the ladder and the players' characters.
      if (counters.characters > 0 || counters.ladder_entries > 0) {
        await notifyContentChanged(deps.ctx.db, READ_SCOPES.ladder(eventId));
      }
      counters.evidence = await recordPlayerEvidence(deps.ctx.db, eventId, deps.ctx.now());
      if (counters.evidence > 0) await notifyEvidenceAdded(deps.ctx.db, eventId);
      // Done only now, with the evidence recorded: a refreshed player's new level already counts.
      await finishRefreshes(deps.ctx.db, eventId, refreshed, deps.ctx.now());
      if (failure !== null) throw failure;
      return { counters };
    },
  };
}
