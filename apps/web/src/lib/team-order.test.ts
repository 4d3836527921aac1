import { describe, expect, it } from 'vitest';
import { limitTeams, orderTeams } from './team-order';

const teams = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
const totals: Record<number, number> = { 1: 10, 2: 40, 3: 40, 4: 5 };

describe('team order', () => {
  it('puts the own team first, then the rest by total score, ties by id', () => {
    expect(orderTeams(teams, 4, (id) => totals[id] ?? 0).map((team) => team.id)).toEqual([4, 2, 3, 1]);
    expect(orderTeams(teams, null, (id) => totals[id] ?? 0).map((team) => team.id)).toEqual([2, 3, 1, 4]);
  });

  it('keeps the first N teams, all of them for 0', () => {
    const ordered = orderTeams(teams, 4, (id) => totals[id] ?? 0);
    expect(limitTeams(ordered, 2).map((team) => team.id)).toEqual([4, 2]);
    expect(limitTeams(ordered, 0)).toHaveLength(4);
  });

  it('leaves the input array as it was', () => {
    const input = [...teams];
    orderTeams(input, 3, () => 0);
    expect(input.map((team) => team.id)).toEqual([1, 2, 3, 4]);
  });
});
