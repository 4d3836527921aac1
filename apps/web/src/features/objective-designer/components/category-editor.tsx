import type { Objective, ScoringPreset, ValidMappings } from '@app/shared';
import { Link } from '@tanstack/react-router';
import { useRef, useState, type ReactNode } from 'react';
import { combineQueries, EmptyState, QueryRegion } from '~/components/ui/query-state';
import { useDeleteObjective } from '../api/delete-objective';
import { useEvent } from '~/lib/event-reads';
import { useObjectives } from '~/lib/scoreboard/get-objectives';
import { presentationOf, PRESENTATIONS } from '~/lib/scoreboard/presentation';
import { useScoringPresets } from '../api/get-scoring-presets';
import { useValidMappings } from '../api/get-valid-mappings';
import { useSaveObjective } from '../api/save-objective';
import {
  draftOf,
  draftToRequest,
  newDraft,
  sameObjectiveDraft,
  type DraftErrors,
  type DraftKind,
  type ObjectiveDraft,
} from '../objective-draft';
import { findNode, listCategories, moveCandidates, pathTo, subtreeSize } from '../objective-tree';
import { BulkAddForm, EMPTY_BULK_DRAFT, type BulkDraft } from './bulk-add-form';
import { RemovalDialog } from '~/components/ui/confirm-dialog';
import { Outcome } from '~/components/ui/outcome';
import { EventLockedNote } from './event-locked-note';
import { DryRunPanel } from './dry-run';
import { ItemTester } from './item-tester';
import { ObjectiveForm } from './objective-form';
import { ObjectiveTreeView } from './objective-tree-view';
import { RefusalAlert } from './refusal-alert';
import { DiscardChangesDialog, UnsavedChangesGuard } from './unsaved-changes-guard';

/** What the side panel shows: nothing, the node form (editing or creating), or the bulk form. */
type Panel =
  | { kind: 'none' }
  | { kind: 'edit'; nodeId: number; initial: ObjectiveDraft; draft: ObjectiveDraft }
  | { kind: 'create'; draftKind: DraftKind; initial: ObjectiveDraft; draft: ObjectiveDraft }
  | { kind: 'bulk'; draft: BulkDraft };

const NO_PANEL: Panel = { kind: 'none' };

/** Labels of the form fields, to name them in the server's refusals. */
const FIELD_LABELS = {
  name: 'Name',
  extra: 'Extra',
  objective_type: 'Type',
  number_field: 'Counts',
  aggregation: 'Aggregation',
  required_number: 'Required number',
  scoring_preset_id: 'Scoring preset',
  scoring_preset_ids: 'Scoring rules',
  parent_id: 'Category',
  valid_from: 'Available from',
  valid_to: 'Available until',
  conditions: 'Condition',
};

function isDirty(panel: Panel): boolean {
  if (panel.kind === 'edit' || panel.kind === 'create') return !sameObjectiveDraft(panel.draft, panel.initial);
  if (panel.kind === 'bulk') return panel.draft.names.trim() !== '';
  return false;
}

const displayName = (node: Objective) => node.name || `#${node.id}`;

/**
 * The objective tree editor for one category, with a preview of what players see of it on the score pages
 * (`preview`, given by the page; the presentation chosen in an open form shows before it is saved).
 */
export function CategoryEditor({
  eventId,
  categoryId,
  preview,
}: {
  eventId: number;
  categoryId: number;
  preview?: (category: Objective) => ReactNode;
}) {
  const tree = useObjectives(eventId);
  const presets = useScoringPresets(eventId);
  const mappings = useValidMappings(eventId);
  return (
    <QueryRegion
      query={combineQueries([tree, presets, mappings])}
      loadingLabel="Loading the objectives..."
      errorTitle="The objectives could not be loaded."
    >
      {([root, presetList, mappingList]) => (
        <CategoryEditorView
          eventId={eventId}
          categoryId={categoryId}
          preview={preview}
          root={root}
          presets={presetList}
          mappings={mappingList}
        />
      )}
    </QueryRegion>
  );
}

type CategoryEditorViewProps = {
  eventId: number;
  categoryId: number;
  preview?: (category: Objective) => ReactNode;
  root: Objective;
  presets: ScoringPreset[];
  mappings: ValidMappings;
};

function CategoryEditorView({ eventId, categoryId, preview, root, presets, mappings }: CategoryEditorViewProps) {
  const event = useEvent(eventId);
  const save = useSaveObjective(eventId);
  const remove = useDeleteObjective(eventId);

  const [panel, setPanel] = useState<Panel>(NO_PANEL);
  const [pendingPanel, setPendingPanel] = useState<Panel | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [outcome, setOutcome] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Objective | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** The control that opened the form, where focus goes back when it closes (the tree can be long). */
  const openerRef = useRef<HTMLElement | null>(null);
  const dirty = isDirty(panel);

  const closePanel = () => {
    setPanel(NO_PANEL);
    const opener = openerRef.current;
    openerRef.current = null;
    requestAnimationFrame(() => {
      if (opener?.isConnected) opener.focus();
    });
  };
  const openPanel = (next: Panel) => {
    if (next.kind === 'none') return closePanel();
    if (document.activeElement instanceof HTMLElement && !panelRef.current?.contains(document.activeElement))
      openerRef.current = document.activeElement;
    setPanel(next);
    setErrors({});
    save.reset();
    // Keyboard and screen-reader users land on the form they opened.
    requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('h2')?.focus());
  };
  const askToOpen = (next: Panel) => {
    if (dirty) setPendingPanel(next);
    else openPanel(next);
  };

  const category = findNode(root, categoryId);
  if (!category || category.objective_type !== 'CATEGORY') {
    return (
      <EmptyState title="This category is not in the event">
        It may have been deleted or moved.{' '}
        <Link
          to="/admin/events/$eventId/categories/$categoryId"
          params={{ eventId, categoryId: root.id }}
          className="link"
        >
          Open the root category
        </Link>
        .
      </EmptyState>
    );
  }
  const path = pathTo(root, category.id);
  const editedNode = panel.kind === 'edit' ? findNode(root, panel.nodeId) : undefined;
  // The category being edited as the form has it now, else the page's own (the root is no tab: nothing to show).
  const previewed =
    panel.kind === 'edit' && editedNode?.objective_type === 'CATEGORY' && panel.draft.objective_type === 'CATEGORY'
      ? { ...editedNode, presentation: panel.draft.presentation || null }
      : category.parent_id !== null
        ? category
        : undefined;

  const startEdit = (node: Objective) => {
    const draft = draftOf(node);
    askToOpen({ kind: 'edit', nodeId: node.id, initial: draft, draft });
  };
  const startCreate = (parent: Objective, draftKind: DraftKind) => {
    const draft = newDraft(parent.id, draftKind);
    askToOpen({ kind: 'create', draftKind, initial: draft, draft });
  };

  const submitNode = () => {
    if (panel.kind !== 'edit' && panel.kind !== 'create') return;
    const request = draftToRequest(panel.draft, editedNode);
    if (!request.ok) {
      setErrors(request.errors);
      return;
    }
    setErrors({});
    setOutcome(null);
    save.mutate(request.body, {
      onSuccess: (saved) => {
        const where = findNode(root, saved.parent_id ?? -1);
        const moved =
          editedNode && editedNode.parent_id !== saved.parent_id && where ? ` (now in “${displayName(where)}”)` : '';
        setOutcome(`Saved “${saved.name}”${moved} — scores are being re-evaluated.`);
        closePanel();
      },
    });
  };

  const formTitle =
    panel.kind === 'edit'
      ? `Edit “${editedNode ? displayName(editedNode) : ''}”`
      : panel.kind === 'create'
        ? panel.draftKind === 'category'
          ? 'New category'
          : 'New objective'
        : '';

  return (
    <div className="flex flex-col gap-6">
      <UnsavedChangesGuard dirty={dirty && !save.isPending} />
      <nav aria-label="Breadcrumb" className="breadcrumbs max-w-full text-sm">
        <ul>
          {path.map((node, index) => (
            <li key={node.id}>
              {index === path.length - 1 ? (
                <span aria-current="page">{displayName(node)}</span>
              ) : (
                <Link
                  to="/admin/events/$eventId/categories/$categoryId"
                  params={{ eventId, categoryId: node.id }}
                  className="link"
                >
                  {displayName(node)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="text-3xl font-bold break-words">{displayName(category)}</h1>
      {event.data?.is_locked && <EventLockedNote />}

      <div className="flex flex-wrap gap-2" role="group" aria-label="Category actions">
        <button type="button" className="btn btn-primary" onClick={() => startCreate(category, 'objective')}>
          Add objective
        </button>
        <button type="button" className="btn" onClick={() => startCreate(category, 'category')}>
          Add category
        </button>
        <button type="button" className="btn" onClick={() => askToOpen({ kind: 'bulk', draft: EMPTY_BULK_DRAFT })}>
          Bulk add
        </button>
        {category.parent_id !== null && (
          <button type="button" className="btn btn-outline" onClick={() => startEdit(category)}>
            Edit this category
          </button>
        )}
      </div>

      <Outcome message={outcome} />
      <RefusalAlert lead="Not deleted" error={remove.error} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-label="Objective tree" className="min-w-0">
          <ObjectiveTreeView
            eventId={eventId}
            category={category}
            selectedId={panel.kind === 'edit' ? panel.nodeId : null}
            onEdit={startEdit}
            onAdd={startCreate}
            onDelete={(node) => {
              remove.reset();
              setToDelete(node);
            }}
          />
        </section>
        {/* On wide screens the panel stays in view while the designer scrolls a long tree. */}
        <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
          <div ref={panelRef} className="min-w-0">
            {(panel.kind === 'edit' || panel.kind === 'create') && (
              <div className="rounded-box border border-base-300 p-4">
                <ObjectiveForm
                  key={panel.kind === 'edit' ? `edit-${panel.nodeId}` : `create-${panel.draftKind}`}
                  title={formTitle}
                  saved={editedNode}
                  draft={panel.draft}
                  errors={errors}
                  categories={panel.kind === 'edit' ? moveCandidates(root, panel.nodeId) : listCategories(root)}
                  presets={presets}
                  mappings={mappings}
                  saving={save.isPending}
                  onChange={(draft) => {
                    setPanel({ ...panel, draft });
                    setOutcome(null);
                  }}
                  onSubmit={submitNode}
                  onCancel={() => askToOpen(NO_PANEL)}
                  footer={
                    <>
                      <div role="status" className="min-h-6">
                        {save.isPending && <p>Saving… the event is scored again with the change.</p>}
                      </div>
                      {Object.keys(errors).length > 0 && (
                        <p role="alert" className="text-error-text">
                          Not saved: fix the marked fields first.
                        </p>
                      )}
                      <RefusalAlert lead="Not saved" error={save.error} fieldLabels={FIELD_LABELS} />
                    </>
                  }
                />
                {panel.draft.objective_type === 'ITEM' && (
                  <div className="mt-4">
                    <DryRunPanel eventId={eventId} conditions={panel.draft.conditions} />
                  </div>
                )}
              </div>
            )}
            {panel.kind === 'bulk' && (
              <div className="rounded-box border border-base-300 p-4">
                <BulkAddForm
                  eventId={eventId}
                  category={category}
                  presets={presets}
                  draft={panel.draft}
                  onChange={(draft) => setPanel({ kind: 'bulk', draft })}
                  // The names are saved: nothing is left to lose, but the outcome stays readable.
                  onDone={() => setPanel({ kind: 'bulk', draft: EMPTY_BULK_DRAFT })}
                  onCancel={() => askToOpen(NO_PANEL)}
                />
              </div>
            )}
          </div>
          <div className="rounded-box border border-base-300 p-4">
            <ItemTester eventId={eventId} />
          </div>
        </div>
      </div>

      {preview && previewed && (
        <details className="rounded-box border border-dashed border-base-300 p-3 desktop:p-4">
          <summary className="cursor-pointer font-semibold">
            What players see of “{displayName(previewed)}”: {PRESENTATIONS[presentationOf(previewed)].label}
            {previewed.presentation === null && ' (chosen from its objectives)'}
          </summary>
          <p className="my-2 text-sm text-base-content/80">
            As a visitor sees it on the score pages, with the scores as they stand now
            {previewed !== category ? ' and the choice in the open form, before it is saved' : ''}.
          </p>
          {preview(previewed)}
        </details>
      )}

      <RemovalDialog
        target={toDelete}
        title={(node) => `Delete “${displayName(node)}”?`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={(node) =>
          remove.mutate(node.id, {
            onSuccess: () => {
              setOutcome(`Deleted “${displayName(node)}” — scores are being re-evaluated.`);
              setToDelete(null);
              if (panel.kind === 'edit' && findNode(node, panel.nodeId)) closePanel();
            },
            onError: () => setToDelete(null),
          })
        }
      >
        {(node) => <DeleteWarning node={node} />}
      </RemovalDialog>
      <DiscardChangesDialog
        open={pendingPanel !== null}
        form="The open form"
        onKeep={() => setPendingPanel(null)}
        onDiscard={() => {
          if (pendingPanel) openPanel(pendingPanel);
          setPendingPanel(null);
        }}
      />
    </div>
  );
}

function DeleteWarning({ node }: { node: Objective }) {
  const below = subtreeSize(node) - 1;
  if (node.objective_type === 'CATEGORY') {
    return (
      <p>
        The category and everything in it (
        {below === 1 ? '1 objective or category' : `${below} objectives and categories`}) are deleted, with the
        conditions and the evidence found for them. Teams lose the points they earned from them.
      </p>
    );
  }
  return (
    <p>
      The objective is deleted with its conditions and the evidence found for it
      {below > 0 ? `, and the ${below} below it` : ''}. Teams lose the points they earned from it.
    </p>
  );
}
