/**
 * One rule for which teams a score view shows and in what order (docs/reference-tracker.md §2 item 7 fixes the reference,
 * which cut teams by id in one widget and by points in another): the viewer's own team first, then by total
 * event score descending, then by id. The limitTeams preference (0 = no limit, docs/domain.md §3) keeps the first N.
 */
export function orderTeams<T extends { id: number }>(
  teams: readonly T[],
  ownTeamId: number | null,
  totalOf: (teamId: number) => number,
): T[] {
  return [...teams].sort((a, b) => {
    if (a.id === ownTeamId) return -1;
    if (b.id === ownTeamId) return 1;
    return totalOf(b.id) - totalOf(a.id) || a.id - b.id;
  });
}

export function limitTeams<T>(ordered: readonly T[], limit: number): T[] {
  return limit > 0 ? ordered.slice(0, limit) : [...ordered];
}
