import type { Objective } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { node } from '~/lib/scoreboard/scores.fixture';
import { findNode, listCategories, moveCandidates, pathTo, subtreeSize } from './objective-tree';

const category = (id: number, name: string, children: Objective[]) =>
  node(id, name, { objective_type: 'CATEGORY', children });

// Root(1) ─ Uniques(2) ─ Sets(3) ─ Goldrim(4, item)
//         └ Races(5) ─ Level 90(6, item)
const tree = category(1, 'Root', [
  category(2, 'Uniques', [category(3, 'Sets', [node(4, 'Goldrim')])]),
  category(5, 'Races', [node(6, 'Level 90')]),
]);

describe('findNode and pathTo', () => {
  it('find a node anywhere in the tree and the way down to it', () => {
    expect(findNode(tree, 4)?.name).toBe('Goldrim');
    expect(findNode(tree, 99)).toBeUndefined();
    expect(pathTo(tree, 4).map((n) => n.id)).toEqual([1, 2, 3, 4]);
    expect(pathTo(tree, 99)).toEqual([]);
  });
});

describe('listCategories', () => {
  it('lists categories only, labelled with their path', () => {
    expect(listCategories(tree)).toEqual([
      { id: 1, label: 'Root', depth: 0 },
      { id: 2, label: 'Root › Uniques', depth: 1 },
      { id: 3, label: 'Root › Uniques › Sets', depth: 2 },
      { id: 5, label: 'Root › Races', depth: 1 },
    ]);
  });
});

describe('moveCandidates', () => {
  it("leaves out the node's own subtree, so a category is never offered a place under itself", () => {
    expect(moveCandidates(tree, 2).map((option) => option.id)).toEqual([1, 5]);
  });

  it('offers every category to an objective, its current parent included', () => {
    expect(moveCandidates(tree, 4).map((option) => option.id)).toEqual([1, 2, 3, 5]);
  });
});

describe('subtreeSize', () => {
  it('counts the node and everything below it', () => {
    expect(subtreeSize(findNode(tree, 2) as Objective)).toBe(3);
    expect(subtreeSize(findNode(tree, 6) as Objective)).toBe(1);
  });
});
