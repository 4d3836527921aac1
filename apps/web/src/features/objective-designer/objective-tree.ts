import type { Objective } from '@app/shared';

/**
 * The ids of a node's scoring rules, in order: `scoring_preset_ids`, or the single `scoring_preset_id` of an answer
 * that gives only that.
 */
export function ruleIdsOf(node: Objective): number[] {
  if (node.scoring_preset_ids.length > 0) return node.scoring_preset_ids;
  return node.scoring_preset_id === null ? [] : [node.scoring_preset_id];
}

/** The node with this id in the tree, or undefined. */
export function findNode(root: Objective, id: number): Objective | undefined {
  if (root.id === id) return root;
  for (const child of root.children) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}

/** The nodes from the root down to (and including) the node with this id; [] when it is not in the tree. */
export function pathTo(root: Objective, id: number): Objective[] {
  if (root.id === id) return [root];
  for (const child of root.children) {
    const below = pathTo(child, id);
    if (below.length > 0) return [root, ...below];
  }
  return [];
}

export type CategoryOption = { id: number; label: string; depth: number };

/** Every category of the tree in depth-first order, labelled with its path ("Root › Uniques › Sets"). */
export function listCategories(root: Objective): CategoryOption[] {
  const options: CategoryOption[] = [];
  const walk = (node: Objective, names: string[]) => {
    if (node.objective_type !== 'CATEGORY') return;
    const path = [...names, node.name || `#${node.id}`];
    options.push({ id: node.id, label: path.join(' › '), depth: path.length - 1 });
    node.children.forEach((child) => walk(child, path));
  };
  walk(root, []);
  return options;
}

function subtreeIds(node: Objective, into = new Set<number>()): Set<number> {
  into.add(node.id);
  node.children.forEach((child) => subtreeIds(child, into));
  return into;
}

/**
 * The categories a node may move to: every category except the node itself and its descendants (the server
 * refuses those as cycles anyway; not offering them saves the round trip). The current parent stays in the list
 * so the picker can show where the node is now.
 */
export function moveCandidates(root: Objective, nodeId: number): CategoryOption[] {
  const node = findNode(root, nodeId);
  const excluded = node ? subtreeIds(node) : new Set<number>();
  return listCategories(root).filter((option) => !excluded.has(option.id));
}

/** How many nodes a delete takes with it (the node and everything below), for the confirmation text. */
export function subtreeSize(node: Objective): number {
  return subtreeIds(node).size;
}
