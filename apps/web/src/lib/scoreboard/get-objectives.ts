import type { Objective } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { objectivesQueryKey, USER_SCOPED, type EventKey } from '~/lib/query-keys';
import { eventReadOptions } from '~/lib/event-read-options';

/** The next time a masked objective opens (epoch ms), when the tree must be read again to show it. */
export function nextRelease(root: Objective | undefined, now: number): number | undefined {
  let next: number | undefined;
  const pending = root ? [root] : [];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const at = node.name === '' && node.valid_from !== null ? Date.parse(node.valid_from) : NaN;
    if (at > now && (next === undefined || at < next)) next = at;
    pending.push(...node.children);
  }
  return next;
}

/** Read a little after a release, so the server (which unmasks by its own clock) surely shows it. */
const RELEASE_MARGIN_MS = 1500;

/**
 * The objective tree, each node with its scoring preset. Objectives released
 * later come masked (empty name, no children) except to admins and objective designers.
 */
export function objectivesQueryOptions(eventId: EventKey) {
  return eventReadOptions('getObjectives', eventId, objectivesQueryKey(eventId), {
    staleTime: 5 * 60_000,
    // A masked objective turns into a real one at its release time: read the tree again then, not minutes later.
    refetchInterval: (query) => {
      const now = Date.now();
      const next = nextRelease(query.state.data, now);
      return next === undefined ? false : Math.min(next - now + RELEASE_MARGIN_MS, 2 ** 31 - 1);
    },
    // What is masked depends on who asks.
    meta: USER_SCOPED,
  });
}

export function useObjectives(eventId: EventKey) {
  return useQuery(objectivesQueryOptions(eventId));
}
