import { scoringRules } from '@app/scoring';
import type { Objective } from '@app/shared';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { ActionButton } from '~/components/ui/action-button';
import { OPERATOR_LABELS } from '../condition-rules';
import { itemFieldLabel } from '../labels';

type TreeViewProps = {
  eventId: number;
  category: Objective;
  /** The node being edited, marked in the tree. */
  selectedId: number | null;
  onEdit: (node: Objective) => void;
  onAdd: (parent: Objective, kind: 'objective' | 'category') => void;
  onDelete: (node: Objective) => void;
};

/**
 * The category's subtree as nested lists. Categories fold open and shut with a button that says whether it is
 * expanded (aria-expanded), so the structure reads the same to a screen reader as it looks; every action button
 * is named after its node.
 */
export function ObjectiveTreeView({ category, ...tree }: TreeViewProps) {
  if (category.children.length === 0) {
    return <p className="text-base-content/80">This category is empty. Add an objective or a category to it.</p>;
  }
  return (
    <ul className="flex flex-col gap-2" aria-label={`Contents of ${category.name || 'the root'}`}>
      <TreeNodes nodes={category.children} depth={0} {...tree} />
    </ul>
  );
}

/** What every node of the tree is drawn with: the event, the selection and the actions. */
type TreeProps = Omit<TreeViewProps, 'category'>;

function TreeNodes({ nodes, depth, ...tree }: TreeProps & { nodes: Objective[]; depth: number }) {
  return nodes.map((node) => <TreeNode key={node.id} node={node} depth={depth} {...tree} />);
}

/** How a leaf's type reads in its summary line. */
const TYPE_NAMES: Record<Objective['objective_type'], string> = {
  ITEM: 'Item',
  PLAYER: 'Player',
  TEAM: 'Team',
  SUBMISSION: 'Submission',
  CATEGORY: 'Category',
};

/** Deeper levels start folded, so a big tree opens readable; the first level shows its contents. */
const OPEN_DEPTH = 1;

function TreeNode({ node, depth, ...tree }: TreeProps & { node: Objective; depth: number }) {
  const { eventId, selectedId, onEdit, onAdd, onDelete } = tree;
  const [open, setOpen] = useState(depth < OPEN_DEPTH);
  const listId = useId();
  const isCategory = node.objective_type === 'CATEGORY';
  const name = node.name || `#${node.id}`;
  const selected = selectedId === node.id;
  const rules = scoringRules(node);
  return (
    <li className="min-w-0">
      <div
        className={`flex flex-wrap items-center gap-2 rounded-box border p-2 ${
          selected ? 'border-primary bg-base-200' : 'border-base-300'
        }`}
      >
        {isCategory && node.children.length > 0 ? (
          <button
            type="button"
            className="btn btn-xs btn-ghost"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${name}`}
            onClick={() => setOpen((value) => !value)}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </button>
        ) : (
          <span className="inline-block w-6" aria-hidden="true" />
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold break-words">
            {isCategory ? (
              <Link
                to="/admin/events/$eventId/categories/$categoryId"
                params={{ eventId, categoryId: node.id }}
                className="link"
              >
                {name}
              </Link>
            ) : (
              name
            )}
            {selected && <span className="sr-only"> (being edited)</span>}
          </span>
          <span className="text-sm text-base-content/80">
            {isCategory ? `Category · ${node.children.length} inside` : `${TYPE_NAMES[node.objective_type]} objective`}
            {rules.length > 0 ? ` · ${rules.map((rule) => rule.name).join(' + ')}` : ' · no preset'}
            {!isCategory && node.required_number > 1 ? ` · needs ${node.required_number}` : ''}
          </span>
          {node.conditions.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-1" aria-label={`Conditions of ${name}`}>
              {node.conditions.map((condition) => (
                <li key={condition.id} className="badge badge-outline h-auto max-w-full [overflow-wrap:anywhere]">
                  {itemFieldLabel(condition.field)} {OPERATOR_LABELS[condition.operator]} “{condition.value}”
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-wrap gap-1">
          <ActionButton action="Edit" target={name} onClick={() => onEdit(node)} />
          {isCategory && (
            <button
              type="button"
              className="btn btn-xs"
              aria-label={`Add an objective to ${name}`}
              onClick={() => onAdd(node, 'objective')}
            >
              Add
            </button>
          )}
          <ActionButton action="Delete" target={name} onClick={() => onDelete(node)} />
        </div>
      </div>
      {isCategory && node.children.length > 0 && (
        <ul id={listId} hidden={!open} className="mt-2 ml-4 flex flex-col gap-2 border-l border-base-300 pl-2">
          <TreeNodes nodes={node.children} depth={depth + 1} {...tree} />
        </ul>
      )}
    </li>
  );
}
