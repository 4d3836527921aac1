import type { Event, GameVersion } from '@app/shared';

export type Milestone = { label: string; at: number };

/**
 * The next moment worth counting down to: applications opening, the start, then the end. Null once the
 * event is over.
 */
export function nextMilestone(event: Event, nowMs: number): Milestone | null {
  const milestones: Milestone[] = [
    { label: 'Applications open in', at: Date.parse(event.application_start_time) },
    { label: 'The event starts in', at: Date.parse(event.event_start_time) },
    { label: 'The event ends in', at: Date.parse(event.event_end_time) },
  ];
  return milestones.find((milestone) => Number.isFinite(milestone.at) && milestone.at > nowMs) ?? null;
}

/** Whether applications are being taken right now. */
export function applicationsOpen(event: Event, nowMs: number): boolean {
  return Date.parse(event.application_start_time) <= nowMs && nowMs < Date.parse(event.application_end_time);
}

export const GAME_NAMES: Record<GameVersion, string> = {
  poe1: 'Path of Exile',
  poe2: 'Path of Exile 2',
};
