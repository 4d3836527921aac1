import type { Event, EventUsers } from '@app/shared';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { EventKey } from './query-keys';

/**
 * The event a group of pages is about, as the viewer sees it: which team the viewer is in, whether they lead it,
 * and who plays for which team. A layout route provides it once (it has already waited for the event), so the
 * pages below read it without loading or passing it along.
 */
export type EventView = {
  event: Event;
  /** Cache key part for the event ('current' for the current event, docs/domain.md §4). */
  key: EventKey;
  userId: number | null;
  ownTeamId: number | null;
  isTeamLead: boolean;
  /** user id → display name; empty until the players have loaded. */
  userNames: ReadonlyMap<number, string>;
  /** user id → team id. */
  teamOfUser: ReadonlyMap<number, number>;
  /** The players could not be loaded (names then read 'Unknown User'). */
  usersFailed: boolean;
};

const EventViewContext = createContext<EventView | null>(null);

type EventViewProviderProps = {
  event: Event;
  eventKey: EventKey;
  userId: number | null;
  ownTeamId: number | null;
  isTeamLead: boolean;
  users: EventUsers | undefined;
  usersFailed?: boolean;
  children: ReactNode;
};

export function EventViewProvider(props: EventViewProviderProps) {
  const { event, eventKey, userId, ownTeamId, isTeamLead, users, usersFailed = false, children } = props;
  const value = useMemo<EventView>(() => {
    const userNames = new Map<number, string>();
    const teamOfUser = new Map<number, number>();
    for (const [teamId, members] of Object.entries(users ?? {})) {
      for (const member of members) {
        userNames.set(member.id, member.display_name);
        teamOfUser.set(member.id, Number(teamId));
      }
    }
    return { event, key: eventKey, userId, ownTeamId, isTeamLead, userNames, teamOfUser, usersFailed };
  }, [event, eventKey, userId, ownTeamId, isTeamLead, users, usersFailed]);
  return <EventViewContext.Provider value={value}>{children}</EventViewContext.Provider>;
}

export function useEventView(): EventView {
  const view = useContext(EventViewContext);
  if (!view) throw new Error('useEventView() needs an <EventViewProvider> above it');
  return view;
}

/** docs/domain.md §8 'Unknown User' for a user id we cannot name. */
export function userName(view: Pick<EventView, 'userNames'>, userId: number | null | undefined): string {
  return (userId != null && view.userNames.get(userId)) || 'Unknown User';
}
