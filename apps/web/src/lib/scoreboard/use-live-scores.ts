import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSession } from '~/lib/auth';
import type { EventKey } from '~/lib/query-keys';
import { createLiveScores, type LiveScoresSnapshot } from './live-scores';

/**
 * The live score connection of the event being viewed. Use it once, in the scores layout: the layout stays
 * mounted while moving between tabs, so there is one socket per event (docs/domain.md §4). It reconnects with the new token
 * when the viewer logs in or out, since hidden progress is filtered per team.
 */
export function useLiveScores(eventId: number, key: EventKey): LiveScoresSnapshot {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? null;
  const [live] = useState(() => createLiveScores({ queryClient }));
  useEffect(() => live.follow({ eventId, key, token }), [live, eventId, key, token]);
  useEffect(() => () => live.stop(), [live]);
  return useSyncExternalStore(live.subscribe, live.getSnapshot, live.getSnapshot);
}
